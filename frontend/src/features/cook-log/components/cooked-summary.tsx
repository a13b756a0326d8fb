import type { CookedSummary as Summary } from '@contracts/cook-log';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CookingPot } from 'lucide-react';
import { Link } from 'react-router-dom';
import { formatNumber } from '@/lib/i18n/format';
import { dayText, shortDayText } from '../lib/days';
import { useIntlLocale } from '../lib/use-intl-locale';
import { CookPhoto } from './cook-photo';

/**
 * "Cooked 3 times · last on Sunday 1 March 2026", linking to the household's log, and once two versions
 * have ratings "best rated: the version of 3 March", linking to that version (issue 39).
 */
export function CookedSummary({ cooked, recipeId }: { cooked: Summary; recipeId?: string }) {
  const line = <CookedLine cooked={cooked} recipeId={recipeId} />;
  const locale = useIntlLocale();
  if (!cooked.photo) return line;
  // The latest meal's photo, under the line (issue 39): the household sees what it made.
  return (
    <figure className="space-y-1.5">
      {line}
      <CookPhoto photo={cooked.photo} />
      <figcaption className="sr-only">
        <Trans>The latest photo, from {dayText(cooked.photo.on, locale)}</Trans>
      </figcaption>
    </figure>
  );
}

function CookedLine({ cooked, recipeId }: { cooked: Summary; recipeId?: string | undefined }) {
  const best = cooked.best;
  const { t } = useLingui();
  const locale = useIntlLocale();
  const count = cooked.count;
  const bestText = (rated: NonNullable<Summary['best']>) => {
    const average = formatNumber(rated.average, locale, { maximumFractionDigits: 2 });
    return rated.on
      ? t`best rated: the version of ${shortDayText(rated.on, locale)} (${average} out of 5)`
      : t`best rated: version ${rated.revision} (${average} out of 5)`;
  };
  return (
    <p className="inline-flex items-center gap-1.5 text-sm text-ink-muted">
      <CookingPot aria-hidden="true" className="size-4" />
      {cooked.count === 0 ? (
        t`Not cooked yet`
      ) : (
        <Link to="/cooked" className="underline-offset-2 hover:underline">
          {t`${plural(count, { one: 'Cooked # time', other: 'Cooked # times' })}`}
          {cooked.lastOn ? ` · ${t`last on ${dayText(cooked.lastOn, locale)}`}` : ''}
        </Link>
      )}
      {best ? (
        <>
          <span aria-hidden="true">·</span>
          {recipeId ? (
            <Link to={`/recipe/${recipeId}/history`} className="underline-offset-2 hover:underline">
              {bestText(best)}
            </Link>
          ) : (
            <span>{bestText(best)}</span>
          )}
        </>
      ) : null}
    </p>
  );
}
