import type { ShoppingList } from '@contracts/shopping';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-client';
import { patchCachedList, settleList, shoppingKeys } from './keys';

export const deleteShoppingItem = (id: string) =>
  api.delete<void>(`/shopping-list/items/${encodeURIComponent(id)}`);

export function useDeleteShoppingItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: shoppingKeys.mutation('delete-item'),
    mutationFn: deleteShoppingItem,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: shoppingKeys.list() });
      return { before: patchCachedList(queryClient, (items) => items.filter((item) => item.id !== id)) };
    },
    onSuccess: () => toast.success('Item removed from shopping list'),
    onError: (_error, _id, context) => {
      if (context?.before) queryClient.setQueryData<ShoppingList>(shoppingKeys.list(), context.before);
      toast.error('Failed to delete item');
    },
    onSettled: () => settleList(queryClient),
  });
}
