import type { RecipeCard } from '@contracts/recipes';
import { SearchX, Users } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useLoadMoreOnScroll } from '@/features/recipes/hooks/use-load-more-on-scroll';
import { useSharedWithMe } from '../api/get-shared-with-me';
import { useCurrentUserId } from '../hooks/use-current-user';
import { CommunityRecipeCard } from './community-recipe-card';
import { CommunityEmptyState } from './empty-state';

function Loading() {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-16 text-ink-muted">
      <Spinner className="size-5" />
      Loading recipes...
    </p>
  );
}

const asCommunityCard = (recipe: RecipeCard) => ({ ...recipe, ownerName: null });

/** Recipes other people shared with the viewer by name (SPEC 2), newest share first, with View and Save. */
export function SharedWithMeTab({ q }: { q: string }) {
  const viewer = useCurrentUserId();
  const signedIn = Boolean(viewer.data);
  const recipes = useSharedWithMe(q, signedIn);
  const cards = useMemo(
    () => recipes.data?.pages.flatMap((page) => page.recipes.map(asCommunityCard)) ?? [],
    [recipes.data],
  );
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = recipes;
  const sentinel = useLoadMoreOnScroll({
    hasMore: hasNextPage,
    loading: isFetchingNextPage || recipes.isLoading,
    loadMore: fetchNextPage,
  });

  // SPEC 8: failing to load shared recipes is only logged, with no toast.
  useEffect(() => {
    if (recipes.isError) console.error('Failed to load shared recipes', recipes.error);
  }, [recipes.isError, recipes.error]);

  if (viewer.isPending || (signedIn && recipes.isPending)) return <Loading />;
  const stillLooking = cards.length === 0 && (hasNextPage || recipes.isFetching);
  if (stillLooking) return <Loading />;
  if (cards.length === 0)
    return q.trim() ? (
      <CommunityEmptyState
        icon={SearchX}
        title="No shared recipes match your search"
        hint="Try adjusting your search"
      />
    ) : (
      <CommunityEmptyState
        icon={Users}
        title="No recipes have been shared with you yet"
        hint="When someone shares a recipe with you, it will appear here."
      />
    );
  return (
    <section aria-labelledby="shared-results" aria-busy={recipes.isFetching}>
      <h2 id="shared-results" className="sr-only">
        Recipes shared with you
      </h2>
      <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {cards.map((recipe) => (
          <li key={recipe.id}>
            <CommunityRecipeCard recipe={recipe} viewerId={viewer.data ?? null} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} aria-hidden="true" />
      {isFetchingNextPage ? <Loading /> : null}
    </section>
  );
}
