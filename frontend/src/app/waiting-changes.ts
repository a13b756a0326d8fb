import type { QueryClient } from '@tanstack/react-query';
import { signedInUserId } from '@/lib/auth';

/**
 * Sends the list and pantry changes the person signed in now left waiting (lib/offline-changes.ts): on
 * any page's first idle second, and after each sign-in. Only when some wait do their requests (and zod,
 * with their schemas) load: reading the store is all a page costs that has nothing to send (issue 35).
 * With none waiting, a page already keeping changes still drops from memory any made by someone else.
 */
export function sendWaitingChanges(queryClient: QueryClient): void {
  void import('@/lib/offline-changes').then(async (changes) => {
    if (await changes.offlineChangesWaiting(signedInUserId)) {
      const kept = await import('./kept-changes');
      await kept.sendChangesWaiting(queryClient);
    } else await changes.restoreOfflineChanges(queryClient);
  });
}
