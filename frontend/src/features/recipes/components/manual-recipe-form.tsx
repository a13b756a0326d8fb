import { zodResolver } from '@hookform/resolvers/zod';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Trash2 } from 'lucide-react';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAddRecipes } from '@/lib/recipes/add-recipes';
import {
  emptyBlock,
  isTitled,
  type RecipeBlockValues,
  type RecipeFormValues,
  recipeFormSchema,
} from '@/lib/recipes/recipe-form';
import { useRecipeRequests } from '@/lib/recipes/use-recipe-requests';
import { RecipeFields } from './recipe-fields';

/**
 * The Manual tab: one or more recipe blocks saved together; untitled blocks are skipped. Imports
 * start it from the extracted recipes (`initialBlocks`) so the cook reviews them before saving.
 */
export function ManualRecipeForm({
  onSaved,
  initialBlocks,
}: {
  onSaved: () => void;
  initialBlocks?: RecipeBlockValues[];
}) {
  const form = useForm<RecipeFormValues>({
    resolver: zodResolver(recipeFormSchema),
    defaultValues: { recipes: initialBlocks?.length ? initialBlocks : [emptyBlock()] },
  });
  const blocks = useFieldArray({ control: form.control, name: 'recipes' });
  const addRecipes = useAddRecipes();
  const { uploading, toRequests } = useRecipeRequests();
  const busy = uploading || addRecipes.isPending;
  const { t } = useLingui();

  const onSubmit = form.handleSubmit(async ({ recipes }) => {
    const requests = await toRequests(recipes.filter(isTitled));
    if (!requests) return;
    try {
      const saved = await addRecipes.mutateAsync(requests);
      toast.success(
        t`${plural(saved.count, { one: 'Added # recipe successfully', other: 'Added # recipes successfully' })}`,
      );
      form.reset({ recipes: [emptyBlock()] });
      onSaved();
    } catch {
      toast.error(t`Failed to add recipe. Please try again.`);
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {blocks.fields.map((block, index) => (
          <section
            key={block.id}
            aria-labelledby={`recipe-block-${block.id}`}
            className="space-y-4 rounded-2xl border border-cream-300 bg-white/70 p-4"
          >
            <div className="flex items-center justify-between gap-2">
              <h3 id={`recipe-block-${block.id}`} className="text-lg font-semibold text-terracotta-900">
                <Trans>Recipe {index + 1}</Trans>
              </h3>
              {blocks.fields.length > 1 ? (
                <Button variant="ghost" size="sm" onClick={() => blocks.remove(index)}>
                  <Trash2 aria-hidden="true" />
                  <Trans>Remove recipe {index + 1}</Trans>
                </Button>
              ) : null}
            </div>
            <RecipeFields index={index} />
          </section>
        ))}
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-between">
          <Button variant="outline" onClick={() => blocks.append(emptyBlock())}>
            <Plus aria-hidden="true" />
            <Trans>Add another recipe</Trans>
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? <Spinner /> : null}
            {blocks.fields.length > 1 ? t`Save recipes` : t`Save recipe`}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
