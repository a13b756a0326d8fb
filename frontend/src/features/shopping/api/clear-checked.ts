import { clearCheckedResponse, type ShoppingList } from '@contracts/shopping';
import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { route } from '@/lib/api-routes';
import { patchCachedList, settleList, shoppingKeys, showList } from './keys';

export const clearCheckedItems = () => route('POST /shopping-list/clear-checked', {}, clearCheckedResponse);

export function useClearCheckedItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: shoppingKeys.mutation('clear-checked'),
    mutationFn: clearCheckedItems,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: shoppingKeys.list() });
      return { before: patchCachedList(queryClient, (items) => items.filter((item) => !item.checked)) };
    },
    onSuccess: ({ cleared: _cleared, ...list }) => {
      showList(queryClient, list);
      toast.success(t`Checked items cleared`);
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData<ShoppingList>(shoppingKeys.list(), context.before);
      toast.error(t`Failed to clear checked items`);
    },
    onSettled: () => settleList(queryClient),
  });
}
