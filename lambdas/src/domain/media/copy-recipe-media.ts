// Saving someone's recipe copies its stored files, its image and its kept PDF, into the saver's own
// space (server-side S3 copies), so a copy keeps them when the original, or its owner's account, is
// deleted, and the original's files stay reachable only through the original. An address from
// elsewhere (an imported page's picture, a PDF link on the web) is kept as it is.
import { randomBytes } from 'node:crypto';
import { recipeImageKeyOf } from '../../contracts/media-keys.js';
import { recipeFilePath, recipeFilePrefix } from '../import/recipe-files.js';
import type { FileStorage } from './ports.js';
import { newRecipeImageFile, recipeImagePath } from './recipe-images.js';
import { isMediaAddress, mediaFileOf } from './recipe-media.js';

export interface MediaCopier {
  /** The copy's address under `toUserId`; the address itself when not ours; null when it cannot be copied. */
  copy(address: string, toUserId: string): Promise<string | null>;
}

export function recipeMediaCopier(storage: Pick<FileStorage, 'copy'>, clock: () => Date): MediaCopier {
  return {
    async copy(address, toUserId) {
      if (!isMediaAddress(address)) return address;
      const file = mediaFileOf(address);
      // A malformed address into our media names nothing that may be copied.
      if (!file) return null;
      const extension = file.key.slice(file.key.lastIndexOf('.') + 1);
      const target =
        file.kind === 'image'
          ? recipeImageKeyOf(toUserId, newRecipeImageFile(clock(), extension))
          : `${recipeFilePrefix(toUserId)}${randomBytes(16).toString('hex')}.${extension}`;
      // The copy belongs to a recipe from the start: it never carries the pending-upload tag. When the
      // original's file is already gone, the copy simply has none.
      if ((await storage.copy(file.key, target)) === 'missing') return null;
      return file.kind === 'image' ? recipeImagePath(target) : recipeFilePath(target);
    },
  };
}
