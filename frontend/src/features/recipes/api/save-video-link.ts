import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, schemaLoader } from '@/lib/api-client';
import { patchCachedRecipe } from '@/lib/recipes/patch-recipe-cache';

const saveVideoLinkResponse = schemaLoader((z) =>
  z.object({ id: z.string(), videoUrl: z.string().nullable() }),
);

export function saveVideoLink({ id, videoUrl }: { id: string; videoUrl: string }) {
  return api.put(`/recipes/${encodeURIComponent(id)}/video-link`, { videoUrl }, saveVideoLinkResponse);
}

export function useSaveVideoLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVideoLink,
    // Cards do not show the video link, so only the recipe page changes.
    onSuccess: ({ id, videoUrl }) => patchCachedRecipe(queryClient, id, () => ({ videoUrl })),
  });
}
