// The shape of one page of a list the API pages through: its items, and the cursor that asks for the
// next page (null at the end). The client sends the cursor back as it came (data/cursor.ts checks it).
import * as z from 'zod';

/** One page of `item`s and the next page's cursor. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}
