import { DAYS, MEAL_TYPES, type MealType } from '@contracts/planning';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { RecipePicker } from '@/components/recipes/recipe-picker';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { inputClasses } from '@/components/ui/input';
import type { CatalogLocale } from '@/lib/i18n/locales';
import { intlLocale } from '@/lib/i18n/runtime';
import { useAddRecipeToMealPlan } from '../api/meal-plans';
import { MEAL_NAMES, mondayFirstDayNames } from '../lib/labels';

/** Add Recipe: a day, a meal and a recipe, all required ('Please fill in all fields'). */
export function AddPlanRecipeDialog({ planId }: { planId: string }) {
  const { i18n, t } = useLingui();
  const [open, setOpen] = useState(false);
  const [day, setDay] = useState('');
  const [meal, setMeal] = useState('');
  const [recipeIds, setRecipeIds] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const add = useAddRecipeToMealPlan(planId);

  const onOpenChange = (opening: boolean) => {
    setOpen(opening);
    if (!opening) {
      setDay('');
      setMeal('');
      setRecipeIds([]);
      setError(null);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const [recipeId] = recipeIds;
    if (day === '' || meal === '' || !recipeId) {
      setError(t`Please fill in all fields`);
      toast.error(t`Please fill in all fields`);
      return;
    }
    add.mutate(
      { recipeId, dayOfWeek: Number(day), mealType: meal as MealType },
      { onSuccess: () => onOpenChange(false) },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          <Trans>Add Recipe</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent title={t`Add Recipe to Plan`} description={t`Choose the day, the meal and the recipe.`}>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t`Day`} error={error && day === '' ? error : undefined}>
              <select className={inputClasses} value={day} onChange={(event) => setDay(event.target.value)}>
                <option value="">{t`Choose a day`}</option>
                {mondayFirstDayNames(intlLocale(i18n.locale as CatalogLocale)).map((name, index) => (
                  <option key={DAYS[index]} value={index}>
                    {name}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField label={t`Meal`} error={error && meal === '' ? error : undefined}>
              <select className={inputClasses} value={meal} onChange={(event) => setMeal(event.target.value)}>
                <option value="">{t`Choose a meal`}</option>
                {MEAL_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {i18n._(MEAL_NAMES[type])}
                  </option>
                ))}
              </select>
            </FormField>
          </div>
          <RecipePicker
            label={t`Recipe`}
            selected={recipeIds}
            onChange={setRecipeIds}
            invalid={Boolean(error) && recipeIds.length === 0}
          />
          {error ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? t`Adding…` : t`Add to Plan`}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
