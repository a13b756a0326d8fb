// What a household's shared lists (the shopping list, the pantry) answer of each line besides its own
// fields: who in the household added it, and when it was written and last changed.
import * as z from './zod.js';

/** Spread at the end of a line's fields; `addedBy` is null on lines older than households. */
export function householdLineStamps() {
  return { addedBy: z.nullable(z.string()), createdAt: z.string(), updatedAt: z.string() };
}
