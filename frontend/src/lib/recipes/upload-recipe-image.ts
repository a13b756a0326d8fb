// Recipe images go straight from the browser to storage: the API signs a POST policy (type and size
// checked there too), the file is posted with the policy's fields, and the recipe keeps `imageUrl`.
import { recipeImageUploadRequest, recipeImageUploadResponse } from '@contracts/media';
import { route } from '@/lib/api-routes';

/** The spec's message for a file that is not an allowed image or is too large, or null when it is fine. */
export function recipeImageProblem(file: File): string | null {
  const checked = recipeImageUploadRequest.safeParse({ contentType: file.type, size: file.size });
  return checked.success ? null : (checked.error.issues[0]?.message ?? 'Please upload an image file');
}

export async function uploadRecipeImage(file: File): Promise<string> {
  const problem = recipeImageProblem(file);
  if (problem) throw new Error(problem);
  const upload = await route(
    'POST /uploads/recipe-image',
    { body: { contentType: file.type, size: file.size } },
    recipeImageUploadResponse,
  );

  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', file);
  const response = await fetch(upload.url, { method: 'POST', body: form });
  if (!response.ok) throw new Error(`Image upload failed (HTTP ${response.status})`);
  return upload.imageUrl;
}
