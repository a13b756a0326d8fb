import type { PantryItem } from '@contracts/pantry';
import { describe, expect, it } from 'vitest';
import { pantryKeys } from './keys';
import { withPendingPantryChanges } from './pending-changes';

const food = (id: string, amount: number | null = null, unit: string | null = null): PantryItem => ({
  id,
  food: id,
  matchKey: id,
  amount,
  unit,
  amountText: amount === null ? null : [amount, unit].filter(Boolean).join(' '),
  place: 'fridge',
  bestBefore: null,
  addedBy: null,
  createdAt: '',
  updatedAt: '',
});

const waiting = (name: string, variables: unknown) => ({ mutationKey: pantryKeys.mutation(name), variables });

describe('withPendingPantryChanges', () => {
  it('shows changes and removals still waiting to be sent over the last answer', () => {
    const pantry = { items: [food('eggs', 6), food('flour', 500, 'g'), food('milk')] };
    const shown = withPendingPantryChanges(pantry, [
      waiting('update', { id: 'eggs', changes: { amount: 4, place: 'freezer' } }),
      waiting('update', { id: 'flour', changes: { amount: null } }),
      waiting('delete', 'milk'),
      // An addition shows once the server has read it (its amount may be in its text).
      waiting('add', { food: '2 lemons', place: 'fridge' }),
    ]);
    expect(shown.items.map((item) => [item.id, item.amountText, item.place])).toEqual([
      ['eggs', '4', 'freezer'],
      ['flour', null, 'fridge'],
    ]);
  });

  it('answers the same pantry when nothing waits', () => {
    const pantry = { items: [food('eggs', 6)] };
    expect(withPendingPantryChanges(pantry, [])).toBe(pantry);
  });
});
