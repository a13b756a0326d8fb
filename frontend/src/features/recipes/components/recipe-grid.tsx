import type { RecipeCard as Card } from '@contracts/recipe-views';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useDeferredValue, useEffect, useMemo } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useLoadMoreOnScroll } from '@/hooks/use-load-more-on-scroll';
import { HouseholdPeopleProvider } from '@/lib/household-people';
import { useRecipes } from '@/lib/recipes/get-recipes';
import type { RecipeListParams } from '@/lib/recipes/keys';
import { RecipeCard } from './recipe-card';
import { RecipesEmptyState } from './recipes-empty-state';

// SPEC 2: 1 column, 2 at small widths, 4 at large, 5 at extra large, 6 at the widest.
const gridColumns = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-5 2xl:grid-cols-6';

const placeholderKeys = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

/** Two rows at the widest (6 columns), four on a phone held upright: what a screen shows first. */
const FIRST_DRAWN = 12;

function LoadingRecipes() {
  return (
    <div>
      <p role="status" className="mb-4 flex items-center gap-2 text-sm font-medium text-terracotta-700">
        <Spinner />
        <Trans>Loading recipes</Trans>
      </p>
      <ul aria-hidden="true" className={gridColumns}>
        {placeholderKeys.map((key) => (
          <li
            key={key}
            className="h-72 animate-pulse rounded-2xl bg-cream-200/70 motion-reduce:animate-none"
          />
        ))}
      </ul>
    </div>
  );
}

function NothingMatches({ params }: { params: RecipeListParams }) {
  const { t } = useLingui();
  const q = params.q.trim();
  let text = t`No recipes match this filter.`;
  if (q) text = t`No recipes match “${q}”.`;
  else if ((params.avoid?.length ?? 0) + (params.diets?.length ?? 0) > 0)
    text = t`No recipes are known to be safe for everyone at home yet.`;
  else if (params.cooked === 'never') text = t`Every one of these recipes has been cooked.`;
  else if (params.cooked) text = t`Nothing here has been cooked yet. Log a meal with “We cooked this”.`;
  else if (params.filter === 'favorites')
    text = t`No favorites here yet. Tap the heart on a recipe, or rate it 5 stars, to keep it here.`;
  else if (params.filter === 'shared') text = t`No recipes have been shared with you yet`;
  else if (params.filter === 'to-try')
    text = t`Nothing waiting to be tried: every private recipe of yours has a rating.`;
  else if (params.category) text = t`No recipes in this category yet.`;
  return (
    <p className="rounded-3xl border border-dashed border-cream-300 bg-white/60 px-6 py-12 text-center text-ink-muted">
      {text}
    </p>
  );
}

/**
 * The cards, drawn in a deferred render: React draws them in slices between the browser's other work
 * instead of in one long task when the answer arrives (issue 19's blocking time).
 */
const RecipeCards = memo(function RecipeCards({ recipes, busy }: { recipes: Card[]; busy: boolean }) {
  return (
    <HouseholdPeopleProvider>
      <ul className={gridColumns} aria-busy={busy}>
        {recipes.map((recipe) => (
          // Cards below the fold are laid out and painted when scrolled near, not all on arrival. The
          // padding leaves room for the card's shadow and focus ring, which the containment would clip.
          // Until drawn, a card counts as tall as cards measure at that width (the 4:3 photo grows with
          // the column; a column's card is 3/4 of its width plus ~9-10rem of text), so the page's height
          // and the scrollbar are near right before the cook scrolls. Back returns to the card the cook was
          // looking at (data-scroll-anchor, scroll-memory.tsx), wherever the estimates put it this time.
          <li
            key={recipe.id}
            data-scroll-anchor={recipe.id}
            className="-m-2 p-2 [contain-intrinsic-size:auto_calc(75vw_+_9.25rem)] [content-visibility:auto] sm:[contain-intrinsic-size:auto_calc(37.5vw_+_10rem)] lg:[contain-intrinsic-size:auto_25.5rem]"
          >
            <RecipeCard recipe={recipe} />
          </li>
        ))}
      </ul>
    </HouseholdPeopleProvider>
  );
});

/** Home's recipes, a page at a time: more load as the end of the grid comes near. */
export function RecipeGrid({
  params,
  emptyAction,
}: {
  params: RecipeListParams;
  emptyAction?: React.ReactNode;
}) {
  const query = useRecipes(params);
  const { t } = useLingui();
  const { fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError } = query;
  const data = useDeferredValue(query.data);
  const recipes = useMemo(() => data?.pages.flatMap((page) => page.recipes) ?? [], [data]);
  // The grid's first draw holds the cards a screen shows first; the rest of the page follows in a
  // deferred render at once. A reload of 48 cards drew every one of them before any showed.
  const drawn = useDeferredValue(recipes, recipes.slice(0, FIRST_DRAWN));
  const sentinel = useLoadMoreOnScroll({
    hasMore: hasNextPage,
    // After a failed page, wait for the button instead of retrying in a loop. While the cards drawn lag
    // behind the pages read (the deferred render), the end of the grid is not where it will be: asking
    // for more then would read page after page before any of them is drawn.
    loading:
      isFetchingNextPage ||
      isFetchNextPageError ||
      query.isPlaceholderData ||
      data !== query.data ||
      drawn !== recipes,
    loadMore: fetchNextPage,
  });

  useEffect(() => {
    if (query.isError) toast.error(t`Failed to load recipes`, { id: 'recipes-load-error' });
  }, [query.isError, t]);

  const safeOnly = (params.avoid?.length ?? 0) + (params.diets?.length ?? 0) > 0;
  const filtered =
    params.filter !== 'all' ||
    params.category !== null ||
    params.q.trim() !== '' ||
    safeOnly ||
    params.cooked !== undefined;

  let body: React.ReactNode;
  if (query.isPending || (data === undefined && !query.isError)) body = <LoadingRecipes />;
  else if (query.isError && recipes.length === 0)
    body = (
      <div className="rounded-3xl border border-dashed border-red-200 bg-white/60 px-6 py-12 text-center">
        <p className="text-ink">
          <Trans>We couldn't load your recipes.</Trans>
        </p>
        <Button variant="outline" className="mt-4" onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  else if (recipes.length === 0 && !hasNextPage)
    body = filtered ? <NothingMatches params={params} /> : <RecipesEmptyState action={emptyAction} />;
  else body = <RecipeCards recipes={drawn} busy={query.isFetching} />;

  return (
    <div className="space-y-6">
      {body}
      <div ref={sentinel} aria-hidden="true" />
      {hasNextPage && !query.isPending ? (
        <div className="flex justify-center">
          <Button variant="outline" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {isFetchingNextPage ? <Spinner /> : null}
            {isFetchingNextPage ? t`Loading more recipes` : t`Load more`}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
