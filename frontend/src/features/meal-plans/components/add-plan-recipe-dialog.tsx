import { DAYS, MEAL_LABELS, MEAL_TYPES, type MealType } from '@contracts/planning';
import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { RecipePicker } from '@/components/recipes/recipe-picker';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { inputClasses } from '@/components/ui/input';
import { useAddRecipeToMealPlan } from '../api/meal-plans';

/** Add Recipe: a day, a meal and a recipe, all required ('Please fill in all fields'). */
export function AddPlanRecipeDialog({ planId }: { planId: string }) {
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
      setError('Please fill in all fields');
      toast.error('Please fill in all fields');
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
          Add Recipe
        </Button>
      </DialogTrigger>
      <DialogContent title="Add Recipe to Plan" description="Choose the day, the meal and the recipe.">
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Day" error={error && day === '' ? error : undefined}>
              <select className={inputClasses} value={day} onChange={(event) => setDay(event.target.value)}>
                <option value="">Choose a day</option>
                {DAYS.map((name, index) => (
                  <option key={name} value={index}>
                    {name}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField label="Meal" error={error && meal === '' ? error : undefined}>
              <select className={inputClasses} value={meal} onChange={(event) => setMeal(event.target.value)}>
                <option value="">Choose a meal</option>
                {MEAL_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {MEAL_LABELS[type]}
                  </option>
                ))}
              </select>
            </FormField>
          </div>
          <RecipePicker
            label="Recipe"
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
              Cancel
            </Button>
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? 'Adding…' : 'Add to Plan'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
