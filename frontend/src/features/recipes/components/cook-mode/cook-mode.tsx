import type { DietaryInfo } from '@contracts/allergens';
import { formatQuantity } from '@domain/ingredients/format-quantity';
import { ingredientsForStep } from '@domain/ingredients/ingredients-for-step';
import { findStepTimers } from '@domain/recipes/step-timers';
import { ChefHat, ChevronLeft, ChevronRight, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type ReactNode, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { ConflictNote } from '@/components/recipes/conflict-note';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { type Countdown, useCountdowns } from '../../hooks/use-countdowns';
import { useWakeLock } from '../../hooks/use-wake-lock';
import { ringKitchenBell, unlockKitchenBell } from '../../lib/kitchen-bell';
import { timerName } from '../../lib/recipe-text';
import { askToNotifyTimers, notifyTimerDone } from '../../lib/timer-notification';
import { StepTimers, TimerTray } from './timers';

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

function CheckItem({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 py-2">
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={(state) => onChange(state === true)}
        className="mt-0.5"
      />
      <Label
        htmlFor={id}
        className={cn(
          'cursor-pointer text-base font-normal leading-snug',
          checked && 'text-ink-muted line-through',
        )}
      >
        {label}
      </Label>
    </div>
  );
}

/** Step-by-step cooking: the screen stays awake, arrow keys turn the page, durations become timers. */
export function CookMode({ title, ingredients, steps, servings, dietary, atTheEnd }: CookModeProps) {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState(0);
  const [gathered, setGathered] = useState<Set<number>>(() => new Set());
  const [doneSteps, setDoneSteps] = useState<Set<number>>(() => new Set());
  const [announcement, setAnnouncement] = useState('');
  const last = Math.max(0, steps.length - 1);

  useWakeLock(open);

  const onTimerDone = useCallback((countdown: Countdown) => {
    ringKitchenBell();
    void notifyTimerDone(countdown.name).catch(() => undefined);
    setAnnouncement(`Time's up: ${countdown.name} timer`);
    toast.warning("Time's up!", { description: `${countdown.name} timer`, duration: 30_000 });
  }, []);
  const timers = useCountdowns(onTimerDone);

  const goTo = useCallback((index: number) => setStep(Math.min(last, Math.max(0, index))), [last]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, [contenteditable="true"]')) return;
      if (event.key === 'ArrowRight') setStep((current) => Math.min(last, current + 1));
      else if (event.key === 'ArrowLeft') setStep((current) => Math.max(0, current - 1));
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
  const stepTimers = findStepTimers(current);
  const forThisStep = useMemo(() => ingredientsForStep(current, ingredients), [current, ingredients]);

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
          Cook Mode
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
                Cook Mode
              </DialogPrimitive.Title>
              <p className="truncate text-sm text-ink-muted">{title}</p>
            </div>
            <DialogPrimitive.Close asChild>
              <Button variant="outline" className="ml-auto">
                <X aria-hidden="true" />
                Exit Cook Mode
              </Button>
            </DialogPrimitive.Close>
          </header>

          <div className="mx-auto grid w-full max-w-6xl flex-1 gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[22rem_1fr]">
            <section
              aria-labelledby="cook-ingredients"
              className="rounded-2xl border border-cream-300 bg-white p-5"
            >
              <h2 id="cook-ingredients" className="text-xl font-semibold text-terracotta-900">
                Ingredients
              </h2>
              <p className="text-sm text-ink-muted">
                For {formatQuantity(servings)} {servings > 1 ? 'servings' : 'serving'}
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
                <p className="mt-2 text-ink-muted">No ingredients listed.</p>
              )}
            </section>

            <section
              aria-labelledby="cook-step"
              className="flex flex-col rounded-2xl border border-cream-300 bg-white p-5 sm:p-8"
            >
              {steps.length ? (
                <>
                  <h2 id="cook-step" aria-live="polite" className="text-lg font-semibold text-terracotta-700">
                    Step {step + 1} of {steps.length}
                  </h2>
                  <div className="mt-4 grid gap-5 md:grid-cols-[minmax(0,1fr)_16rem]">
                    <p className="text-2xl leading-relaxed text-ink sm:text-3xl">{current}</p>
                    {forThisStep.length > 0 ? (
                      <aside
                        aria-labelledby="cook-step-ingredients"
                        className="self-start rounded-2xl bg-cream-200/60 p-4"
                      >
                        <h3 id="cook-step-ingredients" className="text-sm font-semibold text-terracotta-900">
                          For this step
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
                      const name = `Step ${step + 1}, ${timerName(timer.seconds)}`;
                      timers.start(name, timer.seconds);
                      setAnnouncement(`${name} timer started`);
                    }}
                  />
                  <div className="mt-6">
                    <CheckItem
                      label={`Step ${step + 1} done`}
                      checked={doneSteps.has(step)}
                      onChange={(on) => setDoneSteps((set) => toggleIn(set, step, on))}
                    />
                  </div>
                  <div className="mt-auto space-y-5 pt-8">
                    <ol aria-label="Steps" className="flex flex-wrap justify-center gap-2">
                      {steps.map((_, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: steps are positional
                        <li key={index}>
                          <button
                            type="button"
                            aria-label={`Go to step ${index + 1}`}
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
                        <ChevronLeft aria-hidden="true" />
                        Previous
                      </Button>
                      <Button size="lg" disabled={step === last} onClick={() => goTo(step + 1)}>
                        Next
                        <ChevronRight aria-hidden="true" />
                      </Button>
                    </div>
                    {step === last && atTheEnd ? (
                      <div className="flex flex-col items-center gap-2 rounded-2xl bg-sage-100/70 p-4 text-center">
                        <p className="font-semibold">All done? Keep a note of this meal.</p>
                        {atTheEnd}
                      </div>
                    ) : null}
                    <p className="hidden text-center text-xs text-ink-muted sm:block">
                      Tip: the left and right arrow keys move between steps.
                    </p>
                  </div>
                </>
              ) : (
                <p id="cook-step" className="text-ink-muted">
                  This recipe has no instructions yet.
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
