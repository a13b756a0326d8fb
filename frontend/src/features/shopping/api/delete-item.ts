import type { ShoppingList } from '@contracts/shopping';
import { t } from '@lingui/core/macro';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { goneMeanwhile, refusedForSession } from '@/lib/api-client';
import { route, unchecked } from '@/lib/api-routes';
import { patchCachedList, settleList, shoppingKeys } from './keys';

/** Removing a line someone already removed (another member, another device) has done what it meant to. */
export const deleteShoppingItem = (id: string) =>
  route('DELETE /shopping-list/items/{itemId}', { params: { itemId: id } }, unchecked<void>()).catch(
    (error: unknown) => {
      if (!goneMeanwhile(error)) throw error;
    },
  );

/** Removing a line and what follows; also what a removal restored after a reload runs. */
export const deleteItemChange = (queryClient: QueryClient) => ({
  mutationKey: shoppingKeys.mutation('delete-item'),
  mutationFn: deleteShoppingItem,
  onSuccess: () => {
    toast.success(t`Item removed from shopping list`);
  },
  onError: (error: unknown, _id: string, context: { before?: ShoppingList } | undefined) => {
    // The session ended: the removal waits for this person's next sign-in (lib/offline-changes.ts).
    if (refusedForSession(error)) return;
    if (context?.before) queryClient.setQueryData<ShoppingList>(shoppingKeys.list(), context.before);
    toast.error(t`Failed to delete item`);
  },
  onSettled: () => settleList(queryClient),
});

export function useDeleteShoppingItem() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteItemChange(queryClient),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: shoppingKeys.list() });
      return { before: patchCachedList(queryClient, (items) => items.filter((item) => item.id !== id)) };
    },
  });
}
