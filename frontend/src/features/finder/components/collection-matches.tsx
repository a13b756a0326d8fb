import type { SearchResponse } from '@contracts/finder';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { RecipeImage } from '@/components/recipes/recipe-image';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/i18n/format';
import type { CatalogLocale } from '@/lib/i18n/locales';
import { intlLocale } from '@/lib/i18n/runtime';
import { FitLists } from './fit-lists';

const shortDay = (day: string, tag: string) =>
  formatDate(new Date(`${day}T00:00:00Z`), tag, { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** The user's own recipes, best fit first. */
export function CollectionMatches({ result }: { result: SearchResponse }) {
  const { i18n, t } = useLingui();
  const tag = intlLocale(i18n.locale as CatalogLocale);
  if (result.matches.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-cream-300 bg-white/60 p-6 text-center text-ink-muted">
        <Trans>No matching recipes found in your collection</Trans>
      </p>
    );
  }
  return (
    <ol aria-label={t`Matching recipes from your collection`} className="space-y-4">
      {result.matches.map((match) => {
        const headingId = `match-${match.id}`;
        const total = (match.prepTime ?? 0) + (match.cookTime ?? 0);
        const bestBefore = match.soonest ? shortDay(match.soonest, tag) : null;
        return (
          <li key={match.id}>
            <article
              aria-labelledby={headingId}
              className="flex flex-col gap-4 rounded-2xl border border-cream-300/80 bg-white p-4 shadow-sm sm:flex-row"
            >
              <RecipeImage src={match.imageUrl} className="aspect-4/3 w-full shrink-0 rounded-xl sm:w-40" />
              <div className="flex-1 space-y-3">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 id={headingId} className="font-display text-lg font-semibold text-terracotta-900">
                    <Link to={`/recipe/${match.id}`} className="hover:underline">
                      {match.title}
                    </Link>
                  </h3>
                  {match.usesAll ? (
                    <Badge tone="tag">
                      <Trans>Uses all your ingredients</Trans>
                    </Badge>
                  ) : null}
                  {total > 0 ? (
                    <Badge tone="muted">
                      <Trans>{total} min</Trans>
                    </Badge>
                  ) : null}
                  {bestBefore ? (
                    <Badge tone="muted">
                      <Trans>Uses food best before {bestBefore}</Trans>
                    </Badge>
                  ) : null}
                </div>
                <FitLists uses={match.uses} missing={match.missing} headingId={headingId} />
              </div>
            </article>
          </li>
        );
      })}
    </ol>
  );
}
