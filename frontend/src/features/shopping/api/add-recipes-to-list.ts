import type { AddRecipesToListRequest } from '@contracts/shopping';
import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { route } from '@/lib/api-routes';
import { namingChanges } from '@/lib/change-id';
import { shoppingKeys, shoppingList } from './keys';

export const addRecipesToShoppingList = (request: AddRecipesToListRequest) =>
  route('POST /shopping-list/recipes', { body: request }, () =>
    import('@contracts/shopping').then((contract) => contract.shoppingListSchema),
  );

/**
 * Adds recipes' ingredients to the user's list (scaled when servings are given), merged with what is there.
 * Shows the spec's toasts; the meal-plan and dinner-party screens use it too.
 */
export function useAddRecipesToShoppingList() {
  const queryClient = useQueryClient();
  return namingChanges(
    useMutation({
      mutationKey: shoppingKeys.mutation('add-recipes'),
      mutationFn: addRecipesToShoppingList,
      onSuccess: (list) => {
        shoppingList.show(queryClient, list);
        toast.success(t`Ingredients added to shopping list`);
      },
      onError: () => toast.error(t`Failed to add ingredients to shopping list`),
    }),
  );
}
