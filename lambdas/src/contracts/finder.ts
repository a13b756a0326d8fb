// API contracts of the ingredient finder (SPEC 2 and 5): the user's ingredients, the ranked matches
// from their own collection, and suggestions (from a model, or Hearth's library and the community).

import { ALLERGENS, DIETS } from './allergens.js';
import { requiredText } from './fields.js';
import { MAX_FINDER_INGREDIENTS, NO_INGREDIENTS, normaliseIngredients } from './finder-ingredients.js';
import { recipeSummary } from './recipe-summary.js';
import { recipeCard } from './recipe-views.js';
import { recipeInput } from './recipes.js';
import { schema } from './schema.js';
import * as z from './zod.js';

export { MAX_FINDER_INGREDIENTS, NO_INGREDIENTS, normaliseIngredients } from './finder-ingredients.js';

export const finderRequest = /* @__PURE__ */ schema(() =>
  z.object({
    ingredients: z.pipe(
      z.pipe(
        z.array(z.string().check(z.maxLength(80, 'An ingredient must be 80 characters or fewer')), {
          error: NO_INGREDIENTS,
        }),
        z.transform<string[], string[]>(normaliseIngredients),
      ),
      z
        .array(z.string())
        .check(
          z.minLength(1, NO_INGREDIENTS),
          z.maxLength(MAX_FINDER_INGREDIENTS, `Add at most ${MAX_FINDER_INGREDIENTS} ingredients`),
        ),
    ),
    /** "Safe for everyone at home" (issue 38): only recipes known to hold none of these allergens... */
    avoid: z.optional(
      z.array(z.enum(ALLERGENS, { error: 'Choose allergies from the list.' })).check(z.maxLength(20)),
    ),
    /** ...and to fit every one of these diets. */
    diets: z.optional(
      z.array(z.enum(DIETS, { error: 'Choose diets from the list.' })).check(z.maxLength(20)),
    ),
    /**
     * Suggestions only: every recipe, even one that conflicts with someone at home (by default they
     * never propose one, issue 38).
     */
    anyone: z.optional(z.boolean({ error: 'Say true or false.' })),
  }),
);
export type FinderRequest = z.infer<typeof finderRequest>;

const fit = /* @__PURE__ */ schema(() => ({
  /** The user's ingredients the recipe uses. */
  uses: z.array(z.string()),
  /** The recipe's ingredient lines the user lacks something for. */
  missing: z.array(z.string()),
  usesAll: z.boolean(),
}));

export const finderMatch = /* @__PURE__ */ schema(() =>
  z.extend(recipeSummary, {
    ...fit,
    /** Cooking from the pantry (issue 38): the soonest best-before date among the foods it uses, or null. */
    soonest: z.optional(z.nullable(z.string())),
  }),
);
export type FinderMatch = z.infer<typeof finderMatch>;

export const searchResponse = /* @__PURE__ */ schema(() =>
  z.object({
    matches: z.array(finderMatch),
    /** All recipes that use at least one ingredient; `matches` holds the best MAX_MATCHES. */
    total: z.number(),
  }),
);
export type SearchResponse = z.infer<typeof searchResponse>;

export const suggestionSource = /* @__PURE__ */ schema(() =>
  z.object({
    kind: z.enum(['ai', 'library', 'community']),
    /** Who wrote it: the model's provider, "Hearth contributors", or the community cook's recipe. */
    name: z.string(),
    licence: z.nullable(z.string()),
    /** For a community recipe, its page in Hearth. */
    recipeId: z.nullable(z.string()),
  }),
);

/** A recipe idea: a summary without an image, with its whole text to cook or save from. */
export const suggestion = /* @__PURE__ */ schema(() =>
  z.extend(z.omit(recipeSummary, { imageUrl: true }), {
    ingredients: z.array(z.string()),
    instructions: z.array(z.string()),
    source: suggestionSource,
    ...fit,
  }),
);
export type Suggestion = z.infer<typeof suggestion>;

export const suggestResponse = /* @__PURE__ */ schema(() =>
  z.object({
    suggestions: z.array(suggestion),
    /** 'ai' when a model wrote them; 'library' when they come from Hearth's library and the community. */
    origin: z.enum(['ai', 'library']),
    remainingToday: z.number(),
  }),
);
export type SuggestResponse = z.infer<typeof suggestResponse>;

const line = /* @__PURE__ */ schema(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(500)));

/**
 * The lines are saved joined into one recipe field, so together they must fit that field's own
 * limit (20,000 characters of ingredients, 40,000 of instructions), answered in the same words.
 */
const fitsRecipeField =
  (field: 'ingredients' | 'instructions') => (lines: string[], context: z.core.$RefinementCtx) => {
    const parsed = recipeInput.shape[field].safeParse(lines.join('\n'));
    if (!parsed.success)
      context.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'Too long' });
  };

/** POST /api/finder/suggestions/save: a suggestion becomes a private recipe of the caller. */
export const saveSuggestionRequest = /* @__PURE__ */ schema(() =>
  z.object({
    title: requiredText('Title is required', 200),
    description: z.nullish(z.string().check(z.maxLength(5000))),
    ingredients: z.array(line).check(z.maxLength(200), z.superRefine(fitsRecipeField('ingredients'))),
    instructions: z
      .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(4000)))
      .check(z.maxLength(100), z.superRefine(fitsRecipeField('instructions'))),
    prepTime: z.nullish(z.number().check(z.int(), z.gte(0), z.lte(10_000))),
    cookTime: z.nullish(z.number().check(z.int(), z.gte(0), z.lte(10_000))),
    servings: z.nullish(z.number().check(z.int(), z.gte(1), z.lte(1000))),
  }),
);
export type SaveSuggestionRequest = z.infer<typeof saveSuggestionRequest>;

/** Its answer: the new recipe's card, for Home's lists. */
export const saveSuggestionResponse = /* @__PURE__ */ schema(() => z.object({ recipe: recipeCard }));
export type SaveSuggestionResponse = z.infer<typeof saveSuggestionResponse>;
