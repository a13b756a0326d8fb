import type { ExtractRecipeResponse } from '@contracts/extraction';
import type { CourseType } from '@contracts/planning';
import { useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { addRecipes } from '@/features/recipes/api/add-recipes';
import { extractRecipe, extractRecipeFromFile } from '@/features/recipes/api/extract-recipe';
import { categoriesQueryOptions } from '@/features/recipes/api/get-categories';
import { recipeKeys } from '@/features/recipes/api/keys';
import { IMPORT_FILE_ACCEPT, importFileProblem } from '@/features/recipes/api/upload-recipe-file';
import { recipeImageProblem, uploadRecipeImage } from '@/features/recipes/api/upload-recipe-image';
import { ImportProgress } from '@/features/recipes/components/import-progress';
import { useMounted } from '@/features/recipes/hooks/use-mounted';
import {
  extractionErrorMessage,
  type ImportSource,
  noRecipesMessage,
  progressMessage,
  requestFromExtracted,
  urlProblem,
} from '@/features/recipes/lib/import-recipes';
import { alreadyAnnounced } from '@/lib/api-client';
import { addedToMenuMessage, useAddRecipesToMenu } from '../api/dinner-parties';
import { CourseSelect } from './course-select';

type ImportToMenuTabProps = { kind: ImportSource; menuId: string; onDone: () => void };

/**
 * URL, Image and PDF tabs: the same extraction as Add Recipe; every recipe found is saved to the
 * collection and put on the menu. A page imported before is not saved twice: the saved recipe is used.
 */
export function ImportToMenuTab({ kind, menuId, onDone }: ImportToMenuTabProps) {
  const id = useId();
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [course, setCourse] = useState<CourseType>('main');
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<string | null>(null);
  const addToMenu = useAddRecipesToMenu(menuId);
  const queryClient = useQueryClient();
  const mounted = useMounted();
  const busy = progress !== null;

  const saveFound = async (response: ExtractRecipeResponse): Promise<string[]> => {
    if (response.existingRecipeId) return [response.existingRecipeId];
    const photo = kind === 'image' && file && !recipeImageProblem(file) ? file : null;
    let photoUrl: string | null = null;
    if (photo && response.recipes.some((recipe) => !recipe.imageUrl)) {
      setProgress('Saving the photo…');
      photoUrl = await uploadRecipeImage(photo).catch(() => null);
    }
    setProgress('Saving to your recipes…');
    // Suggested categories are matched to the tree, which a quick extraction can beat to the page.
    const tree = await queryClient.ensureQueryData(categoriesQueryOptions()).catch(() => []);
    const requests = response.recipes.map((recipe) => {
      const request = requestFromExtracted(recipe, tree);
      if (!request.imageUrl && photoUrl) request.imageUrl = photoUrl;
      return request;
    });
    const saved = await addRecipes(requests);
    await queryClient.invalidateQueries({ queryKey: recipeKeys.lists() });
    return saved.recipes.map((recipe) => recipe.id);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem =
      kind === 'url'
        ? urlProblem(url)
        : file
          ? null
          : kind === 'image'
            ? 'Please select an image file'
            : 'Please select a PDF file';
    setError(problem);
    if (problem) {
      toast.error(problem);
      return;
    }
    try {
      await importAndAdd();
    } finally {
      if (mounted.current) setProgress(null);
    }
  };

  // Three steps, each with its own failure message: read the recipe, save it, put it on the menu.
  const importAndAdd = async () => {
    let response: ExtractRecipeResponse;
    try {
      setProgress(progressMessage(kind, kind === 'url' ? 'reading' : 'uploading'));
      response =
        kind === 'url'
          ? await extractRecipe({ type: 'url', url: url.trim() })
          : await extractRecipeFromFile(file as File, kind, (stage) => {
              if (mounted.current) setProgress(progressMessage(kind, stage));
            });
    } catch (failure) {
      if (!alreadyAnnounced(failure)) toast.error(extractionErrorMessage(failure, kind));
      return;
    }
    if (response.recipes.length === 0 && !response.existingRecipeId) {
      toast.error(noRecipesMessage(kind));
      return;
    }
    try {
      const ids = await saveFound(response);
      setProgress('Adding to the menu…');
      const added = await addToMenu.mutateAsync(ids.map((recipeId) => ({ recipeId, courseType: course })));
      toast.success(addedToMenuMessage(added.count));
      onDone();
    } catch {
      toast.error('Failed to add recipes. Please try again.');
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {kind === 'url' ? (
        <FormField label="Recipe URL" hint="The address of a recipe page" error={error ?? undefined}>
          <Input
            type="url"
            inputMode="url"
            placeholder="https://…"
            value={url}
            disabled={busy}
            onChange={(event) => {
              setUrl(event.target.value);
              if (error) setError(null);
            }}
          />
        </FormField>
      ) : (
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-file`}>{kind === 'image' ? 'Recipe photo' : 'Recipe PDF'}</Label>
          <input
            id={`${id}-file`}
            type="file"
            accept={IMPORT_FILE_ACCEPT[kind]}
            disabled={busy}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              const fileProblem = chosen ? importFileProblem(chosen, kind) : null;
              setError(fileProblem);
              if (fileProblem) {
                toast.error(fileProblem);
                event.target.value = '';
              }
              setFile(fileProblem ? null : chosen);
            }}
            className="block w-full rounded-xl border border-dashed border-terracotta-200 bg-white/70 p-3 text-sm text-ink file:mr-3 file:rounded-lg file:border-0 file:bg-terracotta-50 file:px-3 file:py-2 file:font-semibold file:text-terracotta-800"
          />
          {error ? (
            <p id={`${id}-error`} className="text-sm font-medium text-red-700">
              {error}
            </p>
          ) : (
            <p className="text-xs text-ink-muted">
              {kind === 'image' ? 'JPEG or PNG, up to 20MB.' : 'A recipe PDF, up to 20MB.'}
            </p>
          )}
        </div>
      )}
      <CourseSelect value={course} onChange={setCourse} disabled={busy} />
      <ImportProgress message={progress} />
      <div className="flex justify-end">
        <Button type="submit" disabled={busy || (kind !== 'url' && !file)}>
          <Download aria-hidden="true" />
          Import and Add to Menu
        </Button>
      </div>
    </form>
  );
}
