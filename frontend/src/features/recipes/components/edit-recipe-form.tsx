// Edit recipe's form (react-hook-form, the recipe schema, the fields), loaded when the dialog opens
// (edit-recipe-dialog.tsx): the recipe page is read far more often than it is edited.

import type { RecipeDetail } from '@contracts/recipe-views';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormButtons } from '@/components/form-actions';
import { Spinner } from '@/components/ui/spinner';
import { blockFromRecipe, type RecipeFormValues, recipeFormSchema } from '@/lib/recipes/recipe-form';
import { useRecipeRequests } from '@/lib/recipes/use-recipe-requests';
import { useUpdateRecipe } from '../api/update-recipe';
import { RecipeFields } from './recipe-fields';

/** Issue 15: a recipe is the cook's alone, their household's (the default), or everyone's. */
const VISIBILITY_CHOICES = [
  { value: 'private', label: msg`Only me`, hint: msg`Nobody else sees it unless you share it.` },
  { value: 'household', label: msg`My household`, hint: msg`Everyone in your household sees it.` },
  { value: 'public', label: msg`Everyone (public)`, hint: msg`Anyone with the link can see it.` },
] as const;

/** Mounted at each opening, so it starts from the recipe as saved, not from an abandoned edit. */
export default function EditRecipeForm({ recipe, onSaved }: { recipe: RecipeDetail; onSaved: () => void }) {
  const publicId = useId();
  const { t, i18n } = useLingui();
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
      toast.success(t`Recipe updated successfully`);
      onSaved();
    } catch {
      toast.error(t`Failed to update recipe. Please try again.`);
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
              <legend className="float-start mb-1 text-sm font-semibold text-ink">
                <Trans>Who can see this recipe</Trans>
              </legend>
              {VISIBILITY_CHOICES.map((choice) => (
                <label key={choice.value} className="clear-start flex items-start gap-3 text-sm">
                  <input
                    type="radio"
                    name={`${publicId}-visibility`}
                    value={choice.value}
                    checked={field.value === choice.value}
                    onChange={() => field.onChange(choice.value)}
                    className="mt-1 accent-terracotta-600"
                  />
                  <span>
                    <span className="font-semibold text-ink">{i18n._(choice.label)}</span>
                    <span className="block text-ink-muted">{i18n._(choice.hint)}</span>
                  </span>
                </label>
              ))}
            </fieldset>
          )}
        />
        <FormButtons
          label={
            <>
              {busy ? <Spinner /> : null}
              <Trans>Save changes</Trans>
            </>
          }
          busy={busy}
        />
      </form>
    </FormProvider>
  );
}
