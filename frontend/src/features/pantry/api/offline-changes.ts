import type { QueryClient } from '@tanstack/react-query';
import { registerChanges } from '@/lib/household-list';
import { addFoodChange, deleteFoodChange, updateFoodChange } from './change-pantry';
import { pantryList } from './keys';

/** The pantry changes kept across a reload while offline (lib/offline-changes.ts): adds, changes, removals. */
export const offlinePantryChanges = pantryList.offlineKeys();

/** How a kept change is sent once restored: the same request and follow-up as the screen's own. */
export const registerOfflinePantryChanges = (queryClient: QueryClient) =>
  registerChanges(queryClient, [addFoodChange, updateFoodChange, deleteFoodChange]);
