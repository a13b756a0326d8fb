import type { MutationKey, QueryClient } from '@tanstack/react-query';
import { addFoodChange, deleteFoodChange, updateFoodChange } from './change-pantry';
import { pantryKeys } from './keys';

/** The pantry changes kept across a reload while offline (lib/offline-changes.ts): adds, changes, removals. */
export const offlinePantryChanges: MutationKey[] = ['add', 'update', 'delete'].map(pantryKeys.mutation);

/** How a kept change is sent once restored: the same request and follow-up as the screen's own. */
export function registerOfflinePantryChanges(queryClient: QueryClient) {
  const { mutationKey: addKey, ...add } = addFoodChange(queryClient);
  queryClient.setMutationDefaults(addKey, add);
  const { mutationKey: updateKey, ...update } = updateFoodChange(queryClient);
  queryClient.setMutationDefaults(updateKey, update);
  const { mutationKey: deleteKey, ...remove } = deleteFoodChange(queryClient);
  queryClient.setMutationDefaults(deleteKey, remove);
}
