// Edit recipe's form (react-hook-form, the recipe schema, the fields), loaded when the dialog opens
// (edit-recipe-dialog.tsx): the recipe page is read far more often than it is edited.
import type { RecipeDetail } from '@contracts/recipe-views';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { blockFromRecipe, type RecipeFormValues, recipeFormSchema } from '@/lib/recipes/recipe-form';
import { useRecipeRequests } from '@/lib/recipes/use-recipe-requests';
import { useUpdateRecipe } from '../api/update-recipe';
import { RecipeFields } from './recipe-fields';

/** Issue 15: a recipe is the cook's alone, their household's (the default), or everyone's. */
const VISIBILITY_CHOICES = [
  { value: 'private', label: 'Only me', hint: 'Nobody else sees it unless you share it.' },
  { value: 'household', label: 'My household', hint: 'Everyone in your household sees it.' },
  { value: 'public', label: 'Everyone (public)', hint: 'Anyone with the link can see it.' },
] as const;

/** Mounted at each opening, so it starts from the recipe as saved, not from an abandoned edit. */
export default function EditRecipeForm({ recipe, onSaved }: { recipe: RecipeDetail; onSaved: () => void }) {
  const publicId = useId();
  const form = useForm<RecipeFormValues>({
    resolver: zodResolver(recipeFormSchema),
    defaultValues: { recipes: [blockFromRecipe(recipe)] },
  });
  const updateRecipe = useUpdateRecipe();
  const { uploading, toRequests } = useRecipeRequests();

  const onSubmit = form.handleSubmit(async ({ recipes: [block] }) => {
    if (!block) return;
    const [changes] = (await toRequests([block])) ?? [];
    if (!changes) return;
    try {
      await updateRecipe.mutateAsync({ id: recipe.id, changes });
      toast.success('Recipe updated successfully');
      onSaved();
    } catch {
      toast.error('Failed to update recipe. Please try again.');
    }
  });

  const busy = uploading || updateRecipe.isPending;
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <RecipeFields index={0} />
        <Controller
          control={form.control}
          name="recipes.0.visibility"
          render={({ field }) => (
            <fieldset className="space-y-2 rounded-2xl bg-cream-200/60 p-4">
              <legend className="float-left mb-1 text-sm font-semibold text-ink">
                Who can see this recipe
              </legend>
              {VISIBILITY_CHOICES.map((choice) => (
                <label key={choice.value} className="clear-left flex items-start gap-3 text-sm">
                  <input
                    type="radio"
                    name={`${publicId}-visibility`}
                    value={choice.value}
                    checked={field.value === choice.value}
                    onChange={() => field.onChange(choice.value)}
                    className="mt-1 accent-terracotta-600"
                  />
                  <span>
                    <span className="font-semibold text-ink">{choice.label}</span>
                    <span className="block text-ink-muted">{choice.hint}</span>
                  </span>
                </label>
              ))}
            </fieldset>
          )}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          <Button type="submit" disabled={busy}>
            {busy ? <Spinner /> : null}
            Save changes
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
