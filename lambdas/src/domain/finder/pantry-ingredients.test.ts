// The soonest best-before date among the foods a recipe uses, as both pantry rankings read it.
import { describe, expect, it } from 'vitest';
import { dateOrder, withSoonest } from './pantry-ingredients.js';

describe('withSoonest', () => {
  const dateOf = new Map<string, string | null>([
    ['leeks', '2026-12-03'],
    ['cream', '2026-11-30'],
    ['salt', null],
  ]);

  it('gives each fit the earliest date of the foods it uses, keeping the rest of the fit', () => {
    const fits = [
      { uses: ['leeks', 'cream', 'salt'], missing: 0 },
      { uses: ['leeks'], missing: 2 },
    ];
    expect(withSoonest(fits, dateOf)).toEqual([
      { uses: ['leeks', 'cream', 'salt'], missing: 0, soonest: '2026-11-30' },
      { uses: ['leeks'], missing: 2, soonest: '2026-12-03' },
    ]);
  });

  it('gives null when no food used has a date, or the food is not known', () => {
    expect(withSoonest([{ uses: ['salt', 'pepper'] }, { uses: [] }], dateOf)).toEqual([
      { uses: ['salt', 'pepper'], soonest: null },
      { uses: [], soonest: null },
    ]);
  });

  it('orders dates with a food without one last', () => {
    expect(['2026-12-03', null, '2026-11-30'].sort(dateOrder)).toEqual(['2026-11-30', '2026-12-03', null]);
  });
});
