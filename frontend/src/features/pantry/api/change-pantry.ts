import {
  type AddPantryItemInput,
  type Pantry,
  type PantryItem,
  pantryItemSchema,
  pantrySchema,
  type UpdatePantryItemInput,
} from '@contracts/pantry';
import { t } from '@lingui/core/macro';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError, goneMeanwhile, refusedForSession } from '@/lib/api-client';
import { route, unchecked } from '@/lib/api-routes';
import { namingChanges } from '@/lib/change-id';
import { pantryKeys, patchCachedPantry, settlePantry, showPantry } from './keys';
import { changedFood } from './pending-changes';

/** Said when a change reaches a food someone removed meanwhile. */
export const foodGone = () => t`That food was taken out of the pantry`;

export const addPantryItem = (food: AddPantryItemInput) =>
  route('POST /pantry/items', { body: food }, pantrySchema);

/** Keeping a food; also what an addition restored after a reload runs (offline-changes.ts). */
export const addFoodChange = (queryClient: QueryClient) => ({
  mutationKey: pantryKeys.mutation('add'),
  mutationFn: addPantryItem,
  onSuccess: (pantry: Pantry) => {
    showPantry(queryClient, pantry);
  },
  onError: (error: unknown) => {
    // The session ended: the addition waits for this person's next sign-in (lib/offline-changes.ts).
    if (refusedForSession(error)) return;
    toast.error(t`Failed to add to the pantry`, {
      description: error instanceof ApiError && error.status === 400 ? error.message : undefined,
    });
  },
});

/** Keeps a food; a change sent again (kept offline) is applied once (lib/change-id.ts). */
export function useAddPantryItem() {
  const queryClient = useQueryClient();
  return namingChanges(useMutation(addFoodChange(queryClient)));
}

type UpdateInput = { id: string; changes: UpdatePantryItemInput };

export const updatePantryItem = ({ id, changes }: UpdateInput) =>
  route('PATCH /pantry/items/{itemId}', { params: { itemId: id }, body: changes }, pantryItemSchema);

/** Changing a food; also what a change restored after a reload runs. */
export const updateFoodChange = (queryClient: QueryClient) => ({
  mutationKey: pantryKeys.mutation('update'),
  mutationFn: updatePantryItem,
  onSuccess: (item: PantryItem) =>
    patchCachedPantry(queryClient, (items) => items.map((old) => (old.id === item.id ? item : old))),
  onError: (error: unknown, { id }: UpdateInput, context: { before?: Pantry } | undefined) => {
    if (refusedForSession(error)) return;
    if (goneMeanwhile(error)) {
      patchCachedPantry(queryClient, (items) => items.filter((item) => item.id !== id));
      toast.info(foodGone(), { id: 'pantry-food-gone' });
      return;
    }
    if (context?.before) queryClient.setQueryData<Pantry>(pantryKeys.current(), context.before);
    toast.error(t`Failed to change the food`, {
      description: error instanceof ApiError && error.status === 400 ? error.message : undefined,
    });
  },
  onSettled: () => settlePantry(queryClient),
});

/** Changes a food: shown at once, rolled back if the server refuses. */
export function useUpdatePantryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateFoodChange(queryClient),
    onMutate: async ({ id, changes }: UpdateInput) => {
      await queryClient.cancelQueries({ queryKey: pantryKeys.current() });
      const before = patchCachedPantry(queryClient, (items) =>
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
export const deleteFoodChange = (queryClient: QueryClient) => ({
  mutationKey: pantryKeys.mutation('delete'),
  mutationFn: deletePantryItem,
  onSuccess: () => {
    toast.success(t`Removed from the pantry`);
  },
  onError: (error: unknown, _id: string, context: { before?: Pantry } | undefined) => {
    if (refusedForSession(error)) return;
    if (context?.before) queryClient.setQueryData<Pantry>(pantryKeys.current(), context.before);
    toast.error(t`Failed to remove the food`);
  },
  onSettled: () => settlePantry(queryClient),
});

export function useDeletePantryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteFoodChange(queryClient),
    onMutate: async (id: string) => {
      await queryClient.cancelQueries({ queryKey: pantryKeys.current() });
      return { before: patchCachedPantry(queryClient, (items) => items.filter((item) => item.id !== id)) };
    },
  });
}
