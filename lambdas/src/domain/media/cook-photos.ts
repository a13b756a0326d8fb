// Photos on cook-log entries (issue 39). The upload goes as a recipe image's does (a presigned POST
// pinning the key under the cook's own cook-photos/ prefix, the type and 1 byte to 5 MB, tagged pending
// until an entry claims it), but the photo is private to the household whose entry keeps it: CloudFront
// never serves cook-photos/, and its only way out is GET /api/media/cook-photos/<uid>/<file>?entry=&on=,
// which signs a 5-minute link only when the caller's household (read from the session record on this
// very request) has that entry and the entry keeps that photo. A removed member's household is another
// one at once, so the next ask is refused; the photo goes with its cook's account.

import type { CookPhotoUploadResponse, RecipeImageUploadRequest } from '../../contracts/media.js';
import { cookPhotoKeyOf, cookPhotoKeyPattern, mediaPath } from '../../contracts/media-keys.js';
import { badRequest } from '../../shared/errors.js';
import type { FileStorage } from './ports.js';
import { signPhotoUpload } from './recipe-images.js';

/** How long a signed link to a cook-log photo lasts. */
export const COOK_PHOTO_LINK_SECONDS = 300;
export const NOT_YOUR_PHOTO = 'That photo belongs to someone else. Please upload your own.';
export const PHOTO_NOT_UPLOADED = 'The photo did not arrive. Please choose it again.';

/** Signs the upload of one cook-log photo by `userId`: cook-photos/<uid>/<timestamp>-<random>.<ext>. */
export const signCookPhotoUpload = (
  storage: Pick<FileStorage, 'signUpload'>,
  userId: string,
  request: RecipeImageUploadRequest,
  now: Date,
): Promise<CookPhotoUploadResponse> =>
  signPhotoUpload(storage, (file) => cookPhotoKeyOf(userId, file), request, now);

/** The key of a cook-log photo named by its owner and file, or null when it is not one. */
export function cookPhotoKey(ownerId: string, file: string): string | null {
  const key = cookPhotoKeyOf(ownerId, file);
  return cookPhotoKeyPattern.test(key) ? key : null;
}

/** The API address that signs a link to an entry's photo (the entry's day and id say which entry). */
export const cookPhotoAddress = (key: string, entry: { id: string; cookedOn: string }) =>
  `${mediaPath(key)}?entry=${encodeURIComponent(entry.id)}&on=${entry.cookedOn}`;

/** What a photo shows when its cook did not say: the recipe and the day. */
export const photoAltOf = (entry: { recipeTitle: string; cookedOn: string }) =>
  `${entry.recipeTitle}, as cooked on ${entry.cookedOn}`;

/** What logging a meal needs of storage for its photo. */
export interface CookPhotos {
  /** Checks the photo is the cook's own upload and arrived; answers its key. Refuses (400) otherwise. */
  own(userId: string, key: string): Promise<string>;
  /** Removes the pending tag once the entry that keeps it is written. */
  claim(key: string): Promise<void>;
}

export function cookPhotos(storage: Pick<FileStorage, 'head' | 'setTags'>): CookPhotos {
  return {
    async own(userId, key) {
      const match = cookPhotoKeyPattern.exec(key);
      if (!match) throw badRequest(PHOTO_NOT_UPLOADED);
      if (match[1] !== userId) throw badRequest(NOT_YOUR_PHOTO);
      if (!(await storage.head(key))) throw badRequest(PHOTO_NOT_UPLOADED);
      return key;
    },
    async claim(key) {
      await storage.setTags(key, []);
    },
  };
}

/** A short-lived link to read the photo. */
export const signCookPhotoDownload = (storage: Pick<FileStorage, 'signDownload'>, key: string) =>
  storage.signDownload(key, { expiresSeconds: COOK_PHOTO_LINK_SECONDS });
