import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { offlinePantryChanges, registerOfflinePantryChanges } from '@/features/pantry/api/offline-changes';
import {
  offlineShoppingChanges,
  registerOfflineShoppingChanges,
} from '@/features/shopping/api/offline-changes';
import { signedInUserId } from '@/lib/auth';
import { keepOfflineChanges, restoreOfflineChanges } from '@/lib/offline-changes';

// Changes made offline to the household's shared things, the shopping list and the pantry (issue 38), are
// kept across a reload (lib/offline-changes.ts). One person's record holds both, so whichever screen or
// sign-in restores it must know how to send every kind: both features' requests are registered together,
// here where features are composed, before anything is restored. Imported, not loaded on demand: a screen
// starts keeping its changes as it mounts, before the cook's first tick can come (app/waiting-changes.ts
// loads this module only when changes wait).

const keeping = new WeakSet<QueryClient>();

/**
 * Keeps the list's and the pantry's changes across a reload from now on: registers how each is sent,
 * restores those a previous page left waiting and saves the waiting ones as they change. Once per page.
 */
export function keepChangesOffline(queryClient: QueryClient): Promise<void> {
  if (keeping.has(queryClient)) return Promise.resolve();
  keeping.add(queryClient);
  registerOfflineShoppingChanges(queryClient);
  registerOfflinePantryChanges(queryClient);
  return keepOfflineChanges(
    queryClient,
    [...offlineShoppingChanges, ...offlinePantryChanges],
    signedInUserId,
  );
}

/** After a sign-in (or on a page's first idle second) that finds changes waiting for this person. */
export function sendChangesWaiting(queryClient: QueryClient): Promise<void> {
  return keeping.has(queryClient) ? restoreOfflineChanges(queryClient) : keepChangesOffline(queryClient);
}

/** The list's and the pantry's screens keep their changes across a reload while they are open. */
export function useKeptChanges() {
  const queryClient = useQueryClient();
  useEffect(() => {
    void keepChangesOffline(queryClient);
  }, [queryClient]);
}
