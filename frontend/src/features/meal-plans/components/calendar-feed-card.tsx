import type { MealPlanDetail } from '@contracts/planning';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarPlus, Copy, RefreshCw, Smartphone } from 'lucide-react';
import { toast } from 'sonner';
import { Button, buttonClasses } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useCalendarFeed } from '../api/meal-plans';

/**
 * The plan's private calendar link: a phone calendar subscribes to it and shows the week's meals.
 * Anyone with the link can read the plan, so it can be replaced (the old one stops) or turned off.
 */
export function CalendarFeedCard({ plan }: { plan: MealPlanDetail }) {
  const { t } = useLingui();
  const feed = useCalendarFeed(plan.id);
  const url = plan.calendarFeedUrl ? `${window.location.origin}${plan.calendarFeedUrl}` : null;

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t`Link copied!`);
    } catch {
      toast.error(t`Could not copy the link; select it and copy it yourself`);
    }
  };

  return (
    <section
      aria-labelledby="calendar-feed-title"
      className="rounded-2xl border border-cream-300/80 bg-white/85 p-5 shadow-sm"
    >
      <h2
        id="calendar-feed-title"
        className="flex items-center gap-2 text-lg font-semibold text-terracotta-900"
      >
        <Smartphone aria-hidden="true" className="size-5" />
        <Trans>Phone calendar</Trans>
      </h2>
      {url ? (
        <div className="mt-3 space-y-3">
          <p className="text-sm text-ink-muted">
            <Trans>
              Subscribe to this private link in your calendar app to see this week's meals. Anyone with the
              link can see the plan.
            </Trans>
          </p>
          <Input
            readOnly
            value={url}
            aria-label={t`Calendar link`}
            onFocus={(event) => event.target.select()}
          />
          <div className="flex flex-wrap gap-2">
            <a href={url.replace(/^https?:/, 'webcal:')} className={buttonClasses('primary', 'sm')}>
              <CalendarPlus aria-hidden="true" />
              <Trans>Open in calendar</Trans>
            </a>
            <Button variant="outline" size="sm" onClick={copy}>
              <Copy aria-hidden="true" />
              <Trans>Copy link</Trans>
            </Button>
            <Button variant="ghost" size="sm" disabled={feed.isPending} onClick={() => feed.mutate('on')}>
              <RefreshCw aria-hidden="true" />
              <Trans>New link</Trans>
            </Button>
            <Button variant="ghost" size="sm" disabled={feed.isPending} onClick={() => feed.mutate('off')}>
              <Trans>Turn off</Trans>
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-3 space-y-3">
          <p className="text-sm text-ink-muted">
            <Trans>Get a private calendar link so this week's meals show up in your phone's calendar.</Trans>
          </p>
          <Button variant="outline" size="sm" disabled={feed.isPending} onClick={() => feed.mutate('on')}>
            <CalendarPlus aria-hidden="true" />
            <Trans>Get calendar link</Trans>
          </Button>
        </div>
      )}
    </section>
  );
}
