// Files stay with the people allowed to see them. A recipe may point into Hearth's media
// (/api/media/recipe-images/<uid>/…, /api/media/recipe-files/<uid>/…) only under its owner's own
// prefix; anyone else's key is refused, so a file is reached only through its owner's recipes. Every
// upload is tagged pending by its presigned POST; a recipe that keeps the file claims it (the tag is
// removed), and the bucket's lifecycle rule deletes what stayed pending for a day (locally, the
// sweep in infra/local/pending-uploads.ts does the same on start).
import {
  claimableMediaPrefixes,
  MEDIA_PREFIXES,
  PENDING_UPLOAD_DAYS,
  PENDING_UPLOAD_TAG,
} from '../../contracts/media-keys.js';
import { badRequest } from '../../shared/errors.js';
import type { FileStorage } from './ports.js';

export { PENDING_UPLOAD_DAYS, PENDING_UPLOAD_TAG };
/** The presigned POST's `tagging` field: S3 stores the object with the pending tag. */
export const PENDING_UPLOAD_TAGGING = `<Tagging><TagSet><Tag><Key>${PENDING_UPLOAD_TAG.Key}</Key><Value>${PENDING_UPLOAD_TAG.Value}</Value></Tag></TagSet></Tagging>`;

const MEDIA_PATH = new RegExp(`^/api/media/(${claimableMediaPrefixes.join('|')})/([^/?#]+)/([^/?#]+)$`);

export interface MediaFile {
  kind: 'image' | 'pdf';
  ownerId: string;
  key: string;
}

/** The path of an address: itself when relative, the path of an absolute http(s) one. */
function pathOf(address: string): string {
  if (address.startsWith('/')) return address;
  try {
    return new URL(address).pathname;
  } catch {
    return '';
  }
}

/** True when the address points into Hearth's media (relative, or absolute at any host). */
export const isMediaAddress = (address: string) => pathOf(address).startsWith('/api/media/');

/** The stored file an address names, or null when it names none (an outside link, a malformed path). */
export function mediaFileOf(address: string): MediaFile | null {
  const match = MEDIA_PATH.exec(pathOf(address));
  if (!match) return null;
  const [, prefix, ownerId, file] = match as unknown as [string, string, string, string];
  return {
    kind: prefix === MEDIA_PREFIXES.recipeFiles ? 'pdf' : 'image',
    ownerId,
    key: `${prefix}/${ownerId}/${file}`,
  };
}

export const OTHERS_IMAGE_MESSAGE = 'That image belongs to someone else. Please upload your own picture.';
export const OTHERS_PDF_MESSAGE = 'That PDF belongs to someone else. Please upload your own copy.';

/**
 * The keys of the owner's own stored files a recipe points at; refuses (400, nothing written) an
 * address into Hearth's media that is not under `ownerId`'s own prefix.
 */
export function ownMediaKeys(
  ownerId: string,
  recipe: { imageUrl: string | null; pdfUrl: string | null },
): string[] {
  const keys: string[] = [];
  for (const [address, message] of [
    [recipe.imageUrl, OTHERS_IMAGE_MESSAGE],
    [recipe.pdfUrl, OTHERS_PDF_MESSAGE],
  ] as const) {
    if (!address || !isMediaAddress(address)) continue;
    const file = mediaFileOf(address);
    if (!file || file.ownerId !== ownerId) throw badRequest(message);
    keys.push(file.key);
  }
  return keys;
}

/** Claims files for a recipe: removes their pending tag so the expiry leaves them alone. */
export interface MediaClaims {
  claim(keys: string[]): Promise<void>;
}

export function mediaClaims(storage: Pick<FileStorage, 'setTags'>): MediaClaims {
  return {
    async claim(keys) {
      // A file that is not there any more ('missing') has nothing to keep; the recipe keeps a dead link.
      await Promise.all([...new Set(keys)].map((key) => storage.setTags(key, [])));
    },
  };
}
