// Photos and PDFs to import go straight from the browser to storage, like recipe images: the API signs
// a POST policy for recipe-files/<user>/… (type and size checked there too), the file is posted with
// the policy's fields, and extraction then reads it by its key.

import { MAX_RECIPE_FILE_BYTES, RECIPE_FILE_TYPES, recipeFileUploadResponse } from '@contracts/extraction';
import { t } from '@lingui/core/macro';
import { route } from '@/lib/api-routes';

export type ImportFileKind = 'image' | 'pdf';

const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
const PDF_TYPES = ['application/pdf'] as const;

/** What the file inputs offer: SPEC 5 says jpeg, jpg and png for photos. */
export const IMPORT_FILE_ACCEPT: Record<ImportFileKind, string> = {
  image: 'image/jpeg,image/png,.jpg,.jpeg,.png',
  pdf: 'application/pdf,.pdf',
};

/** Some systems report .jpg files as image/jpg or leave the type empty; the name then decides. */
export function importFileType(file: Pick<File, 'name' | 'type'>): string {
  const type = file.type.trim().toLowerCase();
  if (type === 'image/jpg' || type === 'image/pjpeg') return 'image/jpeg';
  if (type !== '') return type;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  if (extension === 'jpg' || extension === 'jpeg') return 'image/jpeg';
  if (extension === 'png') return 'image/png';
  if (extension === 'pdf') return 'application/pdf';
  return '';
}

/** The spec's message for a file this tab cannot import, or null when it is fine. */
export function importFileProblem(
  file: Pick<File, 'name' | 'type' | 'size'>,
  kind: ImportFileKind,
): string | null {
  const type = importFileType(file);
  const allowed: readonly string[] = kind === 'image' ? IMAGE_TYPES : PDF_TYPES;
  const wrongType = kind === 'image' ? t`Please select an image file` : t`Please select a PDF file`;
  if (!allowed.includes(type) || !Object.hasOwn(RECIPE_FILE_TYPES, type)) return wrongType;
  if (file.size <= 0) return wrongType;
  if (file.size > MAX_RECIPE_FILE_BYTES) {
    const megabytes = Math.round(MAX_RECIPE_FILE_BYTES / 1024 / 1024);
    return t`The file must be less than ${megabytes}MB`;
  }
  return null;
}

/** Uploads the file and returns its storage key for POST /api/extract-recipe. */
export async function uploadRecipeFile(file: File, kind: ImportFileKind): Promise<string> {
  const problem = importFileProblem(file, kind);
  if (problem) throw new Error(problem);
  const contentType = importFileType(file);
  const upload = await route(
    'POST /uploads/recipe-file',
    { body: { contentType, size: file.size } },
    recipeFileUploadResponse,
  );

  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', file);
  const response = await fetch(upload.url, { method: 'POST', body: form });
  if (!response.ok) throw new UploadFailed(response.status);
  return upload.key;
}

export class UploadFailed extends Error {
  constructor(readonly status: number) {
    super(t`The upload failed (HTTP ${status})`);
    this.name = 'UploadFailed';
  }
}
