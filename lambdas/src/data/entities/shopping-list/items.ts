// The shopping list's items (shopping-list.ts): the records, their keys, and the mapping between a
// record and its stored item.
import type { ShoppingItemRecord } from '../../../contracts/shopping.js';
import { KEY_PREFIXES } from '../../key-prefixes.js';

export interface ShoppingListRecord {
  id: string;
  householdId: string;
  name: string;
  createdAt: string;
}

export interface ShoppingListRead {
  list: ShoppingListRecord | null;
  items: ShoppingItemRecord[];
}

/** DynamoDB's limit of actions in one transaction. */
export const MAX_TRANSACTION_ACTIONS = 100;

export const shoppingListKeys = {
  partition: (householdId: string) => `${KEY_PREFIXES.shoppingList}${householdId}`,
  meta: (householdId: string) => ({ pk: `${KEY_PREFIXES.shoppingList}${householdId}`, sk: 'META' }),
  item: (householdId: string, itemId: string) => ({
    pk: `${KEY_PREFIXES.shoppingList}${householdId}`,
    sk: `ITEM#${itemId}`,
  }),
};

export type Item = Record<string, unknown>;

/** Fields of a line a PATCH may set. */
export type ItemChanges = Partial<
  Pick<
    ShoppingItemRecord,
    'checked' | 'aisle' | 'aisleCorrected' | 'quantity' | 'item' | 'food' | 'foodKey' | 'measure' | 'units'
  >
>;

// The list's and each line's household id is stored as `userId`, its name from before households (issue
// 15); records call it what it holds, and only these four functions (below, and toList/toLine) know the stored name.
export const listItem = ({ householdId, ...list }: ShoppingListRecord): Item => ({
  ...shoppingListKeys.meta(householdId),
  type: 'shoppingList',
  userId: householdId,
  ...list,
});

export const lineItem = ({ householdId, ...line }: ShoppingItemRecord): Item => ({
  ...shoppingListKeys.item(householdId, line.id),
  type: 'shoppingItem',
  userId: householdId,
  ...line,
});

const text = (value: unknown) => (typeof value === 'string' ? value : null);

export function toList(item: Item): ShoppingListRecord {
  return {
    id: String(item.id),
    householdId: String(item.userId),
    name: String(item.name ?? 'My Shopping List'),
    createdAt: String(item.createdAt ?? ''),
  };
}

export function toLine(item: Item): ShoppingItemRecord {
  return {
    id: String(item.id),
    householdId: String(item.userId),
    listId: String(item.listId),
    quantity: text(item.quantity),
    item: String(item.item ?? ''),
    food: String(item.food ?? item.item ?? ''),
    foodKey: String(item.foodKey ?? ''),
    measure: (item.measure as ShoppingItemRecord['measure']) ?? null,
    units: Array.isArray(item.units) ? (item.units as string[]) : [],
    recipes: Array.isArray(item.recipes) ? (item.recipes as ShoppingItemRecord['recipes']) : [],
    addedBy: typeof item.addedBy === 'string' ? item.addedBy : null,
    checked: item.checked === true,
    aisle: (item.aisle as ShoppingItemRecord['aisle']) ?? 'other',
    aisleCorrected: item.aisleCorrected === true,
    createdAt: String(item.createdAt ?? ''),
    updatedAt: String(item.updatedAt ?? item.createdAt ?? ''),
    version: Number(item.version ?? 0),
  };
}
