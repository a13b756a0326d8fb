import type { DietaryInfo } from '@contracts/allergens';
import { formatQuantity } from '@domain/ingredients/format-quantity';
import { ingredientsForStep } from '@domain/ingredients/ingredients-for-step';
import { findStepTimers } from '@domain/recipes/step-timers';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChefHat, ChevronLeft, ChevronRight, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { ConflictNote } from '@/components/recipes/conflict-note';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { type Countdown, useCountdowns } from '../../hooks/use-countdowns';
import { useWakeLock } from '../../hooks/use-wake-lock';
import { isolated } from '../../lib/bidi';
import { ringKitchenBell, unlockKitchenBell } from '../../lib/kitchen-bell';
import { askToNotifyTimers, notifyTimerDone } from '../../lib/timer-notification';
import { CheckItem } from './check-item';
import { StepTimers, TimerTray, useTimerName } from './timers';

type CookModeProps = {
  title: string;
  /** Already scaled to the chosen servings. */
  ingredients: string[];
  steps: string[];
  servings: number;
  /** Its allergens and diets, checked against everyone at home (issue 38). */
  dietary?: DietaryInfo | null;
  /** Shown on the last step: the cook log's "We cooked this" (issue 39). */
  atTheEnd?: ReactNode;
};

/** Step-by-step cooking: the screen stays awake, arrow keys turn the page, durations become timers. */
export function CookMode({ title, ingredients, steps, servings, dietary, atTheEnd }: CookModeProps) {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState(0);
  const [gathered, setGathered] = useState<Set<number>>(() => new Set());
  const [doneSteps, setDoneSteps] = useState<Set<number>>(() => new Set());
  const [announcement, setAnnouncement] = useState('');
  const last = Math.max(0, steps.length - 1);
  const { t } = useLingui();
  const timerName = useTimerName();

  useWakeLock(open);

  const onTimerDone = useCallback(
    (countdown: Countdown) => {
      ringKitchenBell();
      void notifyTimerDone(countdown.name).catch(() => undefined);
      setAnnouncement(t`Time's up: ${countdown.name} timer`);
      toast.warning(t`Time's up!`, { description: t`${countdown.name} timer`, duration: 30_000 });
    },
    [t],
  );
  const timers = useCountdowns(onTimerDone);

  const goTo = useCallback((index: number) => setStep(Math.min(last, Math.max(0, index))), [last]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, [contenteditable="true"]')) return;
      // Right to left, the next step lies to the left: the arrows follow the page's direction.
      const forward = document.documentElement.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
      const back = forward === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';
      if (event.key === forward) setStep((current) => Math.min(last, current + 1));
      else if (event.key === back) setStep((current) => Math.max(0, current - 1));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, last]);

  const toggleIn = (set: Set<number>, index: number, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(index);
    else next.delete(index);
    return next;
  };

  const current = steps[step] ?? '';
  const stepNumber = step + 1;
  const amount = isolated(formatQuantity(servings));
  // Read from the step only while Cook Mode is open: closed, it is one button on the recipe page, and
  // matching the first step's words to the ingredients and their foods took 12-19 ms of the page's first
  // render (issue 35) for a screen most visits never open.
  const stepTimers = useMemo(() => (open ? findStepTimers(current) : []), [open, current]);
  const forThisStep = useMemo(
    () => (open ? ingredientsForStep(current, ingredients) : []),
    [open, current, ingredients],
  );

  return (
    <DialogPrimitive.Root
      open={open}
      onOpenChange={(opening) => {
        if (opening) setStep(0);
        setOpen(opening);
      }}
    >
      <DialogPrimitive.Trigger asChild>
        <Button size="lg">
          <ChefHat aria-hidden="true" />
          <Trans>Cook Mode</Trans>
        </Button>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-cream-50 data-[state=open]:animate-fade-in focus-visible:outline-none"
        >
          <header className="sticky top-0 z-10 flex items-center gap-3 border-b border-cream-300 bg-cream-100/95 px-4 py-3 backdrop-blur sm:px-6">
            <ChefHat aria-hidden="true" className="size-7 shrink-0 text-terracotta-600" />
            <div className="min-w-0">
              <DialogPrimitive.Title className="font-display text-xl font-semibold text-terracotta-900">
                <Trans>Cook Mode</Trans>
              </DialogPrimitive.Title>
              <p className="truncate text-sm text-ink-muted">{title}</p>
            </div>
            <DialogPrimitive.Close asChild>
              <Button variant="outline" className="ms-auto">
                <X aria-hidden="true" />
                <Trans>Exit Cook Mode</Trans>
              </Button>
            </DialogPrimitive.Close>
          </header>

          <div className="mx-auto grid w-full max-w-6xl flex-1 gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[22rem_1fr]">
            <section
              aria-labelledby="cook-ingredients"
              className="rounded-2xl border border-cream-300 bg-white p-5"
            >
              <h2 id="cook-ingredients" className="text-xl font-semibold text-terracotta-900">
                <Trans>Ingredients</Trans>
              </h2>
              <p className="text-sm text-ink-muted">
                {t`${plural(servings > 1 ? servings : 1, { one: `For ${amount} serving`, other: `For ${amount} servings` })}`}
              </p>
              {/* Who at home may not eat it (issue 38), where the cook gathers the ingredients. */}
              <ConflictNote dietary={dietary} />
              {ingredients.length ? (
                <div className="mt-2 divide-y divide-cream-200">
                  {ingredients.map((line, index) => (
                    <CheckItem
                      // biome-ignore lint/suspicious/noArrayIndexKey: lines are positional; the same line may repeat
                      key={index}
                      label={line}
                      checked={gathered.has(index)}
                      onChange={(on) => setGathered((set) => toggleIn(set, index, on))}
                    />
                  ))}
                </div>
              ) : (
                <p className="mt-2 text-ink-muted">
                  <Trans>No ingredients listed.</Trans>
                </p>
              )}
            </section>

            <section
              aria-labelledby="cook-step"
              className="flex flex-col rounded-2xl border border-cream-300 bg-white p-5 sm:p-8"
            >
              {steps.length ? (
                <>
                  <h2 id="cook-step" aria-live="polite" className="text-lg font-semibold text-terracotta-700">
                    <Trans>
                      Step {step + 1} of {steps.length}
                    </Trans>
                  </h2>
                  <div className="mt-4 grid gap-5 md:grid-cols-[minmax(0,1fr)_16rem]">
                    <p className="text-2xl leading-relaxed text-ink sm:text-3xl">{current}</p>
                    {forThisStep.length > 0 ? (
                      <aside
                        aria-labelledby="cook-step-ingredients"
                        className="self-start rounded-2xl bg-cream-200/60 p-4"
                      >
                        <h3 id="cook-step-ingredients" className="text-sm font-semibold text-terracotta-900">
                          <Trans>For this step</Trans>
                        </h3>
                        <ul
                          aria-labelledby="cook-step-ingredients"
                          className="mt-2 space-y-1 text-base text-ink"
                        >
                          {forThisStep.map((index) => (
                            <li key={index}>{ingredients[index]}</li>
                          ))}
                        </ul>
                      </aside>
                    ) : null}
                  </div>
                  <StepTimers
                    timers={stepTimers}
                    onStart={(timer) => {
                      unlockKitchenBell();
                      askToNotifyTimers();
                      // Named after its step, so several running at once are told apart in the tray.
                      const number = step + 1;
                      const length = timerName(timer.seconds);
                      const name = t`Step ${number}, ${length}`;
                      timers.start(name, timer.seconds);
                      setAnnouncement(t`${name} timer started`);
                    }}
                  />
                  <div className="mt-6">
                    <CheckItem
                      label={t`Step ${stepNumber} done`}
                      checked={doneSteps.has(step)}
                      onChange={(on) => setDoneSteps((set) => toggleIn(set, step, on))}
                    />
                  </div>
                  <div className="mt-auto space-y-5 pt-8">
                    <ol aria-label={t`Steps`} className="flex flex-wrap justify-center gap-2">
                      {steps.map((_, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: steps are positional
                        <li key={index}>
                          <button
                            type="button"
                            aria-label={t`Go to step ${index + 1}`}
                            aria-current={index === step ? 'step' : undefined}
                            onClick={() => goTo(index)}
                            className="flex size-6 cursor-pointer items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-terracotta-600"
                          >
                            <span
                              aria-hidden="true"
                              className={cn(
                                'block rounded-full transition-all',
                                index === step
                                  ? 'size-3.5 bg-terracotta-600'
                                  : doneSteps.has(index)
                                    ? 'size-2.5 bg-sage-600'
                                    : 'size-2.5 bg-cream-300',
                              )}
                            />
                          </button>
                        </li>
                      ))}
                    </ol>
                    <div className="flex justify-between gap-3">
                      <Button
                        variant="outline"
                        size="lg"
                        disabled={step === 0}
                        onClick={() => goTo(step - 1)}
                      >
                        <ChevronLeft aria-hidden="true" className="rtl:-scale-x-100" />
                        <Trans>Previous</Trans>
                      </Button>
                      <Button size="lg" disabled={step === last} onClick={() => goTo(step + 1)}>
                        <Trans>Next</Trans>
                        <ChevronRight aria-hidden="true" className="rtl:-scale-x-100" />
                      </Button>
                    </div>
                    {step === last && atTheEnd ? (
                      <div className="flex flex-col items-center gap-2 rounded-2xl bg-sage-100/70 p-4 text-center">
                        <p className="font-semibold">
                          <Trans>All done? Keep a note of this meal.</Trans>
                        </p>
                        {atTheEnd}
                      </div>
                    ) : null}
                    <p className="hidden text-center text-xs text-ink-muted sm:block">
                      <Trans>Tip: the left and right arrow keys move between steps.</Trans>
                    </p>
                  </div>
                </>
              ) : (
                <p id="cook-step" className="text-ink-muted">
                  <Trans>This recipe has no instructions yet.</Trans>
                </p>
              )}
            </section>
          </div>
          <TimerTray countdowns={timers.countdowns} now={timers.now} onDismiss={timers.dismiss} />
          <p aria-live="assertive" className="sr-only">
            {announcement}
          </p>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
