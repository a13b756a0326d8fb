import { schemaLoader } from '@/lib/api-client';
import { route } from '@/lib/api-routes';
import { useRecipeMutation } from '@/lib/recipes/recipe-mutation';

const saveVideoLinkResponse = schemaLoader((z) =>
  z.object({ id: z.string(), videoUrl: z.nullable(z.string()) }),
);

export function saveVideoLink({ id, videoUrl }: { id: string; videoUrl: string }) {
  return route('PUT /recipes/{id}/video-link', { params: { id }, body: { videoUrl } }, saveVideoLinkResponse);
}

// Cards do not show the video link, so only the recipe page changes.
export const useSaveVideoLink = () =>
  useRecipeMutation({
    mutationFn: saveVideoLink,
    saved: ({ id, videoUrl }) => ({ id, change: () => ({ videoUrl }) }),
  });
