import { type ShoppingList, shoppingItemSchema, type UpdateItemChanges } from '@contracts/shopping';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-client';
import { patchCachedList, settleList, shoppingKeys } from './keys';

type UpdateItemInput = { id: string; changes: UpdateItemChanges };

export const updateShoppingItem = ({ id, changes }: UpdateItemInput) =>
  api.patch(`/shopping-list/items/${encodeURIComponent(id)}`, changes, shoppingItemSchema);

/** Ticks, moves or rewords a line: shown at once, rolled back if the server refuses. */
export function useUpdateShoppingItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: shoppingKeys.mutation('update-item'),
    mutationFn: updateShoppingItem,
    onMutate: async ({ id, changes }) => {
      await queryClient.cancelQueries({ queryKey: shoppingKeys.list() });
      const before = patchCachedList(queryClient, (items) =>
        items.map((item) =>
          item.id === id
            ? {
                ...item,
                ...(changes.checked !== undefined ? { checked: changes.checked } : {}),
                ...(changes.aisle ? { aisle: changes.aisle, aisleCorrected: true } : {}),
              }
            : item,
        ),
      );
      return { before };
    },
    onSuccess: (item) =>
      patchCachedList(queryClient, (items) => items.map((old) => (old.id === item.id ? item : old))),
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData<ShoppingList>(shoppingKeys.list(), context.before);
      toast.error('Failed to update item');
    },
    onSettled: () => settleList(queryClient),
  });
}
