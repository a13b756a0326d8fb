import type { QueryClient } from '@tanstack/react-query';
import { registerChanges } from '@/lib/household-list';
import { addItemChange } from './add-item';
import { deleteItemChange } from './delete-item';
import { shoppingList } from './keys';
import { updateItemChange } from './update-item';

/** The list changes kept across a reload while offline (lib/offline-changes.ts): adds, ticks and removals. */
export const offlineShoppingChanges = shoppingList.offlineKeys();

/**
 * How a kept change is sent once restored: the same request and follow-up as the screen's own. The app
 * registers it beside the pantry's before it restores anything (app/kept-changes.ts).
 */
export const registerOfflineShoppingChanges = (queryClient: QueryClient) =>
  registerChanges(queryClient, [addItemChange, updateItemChange, deleteItemChange]);
