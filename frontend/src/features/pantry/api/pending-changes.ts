import type { Pantry, UpdatePantryItemInput } from '@contracts/pantry';
import type { MutationKey } from '@tanstack/react-query';
import { pantryKeys } from './keys';

export interface PendingChange {
  mutationKey: MutationKey | undefined;
  variables: unknown;
}

type PantryItem = Pantry['items'][number];

/** A food with a change applied, as near as the page can tell before the server answers. */
export const changedFood = (item: PantryItem, changes: UpdatePantryItemInput): PantryItem => {
  const amount = changes.amount !== undefined ? changes.amount : item.amount;
  const unit = amount === null ? null : changes.unit !== undefined ? changes.unit || null : item.unit;
  return {
    ...item,
    ...(changes.food !== undefined ? { food: changes.food } : {}),
    ...(changes.place !== undefined ? { place: changes.place } : {}),
    ...(changes.bestBefore !== undefined ? { bestBefore: changes.bestBefore } : {}),
    amount,
    unit,
    amountText: amount === null ? null : `${amount}${unit ? ` ${unit}` : ''}`,
  };
};

const is = (change: PendingChange, name: string) =>
  JSON.stringify(change.mutationKey) === JSON.stringify(pantryKeys.mutation(name));

/** The pantry as the household left it: changes and removals still waiting, over the last answer. */
export function withPendingPantryChanges(pantry: Pantry, pending: PendingChange[]): Pantry {
  if (pending.length === 0) return pantry;
  let items = pantry.items;
  for (const change of pending) {
    if (is(change, 'delete')) items = items.filter((item) => item.id !== change.variables);
    if (is(change, 'update')) {
      const { id, changes } = change.variables as { id: string; changes: UpdatePantryItemInput };
      items = items.map((item) => (item.id === id ? changedFood(item, changes) : item));
    }
  }
  return items === pantry.items ? pantry : { items };
}
