import type { ExtractedRecipeResponse } from '@contracts/extraction';
import type { CategoryNode } from '@contracts/recipe-views';
import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Download, ListChecks } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { addRecipes } from '@/lib/recipes/add-recipes';
import { recipeKeys } from '@/lib/recipes/keys';
import { recipeImageProblem, uploadRecipeImage } from '@/lib/recipes/upload-recipe-image';
import { importedMessage, requestFromExtracted } from '../lib/import-recipes';
import { ImportProgress } from './import-progress';

type ImportChooserProps = {
  recipes: ExtractedRecipeResponse[];
  categories: CategoryNode[];
  /** The ticked recipes go to the manual form for review. */
  onReview: (recipes: ExtractedRecipeResponse[]) => void;
  /** Called after Import all saved at least one recipe. */
  onImported: () => void;
  onBack: () => void;
  /** The imported photo, kept as the image of recipes that have none. */
  photo?: File | null;
};

function summary(recipe: ExtractedRecipeResponse): string {
  const parts: string[] = [];
  const ingredients = recipe.ingredients.length;
  const steps = recipe.instructions.length;
  if (ingredients > 0) parts.push(plural(ingredients, { one: '# ingredient', other: '# ingredients' }));
  if (steps > 0) parts.push(plural(steps, { one: '# step', other: '# steps' }));
  const minutes = (recipe.prepTime ?? 0) + (recipe.cookTime ?? 0);
  if (minutes > 0) parts.push(t`${minutes} min`);
  const servings = recipe.servings ?? 0;
  if (servings) parts.push(plural(servings, { one: '# serving', other: '# servings' }));
  return parts.join(' · ') || t`No details found`;
}

/** Several recipes were found: tick some to review them, or import them all at once. */
export function ImportChooser({
  recipes,
  categories,
  onReview,
  onImported,
  onBack,
  photo = null,
}: ImportChooserProps) {
  const id = useId();
  const { t: tr } = useLingui();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [progress, setProgress] = useState<string | null>(null);
  const busy = progress !== null;
  const found = recipes.length;

  const toggle = (index: number, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(index);
      else next.delete(index);
      return next;
    });

  const reviewSelected = () => {
    const chosen = recipes.filter((_, index) => selected.has(index));
    if (chosen.length === 0) return;
    onReview(chosen);
    const count = chosen.length;
    toast.success(count === 1 ? tr`Recipe Selected` : tr`${count} recipes selected, review and save`);
  };

  // The photo is uploaded once and shared by the recipes read from it; without it they still import.
  const keptPhotoUrl = async (): Promise<string | null> => {
    if (!photo || recipeImageProblem(photo) || recipes.every((recipe) => recipe.imageUrl)) return null;
    setProgress(tr`Saving the photo…`);
    try {
      return await uploadRecipeImage(photo);
    } catch {
      return null;
    }
  };

  // One request per recipe, so one bad recipe does not sink the others and the count is honest.
  const importAll = async () => {
    let imported = 0;
    const photoUrl = await keptPhotoUrl();
    for (const [index, recipe] of recipes.entries()) {
      const number = index + 1;
      const total = recipes.length;
      setProgress(tr`Importing recipe ${number} of ${total}…`);
      try {
        const request = requestFromExtracted(recipe, categories);
        if (!request.imageUrl && photoUrl) request.imageUrl = photoUrl;
        await addRecipes([request]);
        imported += 1;
      } catch {
        // Counted as not imported; the summary says how many made it.
      }
    }
    setProgress(null);
    await queryClient.invalidateQueries({ queryKey: recipeKeys.lists() });
    const message = importedMessage(imported, recipes.length);
    if (imported === recipes.length) toast.success(message);
    else if (imported > 0) toast.warning(message);
    else toast.error(message, { description: tr`Failed to add recipe. Please try again.` });
    if (imported > 0) onImported();
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <div>
        <h3 id={`${id}-title`} className="text-lg font-semibold text-terracotta-900">
          {plural(found, { one: '# recipe found', other: '# recipes found' })}
        </h3>
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          <Trans>Tick the recipes to review before saving, or import them all as they are.</Trans>
        </p>
      </div>
      <ul aria-labelledby={`${id}-title`} aria-describedby={`${id}-hint`} className="space-y-2">
        {recipes.map((recipe, index) => {
          const optionId = `${id}-option-${index}`;
          const optionNumber = index + 1;
          return (
            <li
              // The list never changes while shown, so the position is a stable key.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              className="flex items-start gap-3 rounded-2xl border border-cream-300 bg-white/70 p-3"
            >
              <Checkbox
                id={optionId}
                className="mt-0.5"
                checked={selected.has(index)}
                disabled={busy}
                aria-describedby={`${optionId}-summary`}
                onCheckedChange={(state) => toggle(index, state === true)}
              />
              <div className="min-w-0 space-y-0.5">
                <Label htmlFor={optionId} className="cursor-pointer">
                  {recipe.title.trim() || tr`Untitled recipe ${optionNumber}`}
                </Label>
                <p id={`${optionId}-summary`} className="text-sm text-ink-muted">
                  {summary(recipe)}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      <ImportProgress message={progress} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={onBack} disabled={busy}>
          <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
          <Trans>Back</Trans>
        </Button>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="outline" onClick={reviewSelected} disabled={busy || selected.size === 0}>
            <ListChecks aria-hidden="true" />
            <Trans>Import selected</Trans>
          </Button>
          <Button onClick={importAll} disabled={busy}>
            {busy ? <Spinner /> : <Download aria-hidden="true" />}
            <Trans>Import all</Trans>
          </Button>
        </div>
      </div>
    </section>
  );
}
