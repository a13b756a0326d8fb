import type { ShoppingList } from '@contracts/shopping';
import { route, unchecked } from '@/lib/api-routes';
import { useHouseholdList } from '@/lib/household-list';
import { shoppingList } from './keys';
import { withPendingChanges } from './pending-changes';

/**
 * Typed by the contract but not parsed with its schema, like Home's cards and the recipe page: the list
 * is the screen's first request, which would otherwise wait for zod and the contract to load and build.
 */
export const getShoppingList = (signal?: AbortSignal): Promise<ShoppingList> =>
  route('GET /shopping-list', { signal }, unchecked<ShoppingList>());

/**
 * The household's list (made on first use), kept fresh by live updates (lib/live-updates.ts) and on
 * focus; only while the socket is down does it poll, and never during a change of this tab's own.
 */
export const useShoppingList = () => useHouseholdList(shoppingList, getShoppingList, withPendingChanges);
