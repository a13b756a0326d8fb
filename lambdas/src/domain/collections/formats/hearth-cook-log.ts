// Hearth's own export keeps the household's cook log (cook-log.json, issue 39). Read back, each entry
// names the recipe file it was cooked from, so the import logs it against the recipe made from that
// file (finishImport, cooked-back.ts), with its photo from the zip's cook-photos/. Entries that do not
// read as "We cooked this" reads them are left out; at most MAX_IMPORTED_COOKS.
import { logCookRequest } from '../../../contracts/cook-log.js';
import { MAX_RECIPE_IMAGE_BYTES } from '../../../contracts/media.js';
import type { ArchiveEntry } from '../archive.js';
import { baseName } from './read.js';

export const MAX_IMPORTED_COOKS = 10_000;

export interface ImportedCook {
  /** The entry's id in the exporting household, so an import run twice logs it once. */
  id: string;
  /** The recipe file it was cooked from, by its name in the archive (recipes/<name>.json → <name>.json). */
  file: string;
  cookedOn: string;
  cookName: string;
  servings: number | null;
  rating: number | null;
  note: string | null;
  /** The meal's photo, from the zip's cook-photos/ (the export names it as photoFile), and what it shows. */
  photo?: { bytes: Uint8Array; extension: CookPhotoExtension; alt: string | null } | null;
}

export type CookPhotoExtension = 'jpg' | 'png' | 'webp';

/** A photo the export wrote beside the log: cook-photos/<entry>.<jpg|png|webp>, up to 5 MB. */
function photoOf(entries: readonly ArchiveEntry[], named: unknown, alt: unknown): ImportedCook['photo'] {
  if (typeof named !== 'string') return null;
  const extension = /^cook-photos\/[\w-]{1,128}\.(jpg|png|webp)$/.exec(named)?.[1] as
    | CookPhotoExtension
    | undefined;
  if (!extension) return null;
  const entry = entries.find((candidate) => candidate.name === named || candidate.name.endsWith(`/${named}`));
  if (!entry || entry.bytes.length === 0 || entry.bytes.length > MAX_RECIPE_IMAGE_BYTES) return null;
  return { bytes: entry.bytes, extension, alt: typeof alt === 'string' && alt.trim() ? alt.trim() : null };
}

/** cook-log.json at the archive's root, or in the one folder the zip was made of. */
const isCookLog = (name: string) => baseName(name) === 'cook-log.json' && name.split('/').length <= 2;

export function readHearthCookLog(entries: readonly ArchiveEntry[]): ImportedCook[] {
  const entry = entries.find((candidate) => isCookLog(candidate.name));
  if (!entry) return [];
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(entry.bytes));
  } catch {
    return [];
  }
  const cooked = (json as { cooked?: unknown }).cooked;
  if (!Array.isArray(cooked)) return [];
  const cooks: ImportedCook[] = [];
  for (const item of cooked.slice(0, MAX_IMPORTED_COOKS)) {
    const { id, file, photoFile, photoAlt } = (item ?? {}) as {
      id?: unknown;
      file?: unknown;
      photoFile?: unknown;
      photoAlt?: unknown;
    };
    if (typeof id !== 'string' || typeof file !== 'string' || !file.endsWith('.json')) continue;
    const read = logCookRequest.safeParse(item);
    if (!read.success) continue;
    // The export's photo key belonged to the exporting cook: the photo itself comes from the zip.
    const { photo: _photo, photoAlt: _photoAlt, ...cook } = read.data;
    cooks.push({ id, file: baseName(file), ...cook, photo: photoOf(entries, photoFile, photoAlt) });
  }
  return cooks;
}
