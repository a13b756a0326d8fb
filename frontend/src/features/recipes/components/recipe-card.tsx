import type { RecipeCard as Card } from '@contracts/recipe-views';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { memo, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { ConflictLines } from '@/components/recipes/conflict-note';
import { RecipeImage } from '@/components/recipes/recipe-image';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { ShapeIcon } from '@/components/ui/shape-icon';
import { cn } from '@/lib/cn';
import { useHouseholdPeople } from '@/lib/household-people';
import { formatDate } from '@/lib/i18n/format';
import { useCopyRecipe } from '@/lib/recipes/recipe-mutation';
import { categoryName } from '../lib/category-names';
import { DeleteRecipeDialog } from './delete-recipe-dialog';
import { RatingSummary } from './rating-summary';

const MAX_CARD_CATEGORIES = 2;

/** 'Mar 10, 2026' (in English): the day a card says it was last cooked, in the reader's language. */
const cookedDay = (day: string, locale: string) =>
  formatDate(new Date(`${day}T00:00:00Z`), locale === 'pseudo' ? 'en-US' : locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

function AddToCollectionButton({ recipeId }: { recipeId: string }) {
  const copy = useCopyRecipe();
  const { t } = useLingui();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={copy.isPending}
      onClick={() =>
        copy.mutate(recipeId, {
          onSuccess: () => toast.success(t`Recipe added to your collection`),
          onError: () => toast.error(t`Failed to add recipe to your collection`),
        })
      }
    >
      <Plus aria-hidden="true" />
      <Trans>Add to My Collection</Trans>
    </Button>
  );
}

/** Who at home may not eat it ("Contains peanuts — Sam is allergic"). */
function CardConflicts({ dietary }: { dietary: Card['dietary'] }) {
  const { needs } = useHouseholdPeople();
  return <ConflictLines dietary={dietary} people={needs} />;
}

/** Issue 15: a recipe another member of the household added says who. */
function AddedBy({ userId }: { userId: string }) {
  const name = useHouseholdPeople().names.get(userId);
  return name ? (
    <p className="text-sm text-ink-muted">
      <Trans>Added by {name}</Trans>
    </p>
  ) : null;
}

/**
 * The card's delete button. Its confirmation (a dialog with its own mutation) is mounted when the
 * cook asks for it, not with every card: Home draws 48 cards at a time (issue 20). Closing it
 * returns focus to this button.
 */
function DeleteButton({
  recipe,
  describedBy,
  className,
}: {
  recipe: Card;
  describedBy: string;
  className: string;
}) {
  const [confirming, setConfirming] = useState(false);
  const { t } = useLingui();
  const button = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  // Radix returns focus to a dialog's own trigger; this dialog has none, so the button takes it back.
  useEffect(() => {
    if (wasConfirming.current && !confirming) button.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={t`Delete recipe`}
        aria-describedby={describedBy}
        aria-haspopup="dialog"
        className={cn(className, 'text-red-700 hover:bg-red-50')}
        onClick={() => setConfirming(true)}
      >
        <ShapeIcon name="trash" className="size-[1.15em]" />
      </button>
      {confirming ? <DeleteRecipeDialog recipe={recipe} open onOpenChange={setConfirming} /> : null}
    </>
  );
}

/** One recipe in the Home grid (inside HouseholdPeopleProvider); the title's link covers the whole card. */
export const RecipeCard = memo(function RecipeCard({ recipe }: { recipe: Card }) {
  const titleId = `recipe-card-${recipe.id}`;
  const { t, i18n } = useLingui();
  const minutes = recipe.totalTime;
  const day = recipe.lastCookedOn ? cookedDay(recipe.lastCookedOn, i18n.locale) : null;
  const iconButton = cn(buttonClasses('ghost', 'sm'), 'relative z-10 size-9 px-0');
  return (
    <article
      aria-labelledby={titleId}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-cream-300/80 bg-white shadow-sm shadow-terracotta-900/5 transition hover:-translate-y-0.5 hover:shadow-md focus-within:ring-2 focus-within:ring-terracotta-500 motion-reduce:hover:translate-y-0"
    >
      <RecipeImage src={recipe.imageUrl} className="aspect-4/3 w-full" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        {recipe.categories.length > 0 ? (
          <ul aria-label={t`Categories`} className="flex flex-wrap gap-1.5">
            {recipe.categories.slice(0, MAX_CARD_CATEGORIES).map((category) => (
              <li key={category.id} className="max-w-full">
                <Badge>{categoryName(i18n, category)}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <h3 id={titleId} className="font-display text-lg leading-snug font-semibold text-terracotta-900">
          <Link
            to={`/recipe/${recipe.id}`}
            className="outline-none after:absolute after:inset-0 after:content-[''] hover:underline"
          >
            {recipe.title}
          </Link>
        </h3>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
          {recipe.totalTime ? (
            <span className="inline-flex items-center gap-1">
              <ShapeIcon name="clock" className="size-4" />
              <Trans>
                <bdi>{minutes}</bdi> min
              </Trans>
            </span>
          ) : null}
          <RatingSummary rating={recipe.rating} />
          {day ? (
            <span>
              <Trans>Cooked {day}</Trans>
            </span>
          ) : null}
        </div>
        <CardConflicts dietary={recipe.dietary} />
        {recipe.isOwner ? null : <AddedBy userId={recipe.userId} />}
        {recipe.isOwner && recipe.notes ? (
          <p className="flex gap-1.5 rounded-xl bg-cream-100 px-3 py-2 text-sm text-ink">
            <ShapeIcon name="sticky-note" className="mt-0.5 size-4 text-terracotta-500" />
            <span className="line-clamp-2">
              <span className="sr-only">
                <Trans>My notes:</Trans>{' '}
              </span>
              {recipe.notes}
            </span>
          </p>
        ) : null}
        <div className="mt-auto flex items-center gap-1 pt-1">
          {recipe.isOwner ? null : <AddToCollectionButton recipeId={recipe.id} />}
          <Link
            to={`/recipe/${recipe.id}?share=true`}
            aria-label={t`Share`}
            aria-describedby={titleId}
            className={cn(iconButton, 'ms-auto')}
          >
            <ShapeIcon name="share-2" className="size-[1.15em]" />
          </Link>
          {recipe.isOwner ? (
            <DeleteButton recipe={recipe} describedBy={titleId} className={iconButton} />
          ) : null}
        </div>
      </div>
    </article>
  );
});
