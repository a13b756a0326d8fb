import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { route } from '@/lib/api-routes';
import { namingChanges } from '@/lib/change-id';
import { shoppingList } from './keys';

/** A typed line, named for the server (lib/change-id.ts). */
export type AddItemInput = { text: string; changeId?: string };

/** Sends a typed line; one kept offline by an earlier version of the app is the bare text. */
export const addShoppingItem = (input: AddItemInput) =>
  route('POST /shopping-list/items', { body: typeof input === 'string' ? { text: input } : input }, () =>
    import('@contracts/shopping').then((contract) => contract.shoppingListSchema),
  );

/** Adding a typed line; also what an addition restored after a reload runs. */
export const addItemChange = shoppingList.addition(addShoppingItem, () => t`Failed to add item`);

/** A line the user types ("paper towels", "2 lemons"), merged like a recipe's. */
export function useAddShoppingItem() {
  const queryClient = useQueryClient();
  return namingChanges(useMutation(addItemChange(queryClient)));
}
