// A recipe as a language model writes it (the domain's ModelRecipe, domain/import/ports.ts), checked
// with zod: the fields the recipe suggester (finder) and the recipe structurer (import) both ask for,
// written once. Each ask sets its own limits: the suggester asks for a whole recipe within bounds, the
// structurer takes what the source text holds (missing lists read as empty).
import * as z from 'zod';

/** A model's text, trimmed. */
export const modelText = z.string().trim();

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
  const minutes = z.number().int().min(0).max(maxMinutes).nullable().optional();
  const lines = (longest: number | undefined, count: readonly [number, number] | undefined) =>
    longest === undefined || count === undefined
      ? z.array(modelText).default([])
      : z.array(modelText.min(1).max(longest)).min(count[0]).max(count[1]);
  return z.object({
    title: bounds ? modelText.min(1).max(bounds.title) : modelText.min(1),
    description: (bounds ? modelText.max(bounds.description) : modelText).nullable().optional(),
    ingredients: lines(bounds?.ingredient, bounds?.ingredients),
    instructions: lines(bounds?.step, bounds?.instructions),
    prepTimeMinutes: minutes,
    cookTimeMinutes: minutes,
    servings: z.number().int().min(1).max(maxServings).nullable().optional(),
  });
}
