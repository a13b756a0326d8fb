import { Trans, useLingui } from '@lingui/react/macro';
import { Star } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { MorePagesButton } from '@/components/ui/more-pages-button';
import { Spinner } from '@/components/ui/spinner';
import { useCookTimeline } from '../api/cook-log';
import { byWeek, dayText, weekStartText } from '../lib/days';
import { useIntlLocale } from '../lib/use-intl-locale';
import { CookPhoto } from './cook-photo';

function Week({ week, children }: { week: string; children: React.ReactNode }) {
  const headingId = useId();
  const { t } = useLingui();
  const start = weekStartText(week, useIntlLocale());
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <CardTitle id={headingId} className="text-xl">
            {t`Week of ${start}`}
          </CardTitle>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </section>
  );
}

/** What the household cooked, week by week, latest first (issue 39). */
export function CookTimeline() {
  const timeline = useCookTimeline();
  const { t } = useLingui();
  const locale = useIntlLocale();
  const entries = timeline.data?.pages.flatMap((page) => page.items) ?? [];
  if (timeline.isPending)
    return (
      <p className="flex items-center gap-2 text-ink-muted" role="status">
        <Spinner className="size-4" /> <Trans>Loading what you cooked…</Trans>
      </p>
    );
  if (timeline.isError)
    return (
      <p role="alert">
        <Trans>What you cooked could not be loaded.</Trans>
      </p>
    );
  if (entries.length === 0)
    return (
      <p className="text-ink-muted">
        <Trans>Nothing logged yet. Press "We cooked this" on a recipe, or at the end of Cook Mode.</Trans>
      </p>
    );
  return (
    <div className="space-y-6">
      {byWeek(entries).map(({ week, entries: cooked }) => (
        <Week key={week} week={week}>
          <ul className="divide-y divide-cream-300/80">
            {cooked.map((entry) => (
              <li key={entry.id} className="space-y-1 py-3">
                <p className="font-semibold">
                  <Link
                    to={`/recipe/${encodeURIComponent(entry.recipeId)}`}
                    className="text-terracotta-900 hover:underline"
                  >
                    {entry.recipeTitle}
                  </Link>
                </p>
                <p className="text-sm text-ink-muted">
                  {t`${dayText(entry.cookedOn, locale)} · cooked by ${entry.cookName}`}
                  {entry.servings ? ` · ${t`for ${entry.servings}`}` : ''}
                  {entry.rating ? (
                    <span className="ms-1 inline-flex items-center gap-0.5">
                      · <Star aria-hidden="true" className="size-3.5 fill-current" />
                      <span>{t`${entry.rating} out of 5`}</span>
                    </span>
                  ) : null}
                </p>
                {entry.note ? <p className="text-[0.95rem]">{entry.note}</p> : null}
                {entry.photo ? <CookPhoto photo={entry.photo} /> : null}
              </li>
            ))}
          </ul>
        </Week>
      ))}
      <MorePagesButton pages={timeline}>
        {timeline.isFetchingNextPage ? t`Loading…` : t`Show earlier meals`}
      </MorePagesButton>
    </div>
  );
}
