// Recipe image uploads go straight from the browser to S3 with a presigned POST: the policy pins the
// exact key under the caller's own prefix, the exact Content-Type and a content-length-range of
// 1 byte to 5MB, so S3 itself refuses anything else; the object is stored tagged pending until a
// recipe claims it. Images are then served at /api/media/recipe-images/<uid>/<file> straight from the
// bucket: by CloudFront through origin access control on AWS (web-stack.ts), by the local server from
// s3rver here. The address holds 128 random bits, so it is the permission, as for any shared picture.
import { randomBytes } from 'node:crypto';
import {
  MAX_RECIPE_IMAGE_BYTES,
  RECIPE_IMAGE_TYPES,
  type RecipeImageType,
  type RecipeImageUploadRequest,
  type RecipeImageUploadResponse,
} from '../../contracts/media.js';
import { mediaPath, recipeImageKeyOf } from '../../contracts/media-keys.js';
import type { FileStorage } from './ports.js';
import { PENDING_UPLOAD_TAGGING } from './recipe-media.js';

export const UPLOAD_EXPIRY_SECONDS = 300;
/** SPEC 7: stored images are cached for 3600 seconds. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=3600';

export const recipeImagePath = mediaPath;

/** A new, unguessable image file name. */
export const newRecipeImageFile = (now: Date, extension: string) =>
  `${now.getTime()}-${randomBytes(16).toString('hex')}.${extension}`;

/**
 * Signs the upload of one photo by `userId` under the key `keyOf` gives its new file: stored as pending
 * until a recipe or a cook-log entry claims it; unclaimed uploads expire (recipe-media.ts).
 */
export async function signPhotoUpload(
  storage: Pick<FileStorage, 'signUpload'>,
  keyOf: (file: string) => string,
  request: RecipeImageUploadRequest,
  now: Date,
) {
  const declared = request.contentType as RecipeImageType;
  const contentType = declared === 'image/jpg' ? 'image/jpeg' : declared;
  const key = keyOf(newRecipeImageFile(now, RECIPE_IMAGE_TYPES[declared]));
  const { url, fields } = await storage.signUpload({
    key,
    contentType,
    maxBytes: MAX_RECIPE_IMAGE_BYTES,
    fields: { 'Cache-Control': IMAGE_CACHE_CONTROL, tagging: PENDING_UPLOAD_TAGGING },
    expiresSeconds: UPLOAD_EXPIRY_SECONDS,
  });
  const expiresAt = new Date(now.getTime() + UPLOAD_EXPIRY_SECONDS * 1000).toISOString();
  return { url, fields, key, maxBytes: MAX_RECIPE_IMAGE_BYTES, expiresAt };
}

/** Signs the upload of one recipe image by `userId`: key recipe-images/<uid>/<timestamp>-<random>.<ext>. */
export async function signRecipeImageUpload(
  storage: Pick<FileStorage, 'signUpload'>,
  userId: string,
  request: RecipeImageUploadRequest,
  now: Date,
): Promise<RecipeImageUploadResponse> {
  const signed = await signPhotoUpload(storage, (file) => recipeImageKeyOf(userId, file), request, now);
  return { ...signed, imageUrl: recipeImagePath(signed.key) };
}
