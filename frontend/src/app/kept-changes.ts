import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { signedInUserId } from '@/lib/auth';

// Changes made offline to the household's shared things, the shopping list and the pantry (issue 38), are
// kept across a reload (lib/offline-changes.ts). One person's record holds both, so whichever screen or
// sign-in restores it must know how to send every kind: both features' requests are registered together,
// here where features are composed, before anything is restored.

const keeping = new WeakSet<QueryClient>();

/**
 * Keeps the list's and the pantry's changes across a reload from now on: registers how each is sent,
 * restores those a previous page left waiting and saves the waiting ones as they change. Once per page.
 */
export async function keepChangesOffline(queryClient: QueryClient): Promise<void> {
  if (keeping.has(queryClient)) return;
  keeping.add(queryClient);
  const [shopping, pantry, changes] = await Promise.all([
    import('@/features/shopping/api/offline-changes'),
    import('@/features/pantry/api/offline-changes'),
    import('@/lib/offline-changes'),
  ]);
  shopping.registerOfflineShoppingChanges(queryClient);
  pantry.registerOfflinePantryChanges(queryClient);
  await changes.keepOfflineChanges(
    queryClient,
    [...shopping.offlineShoppingChanges, ...pantry.offlinePantryChanges],
    signedInUserId,
  );
}

/** After a sign-in (or on a page's first idle second) that finds changes waiting for this person. */
export async function sendChangesWaiting(queryClient: QueryClient): Promise<void> {
  if (!keeping.has(queryClient)) return keepChangesOffline(queryClient);
  const changes = await import('@/lib/offline-changes');
  await changes.restoreOfflineChanges(queryClient);
}

/** The list's and the pantry's screens keep their changes across a reload while they are open. */
export function useKeptChanges() {
  const queryClient = useQueryClient();
  useEffect(() => {
    void keepChangesOffline(queryClient);
  }, [queryClient]);
}
