import { DAYS } from '@contracts/plan-dates';
import { MEAL_TYPES } from '@contracts/plan-slots';
import { Trans, useLingui } from '@lingui/react/macro';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormDialog, useDialogOpen } from '@/components/form-dialog';
import { RecipePicker } from '@/components/recipes/recipe-picker';
import { FormField } from '@/components/ui/form-field';
import { inputClasses } from '@/components/ui/input';
import { NamedOptions } from '@/components/ui/named-options';
import type { CatalogLocale } from '@/lib/i18n/locales';
import { intlLocale } from '@/lib/i18n/runtime';
import { schemaOnFirstCheck } from '@/lib/schema-on-first-check';
import { useAddRecipeToMealPlan } from '../api/meal-plans';
import { MEAL_NAMES, mondayFirstDayNames } from '../lib/labels';

const blank = { dayOfWeek: '', mealType: '', recipeId: '' };

/**
 * The selects hold text ('' for none chosen); the contract decides what may be sent. Its rules and zod
 * load at the first check: the plan's page opens without them.
 */
const checkPlanEntry = schemaOnFirstCheck(async () => {
  const [z, { addPlanEntryRequest }] = await Promise.all([
    import('@contracts/zod'),
    import('@contracts/planning'),
  ]);
  return z.pipe(
    z.pipe(
      z.object({ dayOfWeek: z.string(), mealType: z.string(), recipeId: z.string() }),
      z.transform(({ dayOfWeek, mealType, recipeId }) => ({
        recipeId,
        dayOfWeek: dayOfWeek === '' ? undefined : Number(dayOfWeek),
        mealType: mealType === '' ? undefined : mealType,
      })),
    ),
    addPlanEntryRequest,
  );
});

/** Add Recipe: a day, a meal and a recipe, all required ('Please fill in all fields'). */
export function AddPlanRecipeDialog({ planId }: { planId: string }) {
  const { i18n, t } = useLingui();
  const form = useForm({ resolver: checkPlanEntry, defaultValues: blank });
  const { errors, isSubmitted, isSubmitSuccessful } = form.formState;
  const dialog = useDialogOpen(() => form.reset(blank));
  const add = useAddRecipeToMealPlan(planId);
  const problem = t`Please fill in all fields`;

  const onSubmit = form.handleSubmit(
    (entry) => add.mutate(entry, { onSuccess: () => dialog.onOpenChange(false) }),
    () => toast.error(problem),
  );

  return (
    <FormDialog
      {...dialog}
      trigger={<Trans>Add Recipe</Trans>}
      title={t`Add Recipe to Plan`}
      description={t`Choose the day, the meal and the recipe.`}
      onSubmit={onSubmit}
      submitLabel={t`Add to Plan`}
      busyLabel={t`Adding…`}
      busy={add.isPending}
      alert={isSubmitted && !isSubmitSuccessful ? problem : null}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t`Day`} error={errors.dayOfWeek ? problem : undefined}>
          <select className={inputClasses} {...form.register('dayOfWeek')}>
            <option value="">{t`Choose a day`}</option>
            {mondayFirstDayNames(intlLocale(i18n.locale as CatalogLocale)).map((name, index) => (
              <option key={DAYS[index]} value={index}>
                {name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t`Meal`} error={errors.mealType ? problem : undefined}>
          <select className={inputClasses} {...form.register('mealType')}>
            <option value="">{t`Choose a meal`}</option>
            <NamedOptions values={MEAL_TYPES} names={MEAL_NAMES} />
          </select>
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="recipeId"
        render={({ field, fieldState }) => (
          <RecipePicker
            label={t`Recipe`}
            selected={field.value ? [field.value] : []}
            onChange={([recipeId = '']) => field.onChange(recipeId)}
            invalid={Boolean(fieldState.error)}
          />
        )}
      />
    </FormDialog>
  );
}
