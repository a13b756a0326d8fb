import type { Pantry } from '@contracts/pantry';
import type { QueryClient } from '@tanstack/react-query';
import { keepAnswer } from '@/lib/kept-answers';
import { refreshOnLive } from '@/lib/live-updates';

// One pantry per household; every pantry mutation carries the same key root, so polling pauses while any is
// in flight and the live message ('pantry') refreshes it all.
export const pantryKeys = {
  all: ['pantry'] as const,
  current: () => [...pantryKeys.all, 'current'] as const,
  mutation: (name: string) => [...pantryKeys.all, 'mutation', name] as const,
};
refreshOnLive('pantry', pantryKeys.all);

/** Refetches the pantry once the last pending change has landed, so an older answer never undoes a newer one. */
export async function settlePantry(queryClient: QueryClient) {
  if (queryClient.isMutating({ mutationKey: pantryKeys.all }) > 1) return;
  await queryClient.invalidateQueries({ queryKey: pantryKeys.current() });
}

/** Applies a change to the cached pantry; returns what was there for a rollback. */
export function patchCachedPantry(
  queryClient: QueryClient,
  change: (items: Pantry['items']) => Pantry['items'],
): Pantry | undefined {
  const before = queryClient.getQueryData<Pantry>(pantryKeys.current());
  if (before) queryClient.setQueryData<Pantry>(pantryKeys.current(), { items: change(before.items) });
  return before;
}

/**
 * Shows the whole pantry a change answered with, and keeps it as the answer a reload offline draws
 * (an addition is not laid over the kept answer once it has been sent).
 */
export function showPantry(queryClient: QueryClient, pantry: Pantry) {
  queryClient.setQueryData(pantryKeys.current(), pantry);
  void keepAnswer('/pantry', pantry);
}
