// The media bucket's key layout, read by the code that writes and serves the files and by the CDK that
// grants access to them, expires them and lets CloudFront serve them. Pure: no SDK, no config.
//   recipe-images/<uid>/<timestamp>-<random>.<ext>   recipe photos (public through CloudFront)
//   recipe-files/<uid>/<random>.<jpg|png|pdf>        photos and PDFs uploaded for import
//   videos/<uid>/<uploadId>/video, …/poster.jpg      uploaded video tutorials and their posters
//   imports/<uid>/<jobId>/…                          a collection import's file, items and manifest
//   exports/<uid>/<jobId>/hearth-export-<date>.zip   an "Export everything" zip (kept a day or two)
//   cookbooks/<uid>/<id>.pdf                         a printable cookbook, kept a day
//   cook-photos/<uid>/<timestamp>-<random>.<ext>     a photo on a cook-log entry (issue 39; private to
//                                                    the entry's household, served through the API)
// Uploads no recipe has claimed carry the pending tag; trashed videos' files carry the trash tag.

export const MEDIA_PREFIXES = {
  recipeImages: 'recipe-images',
  recipeFiles: 'recipe-files',
  videos: 'videos',
  collectionImports: 'imports',
  exports: 'exports',
  cookbooks: 'cookbooks',
  cookPhotos: 'cook-photos',
} as const;

export type MediaPrefix = (typeof MEDIA_PREFIXES)[keyof typeof MEDIA_PREFIXES];

/** Every prefix a user's files live under (account deletion, the API's grants). */
export const userMediaPrefixes: readonly MediaPrefix[] = [
  MEDIA_PREFIXES.recipeImages,
  MEDIA_PREFIXES.recipeFiles,
  MEDIA_PREFIXES.videos,
  MEDIA_PREFIXES.collectionImports,
  MEDIA_PREFIXES.exports,
  MEDIA_PREFIXES.cookbooks,
  MEDIA_PREFIXES.cookPhotos,
];

/**
 * The prefixes CloudFront may serve. recipe-files (uploaded PDFs and photos kept with a recipe) and
 * videos (private unless their owner shares them) are left out: the API hands out short-lived signed
 * links to those, only to people allowed to see them.
 */
export const cdnMediaPrefixes: readonly MediaPrefix[] = [MEDIA_PREFIXES.recipeImages];

/** The prefixes whose uploads are tagged pending until a recipe claims them. */
export const claimableMediaPrefixes: readonly MediaPrefix[] = [
  MEDIA_PREFIXES.recipeImages,
  MEDIA_PREFIXES.recipeFiles,
];

/** `<prefix>/` : every key under a prefix (lifecycle rules, S3 list). */
export const underPrefix = (prefix: MediaPrefix) => `${prefix}/`;

/** `<prefix>/<uid>/` : one user's files under a prefix. */
export const userMediaPrefix = (prefix: MediaPrefix, userId: string) => `${prefix}/${userId}/`;

export const recipeImageKeyOf = (userId: string, file: string) =>
  `${userMediaPrefix(MEDIA_PREFIXES.recipeImages, userId)}${file}`;
export const recipeFileKeyOf = (userId: string, file: string) =>
  `${userMediaPrefix(MEDIA_PREFIXES.recipeFiles, userId)}${file}`;
export const videoFileKey = (userId: string, uploadId: string) =>
  `${userMediaPrefix(MEDIA_PREFIXES.videos, userId)}${uploadId}/video`;
export const videoPosterKey = (userId: string, uploadId: string) =>
  `${userMediaPrefix(MEDIA_PREFIXES.videos, userId)}${uploadId}/poster.jpg`;

/** A collection import's files: the upload ('upload'), each item ('items/<key>.json'), the manifest. */
export const collectionImportKeyOf = (userId: string, jobId: string, file: string) =>
  `${userMediaPrefix(MEDIA_PREFIXES.collectionImports, userId)}${jobId}/${file}`;

/** An "Export everything" zip: one per job, named after the day it was made. */
export const exportKeyOf = (userId: string, jobId: string, fileName: string) =>
  `${userMediaPrefix(MEDIA_PREFIXES.exports, userId)}${jobId}/${fileName}`;
/** A printable cookbook's PDF (the lifecycle rule removes it after a day). */
export const cookbookKeyOf = (userId: string, id: string) =>
  `${userMediaPrefix(MEDIA_PREFIXES.cookbooks, userId)}${id}.pdf`;

/** A photo on a cook-log entry, by the cook who uploaded it. */
export const cookPhotoKeyOf = (userId: string, file: string) =>
  `${userMediaPrefix(MEDIA_PREFIXES.cookPhotos, userId)}${file}`;

/** A cook-log photo's key as its upload names it: cook-photos/<uid>/<timestamp>-<128 random bits>.<ext>. */
export const cookPhotoKeyPattern = new RegExp(
  `^${MEDIA_PREFIXES.cookPhotos}/([\\w-]{1,128})/(\\d{13}-[a-f0-9]{32}\\.(?:jpg|png|webp))$`,
);

/** The app address a stored recipe image or import file is served at. */
export const mediaPath = (key: string) => `/api/media/${key}`;

/**
 * The address of a recipe image: recipe-images/<uid>/<timestamp>-<128 random bits>.<ext> (older
 * images were named by timestamp only and stay readable). CloudFront serves exactly these addresses
 * from the bucket (its viewer-request function, web-stack.ts) and so does the local server; group 1
 * is the object key. Nothing else under /api/media is served without the API.
 */
export const recipeImagePathPattern = new RegExp(
  `^/api/media/(${MEDIA_PREFIXES.recipeImages}/[\\w-]{1,128}/\\d{13}(?:-[a-f0-9]{32})?\\.(?:jpg|png|webp))$`,
);

/** The key of the recipe image an address path names, or null when it names none. */
export function recipeImageKeyOfPath(path: string): string | null {
  return recipeImagePathPattern.exec(path)?.[1] ?? null;
}

/** The tag every presigned upload carries until a recipe claims the file. */
export const PENDING_UPLOAD_TAG = { Key: 'hearth-upload', Value: 'pending' } as const;
/** Days an unclaimed upload is kept (the lifecycle rule and the local sweep). */
export const PENDING_UPLOAD_DAYS = 1;
/** The tag the bucket's lifecycle rule expires: files of trashed videos. */
export const TRASH_TAG = { Key: 'hearth-trash', Value: 'true' } as const;
