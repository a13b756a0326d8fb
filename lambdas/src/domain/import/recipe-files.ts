// Photos and PDFs for import go straight from the browser to S3 with a presigned POST whose policy
// pins the exact key under recipe-files/<caller>/, the exact Content-Type and a content-length-range,
// so S3 itself refuses anything else. Extraction later reads the file by key, and only a key under
// the caller's own prefix: another user's file is 'not found', never read.
import { randomBytes } from 'node:crypto';
import type { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import {
  MAX_RECIPE_FILE_BYTES,
  RECIPE_FILE_TYPES,
  type RecipeFileType,
  type RecipeFileUploadRequest,
  type RecipeFileUploadResponse,
} from '../../contracts/extraction.js';

export const RECIPE_FILE_UPLOAD_EXPIRY_SECONDS = 300;
const PREFIX = 'recipe-files';
const FILE_NAME = /^[a-f0-9]{32}\.(jpg|png|pdf)$/;

export const recipeFilePrefix = (userId: string) => `${PREFIX}/${userId}/`;

export async function signRecipeFileUpload(
  signer: S3Client,
  bucket: string,
  userId: string,
  request: RecipeFileUploadRequest,
  now: Date,
): Promise<RecipeFileUploadResponse> {
  const contentType = request.contentType as RecipeFileType;
  const key = `${recipeFilePrefix(userId)}${randomBytes(16).toString('hex')}.${RECIPE_FILE_TYPES[contentType]}`;
  const { url, fields } = await createPresignedPost(signer, {
    Bucket: bucket,
    Key: key,
    Conditions: [
      ['content-length-range', 1, MAX_RECIPE_FILE_BYTES],
      ['eq', '$Content-Type', contentType],
    ],
    Fields: { 'Content-Type': contentType },
    Expires: RECIPE_FILE_UPLOAD_EXPIRY_SECONDS,
  });
  return {
    url,
    fields,
    key,
    maxBytes: MAX_RECIPE_FILE_BYTES,
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
