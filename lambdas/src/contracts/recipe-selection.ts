// The recipes a request names, each with the servings it is made for: what "Add to shopping list"
// adds and what "We cooked this" takes out of the pantry. One rule, one set of messages.
import * as z from 'zod';
import { requiredText } from './fields.js';

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
        servings: z
          .number({ error: 'Servings must be a whole number' })
          .int('Servings must be a whole number')
          .min(1, 'Servings must be at least 1')
          .max(MAX_SERVINGS, `Servings must be at most ${MAX_SERVINGS}`)
          .optional(),
      }),
      { error: 'Please choose at least one recipe' },
    )
    .min(1, 'Please choose at least one recipe')
    .max(max, message);
}
