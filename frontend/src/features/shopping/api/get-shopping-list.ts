import { type ShoppingList, shoppingListSchema } from '@contracts/shopping';
import { route } from '@/lib/api-routes';
import { useHouseholdList } from '@/lib/household-list';
import { shoppingList } from './keys';
import { withPendingChanges } from './pending-changes';

export const getShoppingList = (signal?: AbortSignal): Promise<ShoppingList> =>
  route('GET /shopping-list', { signal }, shoppingListSchema);

/**
 * The household's list (made on first use), kept fresh by live updates (lib/live-updates.ts) and on
 * focus; only while the socket is down does it poll, and never during a change of this tab's own.
 */
export const useShoppingList = () => useHouseholdList(shoppingList, getShoppingList, withPendingChanges);
