import type { MutationKey, QueryClient } from '@tanstack/react-query';
import { addItemChange } from './add-item';
import { deleteItemChange } from './delete-item';
import { shoppingKeys } from './keys';
import { updateItemChange } from './update-item';

/** The list changes kept across a reload while offline (lib/offline-changes.ts): adds, ticks and removals. */
export const offlineShoppingChanges: MutationKey[] = ['add-item', 'update-item', 'delete-item'].map(
  shoppingKeys.mutation,
);

/**
 * How a kept change is sent once restored: the same request and follow-up as the screen's own. The app
 * registers it beside the pantry's before it restores anything (app/kept-changes.ts).
 */
export function registerOfflineShoppingChanges(queryClient: QueryClient) {
  const { mutationKey: addKey, ...add } = addItemChange(queryClient);
  queryClient.setMutationDefaults(addKey, add);
  const { mutationKey: updateKey, ...update } = updateItemChange(queryClient);
  queryClient.setMutationDefaults(updateKey, update);
  const { mutationKey: deleteKey, ...remove } = deleteItemChange(queryClient);
  queryClient.setMutationDefaults(deleteKey, remove);
}
