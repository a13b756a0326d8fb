// Hearth's own export keeps the household's cook log (cook-log.json, issue 39). Read back, each entry
// names the recipe file it was cooked from, so the import logs it against the recipe made from that
// file (finishImport, cooked-back.ts). Entries that do not read as "We cooked this" reads them are left
// out; at most MAX_IMPORTED_COOKS.
import { logCookRequest } from '../../../contracts/cook-log.js';
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
    const { id, file } = (item ?? {}) as { id?: unknown; file?: unknown };
    if (typeof id !== 'string' || typeof file !== 'string' || !file.endsWith('.json')) continue;
    const read = logCookRequest.safeParse(item);
    if (!read.success) continue;
    // A meal's photo stays in the zip (cook-photos/): an entry logged back names none.
    const { photo: _photo, photoAlt: _photoAlt, ...cook } = read.data;
    cooks.push({ id, file: baseName(file), ...cook });
  }
  return cooks;
}
