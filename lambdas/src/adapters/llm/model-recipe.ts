// A recipe as a language model writes it (the domain's ModelRecipe, domain/import/ports.ts), checked
// with zod: the fields the recipe suggester (finder) and the recipe structurer (import) both ask for,
// written once. Each ask sets its own limits: the suggester asks for a whole recipe within bounds, the
// structurer takes what the source text holds (missing lists read as empty).
import * as z from '../../contracts/zod.js';

/** A model's text, trimmed. */
export const modelText = z.string().check(z.trim());

export interface ModelRecipeLimits {
  /** The most minutes a preparation or a cooking time may take, and the most servings. */
  maxMinutes: number;
  maxServings: number;
  /**
   * Bounds for a recipe the model writes itself: the longest title, description, ingredient line and
   * step (characters), and how many ingredient lines and steps (at least, at most), none of them empty.
   * Without them: any length, and a missing list reads as empty.
   */
  bounds?: {
    title: number;
    description: number;
    ingredient: number;
    step: number;
    ingredients: readonly [number, number];
    instructions: readonly [number, number];
  };
}

/** The zod schema of a model's recipe, within these limits. */
export function modelRecipe({ maxMinutes, maxServings, bounds }: ModelRecipeLimits) {
  const minutes = z.optional(z.nullable(z.number().check(z.int(), z.gte(0), z.lte(maxMinutes))));
  const lines = (longest: number | undefined, count: readonly [number, number] | undefined) =>
    longest === undefined || count === undefined
      ? z._default(z.array(modelText), [])
      : z
          .array(modelText.check(z.minLength(1), z.maxLength(longest)))
          .check(z.minLength(count[0]), z.maxLength(count[1]));
  return z.object({
    title: bounds
      ? modelText.check(z.minLength(1), z.maxLength(bounds.title))
      : modelText.check(z.minLength(1)),
    description: z.optional(
      z.nullable(bounds ? modelText.check(z.maxLength(bounds.description)) : modelText),
    ),
    ingredients: lines(bounds?.ingredient, bounds?.ingredients),
    instructions: lines(bounds?.step, bounds?.instructions),
    prepTimeMinutes: minutes,
    cookTimeMinutes: minutes,
    servings: z.optional(z.nullable(z.number().check(z.int(), z.gte(1), z.lte(maxServings)))),
  });
}
