// What each API area's Lambda may do to the table and the media bucket: exactly what its code sends
// (test/infra/iam-cross-check.test.ts reads the SDK commands out of each bundle and compares), and
// media only under the prefixes of contracts/media-keys.ts the area works with.
import {
  claimableMediaPrefixes,
  MEDIA_PREFIXES,
  type MediaPrefix,
  userMediaPrefixes,
} from '../../../lambdas/src/contracts/media-keys.js';
import { globalIndexes } from '../../../lambdas/src/data/table.js';
import type { Area } from '../../../lambdas/src/routes.js';
import type { TableAccess, TableAction } from '../constructs/hearth-function.js';

const allIndexes = globalIndexes.map((index) => index.name);
const reads: TableAction[] = ['GetItem', 'BatchGetItem', 'Query'];
const writes: TableAction[] = ['PutItem', 'UpdateItem', 'DeleteItem'];
/**
 * A recipe's create holds what it was judged on (issue 32): a condition check on its owner's session
 * record inside the write's transaction. Every area that bundles the recipe writes sends it.
 */
const holdsJudgement: TableAction = 'ConditionCheckItem';
const everyItemAction: TableAction[] = [...reads, ...writes, 'BatchWriteItem', holdsJudgement];
/** Areas whose code writes no batches (BatchWriteItem is not in their bundle). */
const noBatchWrites: TableAction[] = [...reads, ...writes];

export const areaTableAccess: Record<Area, TableAccess> = {
  // Sign out everywhere and a move end what sessions made (issue 32): invitations, links, sockets.
  account: { actions: ['GetItem', 'Query', ...writes, 'BatchWriteItem', holdsJudgement], indexes: ['gsi1'] },
  recipes: { actions: everyItemAction, indexes: allIndexes },
  social: { actions: everyItemAction, indexes: allIndexes },
  sharing: { actions: everyItemAction, indexes: allIndexes },
  households: { actions: everyItemAction, indexes: ['gsi1'] },
  shopping: { actions: everyItemAction, indexes: allIndexes },
  planning: { actions: everyItemAction, indexes: allIndexes },
  finder: { actions: everyItemAction, indexes: allIndexes },
  videos: { actions: [...reads, ...writes, 'BatchWriteItem'], indexes: ['gsi1', 'gsi2', 'gsi3'] },
  media: { actions: everyItemAction, indexes: allIndexes },
  cookbooks: { actions: [...reads, holdsJudgement], indexes: allIndexes },
  billing: { actions: noBatchWrites, indexes: ['gsi1'] },
  admin: { actions: noBatchWrites, indexes: ['gsi1'] },
  // Deletion removes recipes by their owner index and never reads the household feed (gsi4).
  deletion: { actions: everyItemAction, indexes: ['gsi1', 'gsi2', 'gsi3'] },
  extraction: { actions: noBatchWrites, indexes: ['gsi1'] },
};

export interface MediaAccess {
  prefixes: readonly MediaPrefix[];
  actions: string[];
}

/** Areas absent here get no media bucket at all. */
export const areaMediaAccess: Partial<Record<Area, MediaAccess>> = {
  // Signs uploads of recipe images, import files and cook-log photos (a presigned POST carrying the
  // pending tag) and the short-lived links that serve them.
  media: {
    prefixes: [...claimableMediaPrefixes, MEDIA_PREFIXES.cookPhotos],
    actions: ['s3:GetObject', 's3:PutObject', 's3:PutObjectTagging'],
  },
  // Writes printable cookbooks and the links to them (and reads the recipes' photos to draw them).
  cookbooks: {
    prefixes: [MEDIA_PREFIXES.cookbooks, MEDIA_PREFIXES.recipeImages],
    actions: ['s3:GetObject', 's3:PutObject'],
  },
  // Claims uploads (untags them: a recipe's image and file, a cook-log entry's photo, checked there
  // first) and copies a saved recipe's image and file.
  recipes: {
    prefixes: [...claimableMediaPrefixes, MEDIA_PREFIXES.cookPhotos],
    actions: ['s3:GetObject', 's3:PutObject', 's3:PutObjectTagging'],
  },
  // Multipart uploads, playback links, Save to My Videos, the trash tag, deleting for good.
  videos: {
    prefixes: [MEDIA_PREFIXES.videos],
    actions: [
      's3:GetObject',
      's3:PutObject',
      's3:DeleteObject',
      's3:PutObjectTagging',
      's3:AbortMultipartUpload',
    ],
  },
  // Collection import: signs the upload of the file (a large one in parts, whose upload it completes
  // or gives up), checks it arrived, writes a retry's manifest.
  // Export everything: signs the download link of the finished zip.
  extraction: {
    prefixes: [MEDIA_PREFIXES.collectionImports, MEDIA_PREFIXES.exports],
    actions: ['s3:GetObject', 's3:PutObject', 's3:AbortMultipartUpload'],
  },
  // A move (households) and a sign-out everywhere (account) delete the files behind links the person
  // was handed (and s3:ListBucket, in the API stack).
  account: { prefixes: [MEDIA_PREFIXES.exports, MEDIA_PREFIXES.cookbooks], actions: ['s3:DeleteObject'] },
  households: { prefixes: [MEDIA_PREFIXES.exports, MEDIA_PREFIXES.cookbooks], actions: ['s3:DeleteObject'] },
  // Account deletion lists and deletes the user's files under every prefix (and s3:ListBucket, below).
  deletion: { prefixes: userMediaPrefixes, actions: ['s3:DeleteObject'] },
};

/**
 * Packages an area loads on first use, shipped in its asset's node_modules rather than its bundle:
 * the cookbook's PDF library (~420 KB minified) would be most of its bundle and all of its module load.
 */
export const areaPackagesBeside: Partial<Record<Area, string[]>> = {
  cookbooks: ['pdf-lib'],
};
