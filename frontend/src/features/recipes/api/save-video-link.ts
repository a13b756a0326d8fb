import { useMutation, useQueryClient } from '@tanstack/react-query';
import { schemaLoader } from '@/lib/api-client';
import { route } from '@/lib/api-routes';
import { patchCachedRecipe } from '@/lib/recipes/patch-recipe-cache';

const saveVideoLinkResponse = schemaLoader((z) =>
  z.object({ id: z.string(), videoUrl: z.string().nullable() }),
);

export function saveVideoLink({ id, videoUrl }: { id: string; videoUrl: string }) {
  return route('PUT /recipes/{id}/video-link', { params: { id }, body: { videoUrl } }, saveVideoLinkResponse);
}

export function useSaveVideoLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVideoLink,
    // Cards do not show the video link, so only the recipe page changes.
    onSuccess: ({ id, videoUrl }) => patchCachedRecipe(queryClient, id, () => ({ videoUrl })),
  });
}
