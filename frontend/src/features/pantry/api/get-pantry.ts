import { type Pantry, pantrySchema } from '@contracts/pantry';
import { queryOptions, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { route } from '@/lib/api-routes';
import { useLiveConnected } from '@/lib/live-updates';
import { pantryKeys } from './keys';
import { withPendingPantryChanges } from './pending-changes';

/** While live updates are down: how often an open pantry asks for changes made elsewhere. */
export const PANTRY_POLL_MS = 4000;

export const getPantry = (signal?: AbortSignal): Promise<Pantry> =>
  route('GET /pantry', { signal }, pantrySchema);

export const pantryQuery = () =>
  queryOptions({ queryKey: pantryKeys.current(), queryFn: ({ signal }) => getPantry(signal) });

/**
 * The household's pantry, kept fresh by live updates (lib/live-updates.ts) and on focus, polling only
 * while the socket is down; changes still waiting to be sent (offline) are laid over it.
 */
export function usePantry() {
  const queryClient = useQueryClient();
  const live = useLiveConnected();
  const pantry = useQuery({
    ...pantryQuery(),
    refetchOnWindowFocus: 'always',
    refetchInterval: () =>
      live || queryClient.isMutating({ mutationKey: pantryKeys.all }) > 0 ? false : PANTRY_POLL_MS,
  });
  const pending = useMutationState({
    filters: { mutationKey: pantryKeys.all, status: 'pending' },
    select: (mutation) => ({
      mutationKey: mutation.options.mutationKey,
      variables: mutation.state.variables,
    }),
  });
  const data = useMemo(
    () => pantry.data && withPendingPantryChanges(pantry.data, pending),
    [pantry.data, pending],
  );
  return { data, isError: pantry.isError, refetch: pantry.refetch };
}
