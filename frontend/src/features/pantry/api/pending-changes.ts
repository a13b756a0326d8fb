import type { Pantry, UpdatePantryItemInput } from '@contracts/pantry';
import type { PendingChange } from '@/lib/household-list';
import { pantryList } from './keys';

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

/** The pantry as the household left it: changes and removals still waiting, over the last answer. */
export const withPendingPantryChanges = (pantry: Pantry, pending: PendingChange[]): Pantry =>
  pantryList.withPending(pantry, pending, changedFood);
