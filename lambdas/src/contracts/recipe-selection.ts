// The recipes a request names, each with the servings it is made for: what "Add to shopping list"
// adds and what "We cooked this" takes out of the pantry. One rule, one set of messages.

import { requiredText } from './fields.js';
import * as z from './zod.js';

/** The most servings a request may scale a recipe to. */
export const MAX_SERVINGS = 1000;

/**
 * One to `max` recipes by id, each with its servings (the recipe's own when left out). `message` is the
 * whole sentence for too many ("Add at most 50 recipes at once"): whole, so the frontend's translation
 * table (lib/i18n/server-messages) finds it as the server says it.
 */
export function recipeSelection(max: number, message: string) {
  return z
    .array(
      z.object({
        recipeId: requiredText('Each recipe needs a recipeId', 100, 'Recipe not found'),
        servings: z.optional(
          z
            .number({ error: 'Servings must be a whole number' })
            .check(
              z.int('Servings must be a whole number'),
              z.gte(1, 'Servings must be at least 1'),
              z.lte(MAX_SERVINGS, `Servings must be at most ${MAX_SERVINGS}`),
            ),
        ),
      }),
      { error: 'Please choose at least one recipe' },
    )
    .check(z.minLength(1, 'Please choose at least one recipe'), z.maxLength(max, message));
}
