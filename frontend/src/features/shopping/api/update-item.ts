import { type ShoppingList, shoppingItemSchema, type UpdateItemChanges } from '@contracts/shopping';
import { t } from '@lingui/core/macro';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { goneMeanwhile, refusedForSession } from '@/lib/api-client';
import { route } from '@/lib/api-routes';
import { patchCachedList, settleList, shoppingKeys } from './keys';
import { changedItem } from './pending-changes';

/** Said when a change reaches a line someone removed meanwhile. */
export const itemGone = () => t`That item was removed from the list`;

type UpdateItemInput = { id: string; changes: UpdateItemChanges };

export const updateShoppingItem = ({ id, changes }: UpdateItemInput) =>
  route('PATCH /shopping-list/items/{itemId}', { params: { itemId: id }, body: changes }, shoppingItemSchema);

/** Sending a change to a line and what follows; also what a change restored after a reload runs (offline-changes.ts). */
export const updateItemChange = (queryClient: QueryClient) => ({
  mutationKey: shoppingKeys.mutation('update-item'),
  mutationFn: updateShoppingItem,
  onSuccess: (item: ShoppingList['items'][number]) =>
    patchCachedList(queryClient, (items) => items.map((old) => (old.id === item.id ? item : old))),
  onError: (error: unknown, { id }: UpdateItemInput, context: { before?: ShoppingList } | undefined) => {
    // The session ended: the change waits for this person's next sign-in (lib/offline-changes.ts), and
    // the sign-in page says why.
    if (refusedForSession(error)) return;
    // The line was removed meanwhile (another member, another device): the change has nothing to
    // change, so it is dropped and the line goes.
    if (goneMeanwhile(error)) {
      patchCachedList(queryClient, (items) => items.filter((item) => item.id !== id));
      toast.info(itemGone(), { id: 'shopping-item-gone' });
      return;
    }
    if (context?.before) queryClient.setQueryData<ShoppingList>(shoppingKeys.list(), context.before);
    toast.error(t`Failed to update item`);
  },
  onSettled: () => settleList(queryClient),
});

/** Ticks, moves or rewords a line: shown at once, rolled back if the server refuses. */
export function useUpdateShoppingItem() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateItemChange(queryClient),
    onMutate: async ({ id, changes }) => {
      const apply = () =>
        patchCachedList(queryClient, (items) =>
          items.map((item) => (item.id === id ? changedItem(item, changes) : item)),
        );
      // Shown in the click's own turn: a checkbox is controlled by the list, so a tick drawn only after
      // an await flicks back to unticked first (and a person, or Playwright's check, sees it refuse).
      // Cancelling a read in flight then puts back what that read started from, so the change is laid
      // on again (it sets values, so twice is once).
      const before = apply();
      await queryClient.cancelQueries({ queryKey: shoppingKeys.list() });
      apply();
      return { before };
    },
  });
}
