import type { ShoppingItem, ShoppingList } from '@contracts/shopping';
import { describe, expect, it } from 'vitest';
import { shoppingKeys } from './keys';
import { withPendingChanges } from './pending-changes';

const item = (id: string, checked = false): ShoppingItem => ({
  id,
  quantity: null,
  item: id,
  food: id,
  checked,
  aisle: 'other',
  aisleCorrected: false,
  addedBy: null,
  recipeId: null,
  recipes: [],
  createdAt: '',
  updatedAt: '',
});

const list = (...items: ShoppingItem[]) =>
  ({ items, toBuy: items.filter((line) => !line.checked).length }) as unknown as ShoppingList;

const waiting = (name: string, variables: unknown) => ({
  mutationKey: shoppingKeys.mutation(name),
  variables,
});

describe('withPendingChanges', () => {
  it('shows ticks, aisle moves and removals still waiting to be sent', () => {
    const shown = withPendingChanges(list(item('butter'), item('onions'), item('stock', true)), [
      waiting('update-item', { id: 'butter', changes: { checked: true } }),
      waiting('update-item', { id: 'stock', changes: { checked: false, aisle: 'dairy' } }),
      waiting('delete-item', 'onions'),
    ]);
    expect(shown.items.map((line) => [line.id, line.checked, line.aisle, line.aisleCorrected])).toEqual([
      ['butter', true, 'other', false],
      ['stock', false, 'dairy', true],
    ]);
    expect(shown.toBuy).toBe(1);
  });

  it('applies changes in the order they were made', () => {
    const shown = withPendingChanges(list(item('butter')), [
      waiting('update-item', { id: 'butter', changes: { checked: true } }),
      waiting('update-item', { id: 'butter', changes: { checked: false } }),
    ]);
    expect(shown.items[0]?.checked).toBe(false);
  });

  it('leaves the list as it is when nothing waits, and ignores other changes', () => {
    const kept = list(item('butter'));
    expect(withPendingChanges(kept, [])).toBe(kept);
    expect(withPendingChanges(kept, [waiting('add-item', 'lemons')])).toBe(kept);
  });
});
