import type { StepTimer } from '@domain/recipes/step-timers';
import { BellRing, Timer, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { Countdown } from '../../hooks/use-countdowns';
import { clockText, timerName } from '../../lib/recipe-text';

/** One button per duration written in the step ("bake 25 minutes" -> "Start 25 minute timer"). */
export function StepTimers({
  timers,
  onStart,
}: {
  timers: StepTimer[];
  onStart: (timer: StepTimer) => void;
}) {
  if (timers.length === 0) return null;
  return (
    <div className="mt-5 flex flex-wrap gap-2">
      {timers.map((timer) => (
        <Button key={timer.start} variant="secondary" onClick={() => onStart(timer)}>
          <Timer aria-hidden="true" />
          Start {timerName(timer.seconds)} timer
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
  if (countdowns.length === 0) return null;
  return (
    <section
      aria-label="Timers"
      className="sticky bottom-0 border-t border-cream-300 bg-cream-100/95 px-4 py-3 backdrop-blur"
    >
      <ul className="mx-auto flex max-w-6xl flex-wrap gap-2">
        {countdowns.map((countdown) => (
          <li
            key={countdown.id}
            className={cn(
              'flex items-center gap-3 rounded-2xl py-1.5 pr-1.5 pl-4 font-semibold',
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
            <span>{countdown.name} timer</span>
            <span
              role="timer"
              aria-label={`${countdown.name} timer remaining`}
              className="font-mono text-lg tabular-nums"
            >
              {countdown.done ? "Time's up" : clockText((countdown.endsAt - now) / 1000)}
            </span>
            <Button
              variant="ghost"
              size="icon"
              className={cn('size-9', countdown.done && 'text-white hover:bg-terracotta-700')}
              aria-label={
                countdown.done ? `Dismiss ${countdown.name} timer` : `Cancel ${countdown.name} timer`
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
