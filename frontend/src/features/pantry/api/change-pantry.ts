import type { AddPantryItemInput, UpdatePantryItemInput } from '@contracts/pantry';
import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { goneMeanwhile } from '@/lib/api-client';
import { route, unchecked } from '@/lib/api-routes';
import { namingChanges } from '@/lib/change-id';
import { inputFault, useRemoval } from '@/lib/household-list';
import { pantryKeys, pantryList } from './keys';
import { changedFood } from './pending-changes';

/** Said when a change reaches a food someone removed meanwhile. */
export const foodGone = () => t`That food was taken out of the pantry`;

// The answers to changes are checked against the contract, loaded with the first change's answer: the
// pantry and the shopping list open without zod.
const pantry = () => import('@contracts/pantry');

export const addPantryItem = (food: AddPantryItemInput) =>
  route('POST /pantry/items', { body: food }, () => pantry().then((contract) => contract.pantrySchema));

/** Keeping a food; also what an addition restored after a reload runs (offline-changes.ts). */
export const addFoodChange = pantryList.addition(addPantryItem, () => t`Failed to add to the pantry`);

/** Keeps a food; a change sent again (kept offline) is applied once (lib/change-id.ts). */
export function useAddPantryItem() {
  const queryClient = useQueryClient();
  return namingChanges(useMutation(addFoodChange(queryClient)));
}

type UpdateInput = { id: string; changes: UpdatePantryItemInput };

export const updatePantryItem = ({ id, changes }: UpdateInput) =>
  route('PATCH /pantry/items/{itemId}', { params: { itemId: id }, body: changes }, () =>
    pantry().then((contract) => contract.pantryItemSchema),
  );

/** Changing a food; also what a change restored after a reload runs. */
export const updateFoodChange = pantryList.change(updatePantryItem, {
  gone: foodGone,
  goneToast: 'pantry-food-gone',
  failed: (error) => toast.error(t`Failed to change the food`, { description: inputFault(error) }),
});

/** Changes a food: shown at once, rolled back if the server refuses. */
export function useUpdatePantryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateFoodChange(queryClient),
    onMutate: async ({ id, changes }: UpdateInput) => {
      await queryClient.cancelQueries({ queryKey: pantryKeys.current() });
      const before = pantryList.patch(queryClient, (items) =>
        items.map((item) => (item.id === id ? changedFood(item, changes) : item)),
      );
      return { before };
    },
  });
}

/** Removing a food someone already removed has done what it meant to. */
export const deletePantryItem = (id: string) =>
  route('DELETE /pantry/items/{itemId}', { params: { itemId: id } }, unchecked<void>()).catch(
    (error: unknown) => {
      if (!goneMeanwhile(error)) throw error;
    },
  );

/** Removing a food; also what a removal restored after a reload runs. */
export const deleteFoodChange = pantryList.removal(deletePantryItem, {
  removed: () => t`Removed from the pantry`,
  failed: () => t`Failed to remove the food`,
});

export const useDeletePantryItem = () => useRemoval(pantryList, deleteFoodChange);
