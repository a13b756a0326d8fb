import { recipeFileKeyOf } from '../../../contracts/media-keys.js';
import { cookLogRepository } from '../../../data/entities/cook-log.js';
import { recipeRepository } from '../../../data/entities/recipe.js';
import {
  RECIPE_FILE_URL_EXPIRY_SECONDS,
  recipeFileExists,
  recipeFileKey,
  recipeFilePath,
  signRecipeFileDownload,
  signRecipeFileUpload,
} from '../../../domain/import/recipe-files.js';
import {
  COOK_PHOTO_LINK_SECONDS,
  cookPhotoKey,
  signCookPhotoDownload,
  signCookPhotoUpload,
} from '../../../domain/media/cook-photos.js';
import { signRecipeImageUpload } from '../../../domain/media/recipe-images.js';
import { canView } from '../../../domain/recipes/use-cases/access.js';
import type { Caller } from '../../../shared/auth.js';
import { db } from '../../../shared/clients.js';
import { notFound } from '../../../shared/errors.js';
import { requireFeature } from '../../shared/entitlements.js';
import { bindRoutes, httpApi, json } from '../../shared/http.js';
import { mediaStorage } from '../../shared/storage.js';
import { mediaManifest } from './manifest.js';

const storage = mediaStorage();

const recipes = recipeRepository(db);
const cookLog = cookLogRepository(db);
const fileNotFound = () => notFound('File not found');

/**
 * The owner reads their file; anyone else only through a recipe OF THE FILE'S OWNER that they may see
 * and that keeps this very file, so access to the file ends with access to that recipe. (A copy keeps
 * its own copy of the file: domain/media/copy-recipe-media.ts.)
 */
async function mayReadRecipeFile(caller: Caller, ownerId: string, file: string, recipeId?: string) {
  if (ownerId === caller.userId) return true;
  if (!recipeId) return false;
  const recipe = await recipes.get(recipeId);
  return (
    recipe !== null &&
    recipe.userId === ownerId &&
    canView(recipe, caller) &&
    recipe.pdfUrl === recipeFilePath(recipeFileKeyOf(ownerId, file))
  );
}

/**
 * A short-lived signed address of a stored file, never cached: as JSON ({ url, expiresAt }) when the app
 * asks with ?redirect=false, else a 302 to it (a link cannot send a token).
 */
function signedAddress(url: string, seconds: number, redirect: string | undefined) {
  const headers = { 'cache-control': 'private, no-store' };
  if (redirect === 'false') {
    const expiresAt = new Date(Date.now() + seconds * 1000).toISOString();
    return json(200, { url, expiresAt }, headers);
  }
  return json(302, undefined, { ...headers, location: url });
}

export const handler = httpApi(
  bindRoutes(mediaManifest, {
    signRecipeImageUpload: async ({ caller, body }) =>
      json(201, await signRecipeImageUpload(storage, caller.userId, body, new Date())),
    signRecipeFileUpload: async ({ caller, body }) => {
      // Uploads feed photo and PDF import, paid features: refuse before the upload, not after.
      await requireFeature(caller, body.contentType === 'application/pdf' ? 'pdf-import' : 'photo-import');
      return json(201, await signRecipeFileUpload(storage, caller.userId, body, new Date()));
    },
    // An uploaded original (a PDF, a photo) is read by its owner, and by whoever may see a recipe that
    // keeps it (?recipe=<id>: public, shared with them, or their own copy); to anyone else it does not
    // exist. A link cannot send a token, so the app asks with ?redirect=false for the short-lived
    // address ({ url }) and opens that; without it the answer is a 302 to the same address.
    readRecipeFile: async ({ caller, params, query }) => {
      const ownerId = params.ownerId ?? '';
      const file = params.file ?? '';
      const key = recipeFileKey(ownerId, file);
      if (!key || !(await mayReadRecipeFile(caller, ownerId, file, query.recipe))) throw fileNotFound();
      if (!(await recipeFileExists(storage, key))) throw fileNotFound();
      const url = await signRecipeFileDownload(storage, key);
      return signedAddress(url, RECIPE_FILE_URL_EXPIRY_SECONDS, query.redirect);
    },
    signCookPhotoUpload: async ({ caller, body }) =>
      json(201, await signCookPhotoUpload(storage, caller.userId, body, new Date())),
    // Checked at every ask: the entry is read from the caller's household as it is now (the session
    // record this request read), and must keep this very photo; anyone else is told it does not exist.
    readCookPhoto: async ({ caller, params, query }) => {
      const key = cookPhotoKey(params.ownerId ?? '', params.file ?? '');
      const entry = key ? await cookLog.get(caller.householdId, query.on, query.entry) : null;
      if (!key || entry?.photo !== key) throw fileNotFound();
      if (!(await recipeFileExists(storage, key))) throw fileNotFound();
      const url = await signCookPhotoDownload(storage, key);
      return signedAddress(url, COOK_PHOTO_LINK_SECONDS, query.redirect);
    },
  }),
);
