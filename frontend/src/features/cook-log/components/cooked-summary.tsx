import type { CookedSummary as Summary } from '@contracts/cook-log';
import { CookingPot } from 'lucide-react';
import { Link } from 'react-router-dom';
import { dayText } from '../lib/days';

/** "Cooked 3 times · last on Sunday 1 March 2026", linking to the household's log (issue 39). */
export function CookedSummary({ cooked }: { cooked: Summary }) {
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
    </p>
  );
}
