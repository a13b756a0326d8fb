import { schemaLoader } from '@/lib/api-client';
import { route } from '@/lib/api-routes';
import { recipeKeys } from '@/lib/recipes/keys';
import { useRecipeMutation } from '@/lib/recipes/recipe-mutation';

const saveNotesResponse = schemaLoader((z) => z.object({ id: z.string(), notes: z.nullable(z.string()) }));

/** The owner's personal notes (blank clears them). */
export function saveNotes({ id, notes }: { id: string; notes: string }) {
  return route('PUT /recipes/{id}/notes', { params: { id }, body: { notes } }, saveNotesResponse);
}

export const useSaveNotes = () =>
  useRecipeMutation({
    mutationFn: saveNotes,
    saved: ({ id, notes }) => ({ id, change: () => ({ notes }) }),
    // Notes show on the owner's Home cards too.
    stale: () => [{ queryKey: recipeKeys.lists() }],
  });
