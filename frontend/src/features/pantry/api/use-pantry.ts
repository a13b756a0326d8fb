import type { UsePantryRequest } from '@contracts/pantry';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-client';
import { pantryKeys } from './keys';

export const takeOutOfPantry = (recipes: UsePantryRequest['recipes']) =>
  api.post('/pantry/use', { recipes }, () =>
    import('@contracts/pantry').then((contract) => contract.usePantryResponse),
  );

/** Cooking: takes the recipes' ingredients out of the pantry (the caller says which foods it took). */
export function useTakeOutOfPantry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: pantryKeys.mutation('use'),
    mutationFn: takeOutOfPantry,
    onSuccess: (result) => {
      queryClient.setQueryData(pantryKeys.current(), { items: result.items });
    },
    onError: () => toast.error('Failed to take the ingredients out of the pantry'),
  });
}
