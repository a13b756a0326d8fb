import type { RatingSummary as Summary } from '@contracts/recipe-views';
import { ShapeIcon } from '@/components/ui/shape-icon';
import { cn } from '@/lib/cn';

/** SPEC 9: the average to one decimal with the count, or 'No ratings'. */
export function ratingText(rating: Summary): string {
  if (rating.average === null || rating.count === 0) return 'No ratings';
  return `${rating.average.toFixed(1)} (${rating.count} ${rating.count === 1 ? 'rating' : 'ratings'})`;
}

export function RatingSummary({ rating, className }: { rating: Summary; className?: string }) {
  const rated = rating.average !== null && rating.count > 0;
  return (
    <span className={cn('inline-flex items-center gap-1 text-sm', className)}>
      <ShapeIcon
        name="star"
        filled={rated}
        className={cn('size-4', rated ? 'text-amber-500' : 'text-ink-muted/60')}
      />
      <span className={rated ? 'font-semibold text-ink' : 'text-ink-muted'}>{ratingText(rating)}</span>
    </span>
  );
}
