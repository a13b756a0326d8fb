// The shape of one page of a list the API pages through: its items, and the cursor that asks for the
// next page (null at the end). The client sends the cursor back as it came (data/cursor.ts checks it).
import * as z from './zod.js';

type Page<T extends z.ZodMiniType, K extends string> = { [P in K]: z.ZodMiniArray<T> } & {
  nextCursor: z.ZodMiniNullable<z.ZodMiniString<string>>;
};

/** One page of `item`s, listed under `list` (`items` unless named), and the next page's cursor. */
export function pageOf<T extends z.ZodMiniType, K extends string = 'items'>(item: T, list: K = 'items' as K) {
  return z.object({ [list]: z.array(item), nextCursor: z.nullable(z.string()) } as Page<T, K>);
}
