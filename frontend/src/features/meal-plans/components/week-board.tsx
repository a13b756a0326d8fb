import { DAYS, weekDates } from '@contracts/plan-dates';
import { MEAL_TYPES } from '@contracts/plan-slots';
import type { MealPlanDetail, MealPlanEntry } from '@contracts/planning';
import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CookingPot } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { CookedDialog } from '@/components/cooked-dialog';
import { PlannedRecipe } from '@/components/recipes/planned-recipe';
import { today } from '@/lib/cook-days';
import { HouseholdPeopleProvider } from '@/lib/household-people';
import type { CatalogLocale } from '@/lib/i18n/locales';
import { intlLocale } from '@/lib/i18n/runtime';
import { useMarkMealCooked, useRemoveRecipeFromMealPlan } from '../api/meal-plans';
import { MEAL_NAMES, mondayFirstDayNames } from '../lib/labels';
import { shortDate } from '../lib/week';

/** What a meal just marked cooked offers next (the route's: take its ingredients out of the pantry). */
export type AfterCooked = (cooked: { recipeId: string; title: string; servings: number | null }) => ReactNode;

/** One planned meal on the board: its plan, its entry, its day and who is cooking. */
interface MealProps {
  planId: string;
  entry: MealPlanEntry;
  plannedOn: string;
  cookName: string;
  afterCooked?: AfterCooked;
}

/** "Mark cooked" on a planned meal (issue 39), or the day it was cooked once it is marked. */
function MealCooked({ planId, entry, plannedOn, cookName, afterCooked }: MealProps) {
  const { i18n, t } = useLingui();
  const mark = useMarkMealCooked(planId);
  // Marked cooked here and now: offered once, not again on every visit (issue 38).
  const [justCooked, setJustCooked] = useState<{ servings: number | null } | null>(null);
  const recipe = entry.recipe;
  if (entry.cookedOn) {
    return (
      <>
        <span className="flex items-center gap-1 px-1 text-xs font-medium text-sage-600">
          <CookingPot aria-hidden="true" className="size-3.5" />
          <Trans>
            Cooked {ph({ date: shortDate(entry.cookedOn, intlLocale(i18n.locale as CatalogLocale)) })}
          </Trans>
        </span>
        {justCooked && recipe && afterCooked
          ? afterCooked({ recipeId: recipe.id, title: recipe.title, servings: justCooked.servings })
          : null}
      </>
    );
  }
  if (!recipe) return null;
  const title = recipe.title;
  return (
    <CookedDialog
      trigger={t`Mark cooked`}
      triggerLabel={t`Mark ${title} cooked`}
      variant="ghost"
      size="sm"
      title={t`We cooked ${title}`}
      description={t`It goes into your household's log of what it cooked.`}
      // The day it was planned for, unless that is still ahead.
      start={{ cookedOn: plannedOn < today() ? plannedOn : today(), cookName, servings: recipe.servings }}
      pending={mark.isPending}
      save={async (input) => {
        await mark.mutateAsync({ entryId: entry.id, recipeId: recipe.id, ...input });
        setJustCooked({ servings: input.servings });
        toast.success(t`Logged ${title} in What We Cooked`);
      }}
    />
  );
}

function PlannedMeal({ planId, entry, plannedOn, cookName, afterCooked }: MealProps) {
  const remove = useRemoveRecipeFromMealPlan(planId);
  return (
    <li className="rounded-xl bg-cream-50 p-1.5 ring-1 ring-cream-300/70">
      <div className="flex items-center gap-2">
        <PlannedRecipe
          recipe={entry.recipe}
          addedBy={entry.addedBy}
          look="compact"
          removing={remove.isPending}
          onRemove={() => remove.mutate(entry.id)}
        />
      </div>
      <MealCooked
        planId={planId}
        entry={entry}
        plannedOn={plannedOn}
        cookName={cookName}
        afterCooked={afterCooked}
      />
    </li>
  );
}

/** Seven day cards, Monday to Sunday, each with breakfast, lunch, dinner and snack. */
export function WeekBoard({
  plan,
  cookName,
  afterCooked,
}: {
  plan: MealPlanDetail;
  cookName: string;
  afterCooked?: AfterCooked;
}) {
  const { i18n } = useLingui();
  const tag = intlLocale(i18n.locale as CatalogLocale);
  const dates = weekDates(plan.startDate);
  const dayNames = mondayFirstDayNames(tag);
  return (
    <HouseholdPeopleProvider>
      <ol className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-7">
        {DAYS.map((day, dayIndex) => {
          const date = dates[dayIndex] ?? plan.startDate;
          const headingId = `day-${dayIndex}`;
          const dayName = dayNames[dayIndex] ?? day;
          return (
            <li key={day}>
              <section
                aria-labelledby={headingId}
                className="h-full rounded-2xl border border-cream-300/80 bg-white/85 p-3 shadow-sm"
              >
                <h2 id={headingId} className="mb-2 flex items-baseline justify-between gap-2">
                  <span className="font-semibold text-terracotta-900">{dayName}</span>
                  <span className="text-xs text-ink-muted">{shortDate(date, tag)}</span>
                </h2>
                <div className="space-y-3">
                  {MEAL_TYPES.map((meal) => {
                    const entries = plan.entries.filter(
                      (entry) => entry.dayOfWeek === dayIndex && entry.mealType === meal,
                    );
                    return (
                      <div key={meal}>
                        <h3 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
                          {i18n._(MEAL_NAMES[meal])}
                        </h3>
                        {entries.length > 0 ? (
                          <ul
                            className="mt-1 space-y-1"
                            aria-label={`${dayName} ${i18n._(MEAL_NAMES[meal])}`}
                          >
                            {entries.map((entry) => (
                              <PlannedMeal
                                key={entry.id}
                                planId={plan.id}
                                entry={entry}
                                plannedOn={date}
                                cookName={cookName}
                                afterCooked={afterCooked}
                              />
                            ))}
                          </ul>
                        ) : (
                          <p className="mt-1 text-xs text-ink-muted">
                            <Trans>Nothing planned</Trans>
                          </p>
                        )}
                      </div>
                    );
                  })}
                </div>
              </section>
            </li>
          );
        })}
      </ol>
    </HouseholdPeopleProvider>
  );
}
