// A photo on a cook-log entry (issue 39). Its upload goes as a recipe image's: the API signs a POST
// policy for cook-photos/<you>/… and the file goes straight to storage; the entry keeps its key. To
// show it, the app asks the entry's photo address for a 5-minute link (?redirect=false), which the API
// signs only for the household whose entry keeps it: an <img> cannot send the token itself.
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { route } from '@/lib/api-routes';

/** Uploads the chosen photo; answers its key for the log entry. */
export async function uploadCookPhoto(file: File): Promise<string> {
  const upload = await route(
    'POST /uploads/cook-photo',
    { body: { contentType: file.type, size: file.size } },
    () => import('@contracts/media').then((contract) => contract.cookPhotoUploadResponse),
  );
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', file);
  const response = await fetch(upload.url, { method: 'POST', body: form });
  if (!response.ok) throw new Error('The photo could not be uploaded. Please try again.');
  return upload.key;
}

/** Links last 5 minutes: one is kept 4, then asked for again when next shown. */
const LINK_KEPT_MS = 4 * 60 * 1000;

/** A short-lived link to an entry's photo (its `url` is the API address of the photo). */
export function useCookPhotoLink(address: string) {
  return useQuery({
    queryKey: ['cook-photo', address],
    // The address is the one the server gave the entry (not a path written here), so it is asked as is.
    queryFn: ({ signal }) =>
      api.get(
        `${address.replace(/^\/api/, '')}&redirect=false`,
        () => import('@contracts/media').then((contract) => contract.signedFileAddress),
        signal,
      ),
    staleTime: LINK_KEPT_MS,
    gcTime: LINK_KEPT_MS,
  });
}
