import { type ShoppingList, shoppingListSchema } from '@contracts/shopping';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError, api, refusedForSession } from '@/lib/api-client';
import { shoppingKeys } from './keys';

export const addShoppingItem = (text: string) =>
  api.post('/shopping-list/items', { text }, shoppingListSchema);

/** Adding a typed line; also what an addition restored after a reload runs. */
export const addItemChange = (queryClient: QueryClient) => ({
  mutationKey: shoppingKeys.mutation('add-item'),
  mutationFn: addShoppingItem,
  onSuccess: (list: ShoppingList) => {
    queryClient.setQueryData(shoppingKeys.list(), list);
  },
  onError: (error: unknown) => {
    // The session ended: the addition waits for this person's next sign-in (lib/offline-changes.ts).
    if (refusedForSession(error)) return;
    toast.error('Failed to add item', {
      description: error instanceof ApiError && error.status === 400 ? error.message : undefined,
    });
  },
});

/** A line the user types ("paper towels", "2 lemons"), merged like a recipe's. */
export function useAddShoppingItem() {
  const queryClient = useQueryClient();
  return useMutation(addItemChange(queryClient));
}
