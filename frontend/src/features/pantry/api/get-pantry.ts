import type { Pantry } from '@contracts/pantry';
import { route, unchecked } from '@/lib/api-routes';
import { useHouseholdList } from '@/lib/household-list';
import { pantryList } from './keys';
import { withPendingPantryChanges } from './pending-changes';

/**
 * Typed by the contract but not parsed with its schema: the pantry is the first request of its page and
 * sits beside the shopping list, which would otherwise wait for zod and the contract to load and build.
 */
export const getPantry = (signal?: AbortSignal): Promise<Pantry> =>
  route('GET /pantry', { signal }, unchecked<Pantry>());

/**
 * The household's pantry, kept fresh by live updates (lib/live-updates.ts) and on focus, polling only
 * while the socket is down; changes still waiting to be sent (offline) are laid over it.
 */
export const usePantry = () => useHouseholdList(pantryList, getPantry, withPendingPantryChanges);
