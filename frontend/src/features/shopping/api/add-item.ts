import { shoppingListSchema } from '@contracts/shopping';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError, api } from '@/lib/api-client';
import { shoppingKeys } from './keys';

export const addShoppingItem = (text: string) =>
  api.post('/shopping-list/items', { text }, shoppingListSchema);

/** A line the user types ("paper towels", "2 lemons"), merged like a recipe's. */
export function useAddShoppingItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: shoppingKeys.mutation('add-item'),
    mutationFn: addShoppingItem,
    onSuccess: (list) => queryClient.setQueryData(shoppingKeys.list(), list),
    onError: (error) =>
      toast.error('Failed to add item', {
        description: error instanceof ApiError && error.status === 400 ? error.message : undefined,
      }),
  });
}
