import type { UsePantryRequest } from '@contracts/pantry';
import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { route } from '@/lib/api-routes';
import { namingChanges } from '@/lib/change-id';
import { pantryKeys, pantryList } from './keys';

export const takeOutOfPantry = (request: UsePantryRequest) =>
  route('POST /pantry/use', { body: request }, () =>
    import('@contracts/pantry').then((contract) => contract.usePantryResponse),
  );

/** Cooking: takes the recipes' ingredients out of the pantry (the caller says which foods it took). */
export function useTakeOutOfPantry() {
  const queryClient = useQueryClient();
  return namingChanges(
    useMutation({
      mutationKey: pantryKeys.mutation('use'),
      mutationFn: takeOutOfPantry,
      onSuccess: (result) => {
        pantryList.show(queryClient, { items: result.items });
      },
      onError: () => toast.error(t`Failed to take the ingredients out of the pantry`),
    }),
  );
}
