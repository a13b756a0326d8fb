import { type Pantry, pantrySchema } from '@contracts/pantry';
import { route } from '@/lib/api-routes';
import { useHouseholdList } from '@/lib/household-list';
import { pantryList } from './keys';
import { withPendingPantryChanges } from './pending-changes';

export const getPantry = (signal?: AbortSignal): Promise<Pantry> =>
  route('GET /pantry', { signal }, pantrySchema);

/**
 * The household's pantry, kept fresh by live updates (lib/live-updates.ts) and on focus, polling only
 * while the socket is down; changes still waiting to be sent (offline) are laid over it.
 */
export const usePantry = () => useHouseholdList(pantryList, getPantry, withPendingPantryChanges);
