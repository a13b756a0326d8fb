// Hearth's own export keeps each recipe's history (versions/<name>.json, issue 39: every version with
// when it was saved, how it came to be and the whole recipe as it stood). Read back, each history names
// its recipe's file, so FinishImport gives the recipe made from that file the same history
// (history-back.ts). Only the whole states are read: the changes between them are worked out again,
// so a file edited by hand cannot make a history that does not add up. A history that does not read
// whole is left out (the recipe keeps the import's own first version); at most MAX_IMPORTED_HISTORIES.
import {
  VERSION_ORIGINS,
  type VersionOrigin,
  type VersionState,
  versionState,
} from '../../../contracts/recipe-versions.js';
import * as z from '../../../contracts/zod.js';
import type { ArchiveEntry } from '../archive.js';
import { baseName } from './read.js';

export const MAX_IMPORTED_HISTORIES = 5_000;
/** Most versions one imported history keeps (a recipe edited every day for 27 years). */
export const MAX_IMPORTED_VERSIONS = 10_000;

export interface ImportedVersion {
  at: string;
  origin: VersionOrigin;
  restoredFrom: number | null;
  state: VersionState;
}

export interface ImportedHistory {
  /** The recipe file it is the history of, by its name in the archive (recipes/<name>.json → <name>.json). */
  file: string;
  /** Oldest first, numbered from 1 in this order. */
  versions: ImportedVersion[];
}

const exportedVersion = z.object({
  version: z.number().check(z.int(), z.gte(1)),
  savedAt: z.string().check(z.minLength(1), z.maxLength(40)),
  origin: z.catch(z.enum(VERSION_ORIGINS), 'edited'),
  restoredFrom: z.nullish(z.number().check(z.int(), z.gte(1))),
  recipe: versionState,
});

/** A versions file: versions/<name>.json at the archive's root, or in the one folder the zip was made of. */
const isVersionsFile = (name: string) => {
  const parts = name.split('/');
  return parts.length <= 3 && parts.at(-2) === 'versions' && name.endsWith('.json');
};

function readHistory(entry: ArchiveEntry): ImportedHistory | null {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(entry.bytes));
  } catch {
    return null;
  }
  const { recipe, versions } = (json ?? {}) as { recipe?: unknown; versions?: unknown };
  if (typeof recipe !== 'string' || !recipe.endsWith('.json') || !Array.isArray(versions)) return null;
  if (versions.length === 0 || versions.length > MAX_IMPORTED_VERSIONS) return null;
  const read: ImportedVersion[] = [];
  for (const [index, version] of versions.entries()) {
    const parsed = exportedVersion.safeParse(version);
    // Every version, in order: a history with a gap or out of order is not the recipe's history.
    if (!parsed.success || parsed.data.version !== index + 1) return null;
    const restoredFrom = parsed.data.restoredFrom ?? null;
    read.push({
      at: parsed.data.savedAt,
      origin: parsed.data.origin,
      restoredFrom: restoredFrom !== null && restoredFrom <= index ? restoredFrom : null,
      state: parsed.data.recipe,
    });
  }
  return { file: baseName(recipe), versions: read };
}

export function readHearthVersions(entries: readonly ArchiveEntry[]): ImportedHistory[] {
  const histories: ImportedHistory[] = [];
  for (const entry of entries) {
    if (histories.length >= MAX_IMPORTED_HISTORIES) break;
    if (!isVersionsFile(entry.name)) continue;
    const history = readHistory(entry);
    if (history) histories.push(history);
  }
  return histories;
}
