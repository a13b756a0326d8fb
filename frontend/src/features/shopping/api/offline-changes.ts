import { type MutationKey, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { signedInUserId } from '@/lib/auth';
import { keepOfflineChanges, restoreOfflineChanges } from '@/lib/offline-changes';
import { addItemChange } from './add-item';
import { deleteItemChange } from './delete-item';
import { shoppingKeys } from './keys';
import { updateItemChange } from './update-item';

/** The list changes kept across a reload while offline (lib/offline-changes.ts): adds, ticks and removals. */
export const offlineShoppingChanges: MutationKey[] = ['add-item', 'update-item', 'delete-item'].map(
  shoppingKeys.mutation,
);

/** How a kept change is sent once restored: the same request and follow-up as the screen's own. */
export function registerOfflineShoppingChanges(queryClient: QueryClient) {
  const { mutationKey: addKey, ...add } = addItemChange(queryClient);
  queryClient.setMutationDefaults(addKey, add);
  const { mutationKey: updateKey, ...update } = updateItemChange(queryClient);
  queryClient.setMutationDefaults(updateKey, update);
  const { mutationKey: deleteKey, ...remove } = deleteItemChange(queryClient);
  queryClient.setMutationDefaults(deleteKey, remove);
}

const keeping = new WeakSet<QueryClient>();

/**
 * Keeps the list's changes across a reload from now on: registers how each is sent, restores those a
 * previous page left waiting and saves the waiting ones as they change. Once per page, whichever asks
 * first: the list's screen, or any page that finds changes waiting (app/waiting-changes.ts).
 */
export function keepShoppingChangesOffline(queryClient: QueryClient): Promise<void> {
  if (keeping.has(queryClient)) return Promise.resolve();
  keeping.add(queryClient);
  registerOfflineShoppingChanges(queryClient);
  return keepOfflineChanges(queryClient, offlineShoppingChanges, signedInUserId);
}

/** After a sign-in that finds changes waiting for this person: they are restored and sent. */
export function sendShoppingChangesWaiting(queryClient: QueryClient): Promise<void> {
  return keeping.has(queryClient)
    ? restoreOfflineChanges(queryClient)
    : keepShoppingChangesOffline(queryClient);
}

/** The list's screen keeps its changes across a reload while it is open. */
export function useKeptShoppingChanges() {
  const queryClient = useQueryClient();
  useEffect(() => {
    void keepShoppingChangesOffline(queryClient);
  }, [queryClient]);
}
