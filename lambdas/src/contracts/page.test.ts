// A paged answer: its items as their own schema reads them, and a cursor or null.

import { describe, expect, it } from 'vitest';
import { pageOf } from './page.js';
import * as z from './zod.js';

describe('pageOf', () => {
  const page = pageOf(z.object({ id: z.string() }));

  it('reads the items by their schema and the next cursor, or null at the end', () => {
    expect(page.parse({ items: [{ id: 'a' }], nextCursor: 'c1' })).toEqual({
      items: [{ id: 'a' }],
      nextCursor: 'c1',
    });
    expect(page.parse({ items: [], nextCursor: null })).toEqual({ items: [], nextCursor: null });
  });

  it('lists the items under the name it is given', () => {
    const recipes = pageOf(z.object({ id: z.string() }), 'recipes');
    expect(recipes.parse({ recipes: [{ id: 'a' }], nextCursor: null })).toEqual({
      recipes: [{ id: 'a' }],
      nextCursor: null,
    });
    expect(recipes.safeParse({ items: [{ id: 'a' }], nextCursor: null }).success).toBe(false);
  });

  it('refuses an item its schema refuses, and a page without its cursor', () => {
    expect(page.safeParse({ items: [{ id: 1 }], nextCursor: null }).success).toBe(false);
    expect(page.safeParse({ items: [] }).success).toBe(false);
  });
});
