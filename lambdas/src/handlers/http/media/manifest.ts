// Media area routes: presigned uploads (recipe images, import files) and the address of an imported
// recipe's original file. Recipe images (/api/media/recipe-images/…) are no route: CloudFront serves
// them straight from the bucket (web-stack.ts), the local server from s3rver.
import { recipeFileUploadRequest } from '../../../contracts/extraction.js';
import {
  cookPhotoQuery,
  cookPhotoUploadRequest,
  recipeImageUploadRequest,
} from '../../../contracts/media.js';
import { defineManifest } from '../../../shared/route-manifest.js';

export const mediaManifest = defineManifest({
  signRecipeImageUpload: {
    method: 'POST',
    path: '/api/uploads/recipe-image',
    auth: 'user',
    body: recipeImageUploadRequest,
    doc: 'A presigned upload of a recipe picture',
    budget: { requests: 0 },
  },
  // Recipe import: photos and PDFs are uploaded by presigned POST, then extracted by key.
  signRecipeFileUpload: {
    method: 'POST',
    path: '/api/uploads/recipe-file',
    auth: 'user',
    body: recipeFileUploadRequest,
    doc: 'A presigned upload of a photo or PDF to import (a paid feature)',
    budget: { requests: 1 },
  },
  readRecipeFile: {
    method: 'GET',
    path: '/api/media/recipe-files/{ownerId}/{file}',
    auth: 'user',
    doc: "An imported recipe's original file, for its owner or whoever may see a recipe that keeps it",
    budget: { requests: 0 },
  },
  // Issue 39: a photo on a cook-log entry, private to the entry's household.
  signCookPhotoUpload: {
    method: 'POST',
    path: '/api/uploads/cook-photo',
    auth: 'user',
    body: cookPhotoUploadRequest,
    doc: 'A presigned upload of a photo for a cook-log entry',
    budget: { requests: 0 },
  },
  readCookPhoto: {
    method: 'GET',
    path: '/api/media/cook-photos/{ownerId}/{file}',
    auth: 'user',
    query: cookPhotoQuery,
    doc: "A cook-log entry's photo, for the household whose entry keeps it (a 5-minute link)",
    // the entry, by its key in the caller's household
    budget: { requests: 1 },
  },
});
