import { type ShoppingList, shoppingListSchema } from '@contracts/shopping';
import { t } from '@lingui/core/macro';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError, refusedForSession } from '@/lib/api-client';
import { route } from '@/lib/api-routes';
import { namingChanges } from '@/lib/change-id';
import { shoppingKeys, showList } from './keys';

/** A typed line, named for the server (lib/change-id.ts). */
export type AddItemInput = { text: string; changeId?: string };

/** Sends a typed line; one kept offline by an earlier version of the app is the bare text. */
export const addShoppingItem = (input: AddItemInput) =>
  route(
    'POST /shopping-list/items',
    { body: typeof input === 'string' ? { text: input } : input },
    shoppingListSchema,
  );

/** Adding a typed line; also what an addition restored after a reload runs. */
export const addItemChange = (queryClient: QueryClient) => ({
  mutationKey: shoppingKeys.mutation('add-item'),
  mutationFn: addShoppingItem,
  onSuccess: (list: ShoppingList) => {
    showList(queryClient, list);
  },
  onError: (error: unknown) => {
    // The session ended: the addition waits for this person's next sign-in (lib/offline-changes.ts).
    if (refusedForSession(error)) return;
    toast.error(t`Failed to add item`, {
      description: error instanceof ApiError && error.status === 400 ? error.message : undefined,
    });
  },
});

/** A line the user types ("paper towels", "2 lemons"), merged like a recipe's. */
export function useAddShoppingItem() {
  const queryClient = useQueryClient();
  return namingChanges(useMutation(addItemChange(queryClient)));
}
