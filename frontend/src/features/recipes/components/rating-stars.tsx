import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Heart, Star } from 'lucide-react';
import { toast } from 'sonner';
import { cn } from '@/lib/cn';
import { useRateRecipe } from '../api/rate-recipe';
import { useSetFavorite } from '../api/toggle-favorite';

const STARS = [1, 2, 3, 4, 5] as const;

/** The viewer's own rating: five buttons, each named for what pressing it does. */
export function RatingStars({ recipeId, rating }: { recipeId: string; rating: number | null }) {
  const rate = useRateRecipe();
  const { t } = useLingui();
  const onRate = (stars: number) =>
    rate.mutate(
      { id: recipeId, rating: stars },
      {
        onSuccess: (result) =>
          toast.success(
            result.addedToFavorites ? t`Rating saved and added to favorites!` : t`Rating saved successfully`,
          ),
        onError: () => toast.error(rating === null ? t`Failed to add rating` : t`Failed to update rating`),
      },
    );

  return (
    <fieldset className="flex items-center gap-2">
      <legend className="sr-only">
        <Trans>Your rating</Trans>
      </legend>
      <span aria-hidden="true" className="text-sm font-semibold text-ink-muted">
        <Trans>Your rating</Trans>
      </span>
      <div className="flex">
        {STARS.map((stars) => {
          const lit = rating !== null && stars <= rating;
          return (
            <button
              key={stars}
              type="button"
              aria-label={t`${plural(stars, { one: 'Rate # star', other: 'Rate # stars' })}`}
              aria-pressed={rating === stars}
              onClick={() => onRate(stars)}
              className="flex size-10 cursor-pointer items-center justify-center rounded-full hover:bg-amber-50 focus-visible:outline-2 focus-visible:outline-terracotta-600"
            >
              <Star
                aria-hidden="true"
                className={cn(
                  'size-6 transition-colors',
                  lit ? 'fill-amber-400 text-amber-500' : 'text-ink-muted/50',
                )}
              />
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The favorite heart; optimistic, with the spec's failure messages. */
export function FavoriteButton({ recipeId, favorite }: { recipeId: string; favorite: boolean }) {
  const setFavorite = useSetFavorite();
  const { t } = useLingui();
  return (
    <button
      type="button"
      aria-label={favorite ? t`Remove from favorites` : t`Add to favorites`}
      aria-pressed={favorite}
      onClick={() =>
        setFavorite.mutate(
          { id: recipeId, favorite: !favorite },
          {
            onError: () =>
              toast.error(favorite ? t`Failed to remove from favorites` : t`Failed to add to favorites`),
          },
        )
      }
      className="flex size-11 cursor-pointer items-center justify-center rounded-full border border-cream-300 bg-white hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-terracotta-600"
    >
      <Heart
        aria-hidden="true"
        className={cn(
          'size-5.5 transition-colors',
          favorite ? 'fill-red-600 text-red-600' : 'text-ink-muted',
        )}
      />
    </button>
  );
}
