import { t } from '@lingui/core/macro';
import { goneMeanwhile } from '@/lib/api-client';
import { route, unchecked } from '@/lib/api-routes';
import { useRemoval } from '@/lib/household-list';
import { shoppingList } from './keys';

/** Removing a line someone already removed (another member, another device) has done what it meant to. */
export const deleteShoppingItem = (id: string) =>
  route('DELETE /shopping-list/items/{itemId}', { params: { itemId: id } }, unchecked<void>()).catch(
    (error: unknown) => {
      if (!goneMeanwhile(error)) throw error;
    },
  );

/** Removing a line and what follows; also what a removal restored after a reload runs. */
export const deleteItemChange = shoppingList.removal(deleteShoppingItem, {
  removed: () => t`Item removed from shopping list`,
  failed: () => t`Failed to delete item`,
});

export const useDeleteShoppingItem = () => useRemoval(shoppingList, deleteItemChange);
