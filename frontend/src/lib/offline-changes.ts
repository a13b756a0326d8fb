// Changes made offline (TanStack Query's paused mutations) are kept in IndexedDB, so a reload, a closed
// tab or a phone that drops the page still sends them when the connection returns. A restored change
// runs with the mutation defaults its feature registered (setMutationDefaults): its request and what
// follows it. One person's changes: forgotten at sign-out.

import { dehydrate, hydrate, type MutationKey, type QueryClient } from '@tanstack/react-query';
import { clear, createStore, get, set, type UseStore } from 'idb-keyval';

let opened: UseStore | undefined;
const store = () => {
  opened ??= createStore('hearth-offline-changes', 'changes');
  return opened;
};
const KEY = 'paused';

/** Restores the changes a previous page left waiting, then keeps the waiting ones as they change. */
export async function keepOfflineChanges(queryClient: QueryClient, kept: MutationKey[]): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const isKept = (mutationKey: MutationKey | undefined) =>
    mutationKey !== undefined && kept.some((key) => key.every((part, i) => part === mutationKey[i]));
  const save = () =>
    set(
      KEY,
      dehydrate(queryClient, {
        shouldDehydrateQuery: () => false,
        shouldDehydrateMutation: (mutation) =>
          mutation.state.isPaused && isKept(mutation.options.mutationKey),
      }),
      store(),
    ).catch(() => undefined);

  try {
    const waiting = await get(KEY, store());
    if (waiting) hydrate(queryClient, waiting);
  } catch {
    // A browser without storage (private mode) still works; its offline changes last the page only.
  }
  queryClient.getMutationCache().subscribe((event) => {
    if (isKept(event.mutation?.options.mutationKey)) void save();
  });
  await save();
  await queryClient.resumePausedMutations();
}

/**
 * Whether a previous page left changes waiting. Only then does a page that is not the list restore
 * them (app/provider.tsx): reading the store is all a page costs that has nothing to send (issue 35).
 */
export async function offlineChangesWaiting(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  try {
    const waiting = (await get(KEY, store())) as { mutations?: unknown[] } | undefined;
    return (waiting?.mutations?.length ?? 0) > 0;
  } catch {
    return false;
  }
}

/** Drops every change still waiting (at sign-out). */
export async function forgetOfflineChanges(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await clear(store()).catch(() => undefined);
}
