// API contracts of the media area, shared by the handlers and the frontend.

import { fileType, wholeNumber } from './fields.js';
import { schema } from './schema.js';
import { fileUpload, signedFileAddress } from './uploads.js';
import * as z from './zod.js';

/** SPEC 9: recipe images are jpeg, jpg, png or webp, at most 5MB. */
export const RECIPE_IMAGE_TYPES = {
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
} as const;
export type RecipeImageType = keyof typeof RECIPE_IMAGE_TYPES;
export const MAX_RECIPE_IMAGE_BYTES = 5 * 1024 * 1024;

export const isRecipeImageType = (value: string): value is RecipeImageType =>
  Object.hasOwn(RECIPE_IMAGE_TYPES, value.toLowerCase());

/** POST /api/uploads/recipe-image: what the browser is about to upload. */
export const recipeImageUploadRequest = /* @__PURE__ */ schema(() =>
  z.object({
    contentType: fileType('Please upload an image file', isRecipeImageType),
    size: wholeNumber(
      'Please upload an image file',
      1,
      MAX_RECIPE_IMAGE_BYTES,
      'Image must be less than 5MB',
    ),
  }),
);
export type RecipeImageUploadRequest = z.infer<typeof recipeImageUploadRequest>;

/** A presigned POST: send `fields` then the file as multipart form data to `url`; then use `imageUrl`. */
export const recipeImageUploadResponse = /* @__PURE__ */ schema(() =>
  z.extend(fileUpload, {
    /** The address to save as the recipe's image once the upload succeeded. */
    imageUrl: z.string(),
  }),
);
export type RecipeImageUploadResponse = z.infer<typeof recipeImageUploadResponse>;

/** POST /api/uploads/cook-photo (issue 39): a photo for a cook-log entry, by the rules of recipe images. */
export const cookPhotoUploadRequest = recipeImageUploadRequest;

/** A presigned POST: send `fields` then the file to `url`; then log the meal with `photo: key`. */
export const cookPhotoUploadResponse = fileUpload;
export type CookPhotoUploadResponse = z.infer<typeof cookPhotoUploadResponse>;

/** GET /api/media/cook-photos/{ownerId}/{file}: which entry of the caller's household shows it. */
export const cookPhotoQuery = /* @__PURE__ */ schema(() =>
  z.object({
    entry: z.string({ error: 'Say which log entry shows the photo' }).check(z.minLength(1), z.maxLength(64)),
    on: z
      .string({ error: 'Say which log entry shows the photo' })
      .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Say which log entry shows the photo')),
    redirect: z.optional(z.enum(['true', 'false'])),
  }),
);

export { signedFileAddress };
