// Photos and PDFs for import go straight from the browser to S3 with a presigned POST whose policy
// pins the exact key under recipe-files/<caller>/, the exact Content-Type and a content-length-range,
// so S3 itself refuses anything else. Extraction later reads the file by key, and only a key under
// the caller's own prefix: another user's file is 'not found', never read. The uploaded original is
// kept with the imported recipe (its pdfUrl is /api/media/recipe-files/<uid>/<file>) and read back by
// its owner, and by whoever may see one of the owner's recipes keeping it, through a short-lived
// presigned GET. Uploads are tagged pending; one a recipe keeps is claimed, the rest expire after a day.
import { randomBytes } from 'node:crypto';
import type { RecipeFileUploadRequest, RecipeFileUploadResponse } from '../../contracts/extraction.js';
import { MEDIA_PREFIXES, mediaPath, recipeFileKeyOf, userMediaPrefix } from '../../contracts/media-keys.js';
import { maxRecipeFileBytes, RECIPE_FILE_TYPES, type RecipeFileType } from '../../contracts/recipe-files.js';
import type { FileStorage } from '../media/ports.js';
import { PENDING_UPLOAD_TAGGING } from '../media/recipe-media.js';

export const RECIPE_FILE_UPLOAD_EXPIRY_SECONDS = 300;
const FILE_NAME = /^[a-f0-9]{32}\.(jpg|png|pdf)$/;
const OWNER_ID = /^[\w-]{1,128}$/;
/** Long enough to open the file, short enough that a leaked address soon stops working. */
export const RECIPE_FILE_URL_EXPIRY_SECONDS = 300;

/** The app address of a stored import file, kept on the recipe (e.g. as its pdfUrl). */
export const recipeFilePath = mediaPath;

export const recipeFilePrefix = (userId: string) => userMediaPrefix(MEDIA_PREFIXES.recipeFiles, userId);

export async function signRecipeFileUpload(
  storage: Pick<FileStorage, 'signUpload'>,
  userId: string,
  request: RecipeFileUploadRequest,
  now: Date,
): Promise<RecipeFileUploadResponse> {
  const contentType = request.contentType as RecipeFileType;
  const key = `${recipeFilePrefix(userId)}${randomBytes(16).toString('hex')}.${RECIPE_FILE_TYPES[contentType]}`;
  // S3 holds the policy's size too: a photo Textract could not read never gets stored.
  const maxBytes = maxRecipeFileBytes(contentType);
  const { url, fields } = await storage.signUpload({
    key,
    contentType,
    maxBytes,
    // Stored as pending: a PDF a recipe keeps is claimed, the rest (photos, unsaved imports) expire.
    fields: { tagging: PENDING_UPLOAD_TAGGING },
    expiresSeconds: RECIPE_FILE_UPLOAD_EXPIRY_SECONDS,
  });
  return {
    url,
    fields,
    key,
    maxBytes,
    expiresAt: new Date(now.getTime() + RECIPE_FILE_UPLOAD_EXPIRY_SECONDS * 1000).toISOString(),
  };
}

/** True when `key` names a file the caller uploaded for import, of the kind asked for. */
export function isOwnRecipeFile(userId: string, key: string, kind: 'image' | 'pdf'): boolean {
  const prefix = recipeFilePrefix(userId);
  if (!key.startsWith(prefix)) return false;
  const name = key.slice(prefix.length);
  if (!FILE_NAME.test(name)) return false;
  return kind === 'pdf' ? name.endsWith('.pdf') : !name.endsWith('.pdf');
}

/** The content type a stored import file was uploaded as, from its name (the policy pinned both). */
export function recipeFileType(key: string): RecipeFileType | null {
  const extension = /\.(jpg|png|pdf)$/.exec(key)?.[1];
  const entry = Object.entries(RECIPE_FILE_TYPES).find(([, ext]) => ext === extension);
  return entry ? (entry[0] as RecipeFileType) : null;
}

/** The key of a stored import file, or null when the path does not name one. */
export function recipeFileKey(ownerId: string, file: string): string | null {
  return OWNER_ID.test(ownerId) && FILE_NAME.test(file) ? recipeFileKeyOf(ownerId, file) : null;
}

/** True when the object exists (a missing one answers 'not found' rather than a dead link). */
export async function recipeFileExists(storage: Pick<FileStorage, 'head'>, key: string): Promise<boolean> {
  return (await storage.head(key)) !== null;
}

/** A short-lived address the browser may open the file at, shown inline under a readable name. */
export function signRecipeFileDownload(
  storage: Pick<FileStorage, 'signDownload'>,
  key: string,
): Promise<string> {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return storage.signDownload(key, {
    expiresSeconds: RECIPE_FILE_URL_EXPIRY_SECONDS,
    inlineName: `recipe.${extension}`,
  });
}
