import type { StepTimer } from '@domain/recipes/step-timers';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BellRing, Timer, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { Countdown } from '../../hooks/use-countdowns';
import { clockText } from '../../lib/recipe-text';

/**
 * A countdown's words for a button name, in the reader's language: 1500 -> "25 minute", 4500 ->
 * "1 hour 15 minute" in English (recipe-text.ts's timerName, which the tests pin).
 */
export function useTimerName(): (seconds: number) => string {
  const { t } = useLingui();
  return (seconds) => {
    const hours = Math.floor(seconds / 3600);
    const minutes = Math.floor((seconds % 3600) / 60);
    const rest = seconds % 60;
    const parts = [
      hours ? t`${plural(hours, { one: '# hour', other: '# hour' })}` : '',
      minutes ? t`${plural(minutes, { one: '# minute', other: '# minute' })}` : '',
      rest || (!hours && !minutes) ? t`${plural(rest, { one: '# second', other: '# second' })}` : '',
    ].filter(Boolean);
    return parts.join(' ');
  };
}

/** One button per duration written in the step ("bake 25 minutes" -> "Start 25 minute timer"). */
export function StepTimers({
  timers,
  onStart,
}: {
  timers: StepTimer[];
  onStart: (timer: StepTimer) => void;
}) {
  const timerName = useTimerName();
  if (timers.length === 0) return null;
  return (
    <div className="mt-5 flex flex-wrap gap-2">
      {timers.map((timer) => (
        <Button key={timer.start} variant="secondary" onClick={() => onStart(timer)}>
          <Timer aria-hidden="true" />
          <Trans>Start {timerName(timer.seconds)} timer</Trans>
        </Button>
      ))}
    </div>
  );
}

/** The running timers, pinned to the bottom of Cook Mode. */
export function TimerTray({
  countdowns,
  now,
  onDismiss,
}: {
  countdowns: Countdown[];
  now: number;
  onDismiss: (id: string) => void;
}) {
  const { t } = useLingui();
  if (countdowns.length === 0) return null;
  return (
    <section
      aria-label={t`Timers`}
      className="sticky bottom-0 border-t border-cream-300 bg-cream-100/95 px-4 py-3 backdrop-blur"
    >
      <ul className="mx-auto flex max-w-6xl flex-wrap gap-2">
        {countdowns.map((countdown) => (
          <li
            key={countdown.id}
            className={cn(
              'flex items-center gap-3 rounded-2xl py-1.5 pe-1.5 ps-4 font-semibold',
              countdown.done
                ? 'animate-pulse bg-terracotta-600 text-white motion-reduce:animate-none'
                : 'bg-white text-ink ring-1 ring-cream-300',
            )}
          >
            {countdown.done ? (
              <BellRing aria-hidden="true" className="size-5" />
            ) : (
              <Timer aria-hidden="true" className="size-5 text-terracotta-600" />
            )}
            <span>
              <Trans>{countdown.name} timer</Trans>
            </span>
            <span
              role="timer"
              aria-label={t`${countdown.name} timer remaining`}
              className="font-mono text-lg tabular-nums"
            >
              {countdown.done ? t`Time's up` : clockText((countdown.endsAt - now) / 1000)}
            </span>
            <Button
              variant="ghost"
              size="icon"
              className={cn('size-9', countdown.done && 'text-white hover:bg-terracotta-700')}
              aria-label={
                countdown.done ? t`Dismiss ${countdown.name} timer` : t`Cancel ${countdown.name} timer`
              }
              onClick={() => onDismiss(countdown.id)}
            >
              <X aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
