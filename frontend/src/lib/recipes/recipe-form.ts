// The recipe form (Add Recipe's manual blocks and the Edit dialog) holds text as typed; the shared
// contract (recipeInput) decides what is valid, so the form shows the same messages the API would send.
// SPEC 5: blocks whose title is blank are skipped, but at least one titled block is required.

import { isInterfaceLanguage } from '@contracts/languages';
import type { RecipeDetail } from '@contracts/recipe-views';
import type { SavedReading, Visibility } from '@contracts/recipes';
import { recipeInput } from '@contracts/recipes';
import * as z from '@contracts/zod';
import { recipeImageProblem } from '@/lib/recipes/upload-recipe-image';

export type RecipeBlockValues = {
  title: string;
  description: string;
  ingredients: string;
  instructions: string;
  prepTime: string;
  cookTime: string;
  servings: string;
  tags: string;
  categoryIds: string[];
  /** A pasted link, or the stored address of an uploaded image. */
  imageUrl: string;
  /** A chosen file, uploaded when the form is saved. */
  imageFile: File | null;
  sourceUrl: string;
  /** Who sees it: only the cook, their household (the default), or everyone. */
  visibility: Visibility;
  /** The language it is written in (issue 37), one of the twelve; '' detects it from the ingredients. */
  language: string;
  /** Set only by imports (the uploaded PDF, the page's video); absent keys leave saved values alone. */
  pdfUrl?: string;
  videoUrl?: string;
  /** Set only by photo and scan imports: how each imported line was read, saved with the recipe. */
  readings?: SavedReading[];
};

export type RecipeFormValues = { recipes: RecipeBlockValues[] };

export const emptyBlock = (): RecipeBlockValues => ({
  title: '',
  description: '',
  ingredients: '',
  instructions: '',
  prepTime: '',
  cookTime: '',
  servings: '',
  tags: '',
  categoryIds: [],
  imageUrl: '',
  imageFile: null,
  sourceUrl: '',
  visibility: 'household',
  language: '',
});

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The Edit dialog starts from the recipe as saved. */
export function blockFromRecipe(recipe: RecipeDetail): RecipeBlockValues {
  return {
    title: recipe.title,
    description: text(recipe.description),
    ingredients: text(recipe.ingredients),
    instructions: text(recipe.instructions),
    prepTime: text(recipe.prepTime),
    cookTime: text(recipe.cookTime),
    servings: text(recipe.servings),
    tags: recipe.tags.map((tag) => `#${tag}`).join(' '),
    categoryIds: recipe.categories.map((category) => category.id),
    imageUrl: text(recipe.imageUrl),
    imageFile: null,
    sourceUrl: text(recipe.sourceUrl),
    visibility: recipe.visibility,
    language: text(recipe.language),
  };
}

export const isTitled = (block: RecipeBlockValues) => block.title.trim() !== '';

/** The block as the API takes it; `imageUrl` is the uploaded file's address when there is one. */
export function toRecipeRequest(block: RecipeBlockValues, imageUrl = block.imageUrl) {
  const { imageFile: _file, language, ...fields } = block;
  // No language chosen: the server detects it (an edit's null clears a recorded one, detected again).
  return { ...fields, imageUrl, language: isInterfaceLanguage(language) ? language : null };
}

type Field = keyof RecipeBlockValues;
const formFields = new Set<string>(Object.keys(emptyBlock()));

const blockShape = z.object({
  title: z.string(),
  description: z.string(),
  ingredients: z.string(),
  instructions: z.string(),
  prepTime: z.string(),
  cookTime: z.string(),
  servings: z.string(),
  tags: z.string(),
  categoryIds: z.array(z.string()),
  imageUrl: z.string(),
  imageFile: z.custom<File | null>((value) => value === null || value instanceof File),
  sourceUrl: z.string(),
  visibility: z.enum(['private', 'household', 'public']),
  language: z.string(),
  pdfUrl: z.optional(z.string()),
  videoUrl: z.optional(z.string()),
  readings: z.optional(z.array(z.custom<SavedReading>())),
});

/** Problems of one titled block, each with the field to show it on. */
export function blockProblems(block: RecipeBlockValues): { field: Field; message: string }[] {
  const problems: { field: Field; message: string }[] = [];
  // A chosen file replaces the link, so the link is not checked then.
  const checked = recipeInput.safeParse(toRecipeRequest(block, block.imageFile ? '' : block.imageUrl));
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = String(issue.path[0] ?? 'title');
      problems.push({ field: (formFields.has(field) ? field : 'title') as Field, message: issue.message });
    }
  }
  if (block.imageFile) {
    const problem = recipeImageProblem(block.imageFile);
    if (problem) problems.push({ field: 'imageFile', message: problem });
  }
  return problems;
}

export const recipeFormSchema = z.object({ recipes: z.array(blockShape).check(z.minLength(1)) }).check(
  z.superRefine((form, ctx) => {
    const blocks = form.recipes as RecipeBlockValues[];
    if (!blocks.some(isTitled)) {
      ctx.addIssue({ code: 'custom', path: ['recipes', 0, 'title'], message: 'Title is required' });
      return;
    }
    blocks.forEach((block, index) => {
      if (!isTitled(block)) return;
      for (const { field, message } of blockProblems(block))
        ctx.addIssue({ code: 'custom', path: ['recipes', index, field], message });
    });
  }),
);
