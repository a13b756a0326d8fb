import type { UpdateItemChanges } from '@contracts/shopping';
import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { route } from '@/lib/api-routes';
import { shoppingKeys, shoppingList } from './keys';
import { changedItem } from './pending-changes';

/** Said when a change reaches a line someone removed meanwhile. */
export const itemGone = () => t`That item was removed from the list`;

type UpdateItemInput = { id: string; changes: UpdateItemChanges };

const itemSchema = () => import('@contracts/shopping').then((contract) => contract.shoppingItemSchema);

export const updateShoppingItem = ({ id, changes }: UpdateItemInput) =>
  route('PATCH /shopping-list/items/{itemId}', { params: { itemId: id }, body: changes }, itemSchema);

/** Sending a change to a line and what follows; also what a change restored after a reload runs (offline-changes.ts). */
export const updateItemChange = shoppingList.change(updateShoppingItem, {
  gone: itemGone,
  goneToast: 'shopping-item-gone',
  failed: () => toast.error(t`Failed to update item`),
});

/** Ticks, moves or rewords a line: shown at once, rolled back if the server refuses. */
export function useUpdateShoppingItem() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateItemChange(queryClient),
    onMutate: async ({ id, changes }: UpdateItemInput) => {
      const apply = () =>
        shoppingList.patch(queryClient, (items) =>
          items.map((item) => (item.id === id ? changedItem(item, changes) : item)),
        );
      // Shown in the click's own turn: a checkbox is controlled by the list, so a tick drawn only after
      // an await flicks back to unticked first (and a person, or Playwright's check, sees it refuse).
      // Cancelling a read in flight then puts back what that read started from, so the change is laid
      // on again (it sets values, so twice is once).
      const before = apply();
      await queryClient.cancelQueries({ queryKey: shoppingKeys.current() });
      apply();
      return { before };
    },
  });
}
