import type { RatingSummary as Summary } from '@contracts/recipe-views';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ShapeIcon } from '@/components/ui/shape-icon';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/i18n/format';
import type { CatalogLocale } from '@/lib/i18n/locales';
import { intlLocale } from '@/lib/i18n/runtime';

/** SPEC 9: the average to one decimal with the count, or 'No ratings'. */
function useRatingText(rating: Summary): string {
  const { t, i18n } = useLingui();
  if (rating.average === null || rating.count === 0) return t`No ratings`;
  const average = formatNumber(rating.average, intlLocale(i18n.locale as CatalogLocale), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const count = rating.count;
  return t`${average} (${plural(count, { one: '# rating', other: '# ratings' })})`;
}

export function RatingSummary({ rating, className }: { rating: Summary; className?: string }) {
  const rated = rating.average !== null && rating.count > 0;
  const text = useRatingText(rating);
  return (
    <span className={cn('inline-flex items-center gap-1 text-sm', className)}>
      <ShapeIcon
        name="star"
        filled={rated}
        className={cn('size-4', rated ? 'text-amber-500' : 'text-ink-muted/60')}
      />
      <span className={rated ? 'font-semibold text-ink' : 'text-ink-muted'}>{text}</span>
    </span>
  );
}
