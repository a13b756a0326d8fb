import type { CookedSummary as Summary } from '@contracts/cook-log';
import { CookingPot } from 'lucide-react';
import { Link } from 'react-router-dom';
import { dayText, shortDayText } from '../lib/days';
import { CookPhoto } from './cook-photo';

/**
 * "Cooked 3 times · last on Sunday 1 March 2026", linking to the household's log, and once two versions
 * have ratings "best rated: the version of 3 March", linking to that version (issue 39).
 */
export function CookedSummary({ cooked, recipeId }: { cooked: Summary; recipeId?: string }) {
  const line = <CookedLine cooked={cooked} recipeId={recipeId} />;
  if (!cooked.photo) return line;
  // The latest meal's photo, under the line (issue 39): the household sees what it made.
  return (
    <figure className="space-y-1.5">
      {line}
      <CookPhoto photo={cooked.photo} />
      <figcaption className="sr-only">The latest photo, from {dayText(cooked.photo.on)}</figcaption>
    </figure>
  );
}

function CookedLine({ cooked, recipeId }: { cooked: Summary; recipeId?: string | undefined }) {
  const best = cooked.best;
  return (
    <p className="inline-flex items-center gap-1.5 text-sm text-ink-muted">
      <CookingPot aria-hidden="true" className="size-4" />
      {cooked.count === 0 ? (
        'Not cooked yet'
      ) : (
        <Link to="/cooked" className="underline-offset-2 hover:underline">
          Cooked {cooked.count} {cooked.count === 1 ? 'time' : 'times'}
          {cooked.lastOn ? ` · last on ${dayText(cooked.lastOn)}` : ''}
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

const bestText = (best: NonNullable<Summary['best']>) =>
  `best rated: ${best.on ? `the version of ${shortDayText(best.on)}` : `version ${best.revision}`} (${best.average} out of 5)`;
