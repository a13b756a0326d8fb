import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { route } from '@/lib/api-routes';
import { shoppingKeys, shoppingList } from './keys';

export const clearCheckedItems = () =>
  route('POST /shopping-list/clear-checked', {}, () =>
    import('@contracts/shopping').then((contract) => contract.clearCheckedResponse),
  );

export function useClearCheckedItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: shoppingKeys.mutation('clear-checked'),
    mutationFn: clearCheckedItems,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: shoppingKeys.current() });
      return { before: shoppingList.patch(queryClient, (items) => items.filter((item) => !item.checked)) };
    },
    onSuccess: ({ cleared: _cleared, ...list }) => {
      shoppingList.show(queryClient, list);
      toast.success(t`Checked items cleared`);
    },
    onError: (_error, _input, context) => {
      shoppingList.rollback(queryClient, context);
      toast.error(t`Failed to clear checked items`);
    },
    onSettled: () => shoppingList.settle(queryClient),
  });
}
