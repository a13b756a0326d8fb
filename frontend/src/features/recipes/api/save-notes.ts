import { useMutation, useQueryClient } from '@tanstack/react-query';
import { schemaLoader } from '@/lib/api-client';
import { route } from '@/lib/api-routes';
import { recipeKeys } from '@/lib/recipes/keys';
import { patchCachedRecipe } from '@/lib/recipes/patch-recipe-cache';

const saveNotesResponse = schemaLoader((z) => z.object({ id: z.string(), notes: z.string().nullable() }));

/** The owner's personal notes (blank clears them). */
export function saveNotes({ id, notes }: { id: string; notes: string }) {
  return route('PUT /recipes/{id}/notes', { params: { id }, body: { notes } }, saveNotesResponse);
}

export function useSaveNotes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotes,
    onSuccess: ({ id, notes }) => {
      patchCachedRecipe(queryClient, id, () => ({ notes }));
      // Notes show on the owner's Home cards too.
      return queryClient.invalidateQueries({ queryKey: recipeKeys.lists() });
    },
  });
}
