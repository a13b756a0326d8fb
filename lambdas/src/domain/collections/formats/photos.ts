// Photos that sit beside a recipe in an archive (Mealie's images/original.webp, Tandoor's image.jpg,
// Hearth's own photos/…): found by path, believed only by their bytes (photo.ts).
import type { ArchiveEntry } from '../archive.js';
import type { RecipeDraft } from '../item.js';
import { checkPhoto } from '../photo.js';

/** The first of `paths` present in the archive, checked; the draft's photo and warnings from it. */
export function photoFrom(
  byName: ReadonlyMap<string, ArchiveEntry>,
  paths: readonly string[],
): Pick<RecipeDraft, 'photo' | 'warnings'> {
  const entry = paths.map((path) => byName.get(path)).find((e) => e !== undefined);
  if (!entry) return { photo: null, warnings: [] };
  const checked = checkPhoto(entry.bytes, entry.name);
  return 'photo' in checked
    ? { photo: checked.photo, warnings: [] }
    : { photo: null, warnings: [checked.warning] };
}

export const IMAGE_EXTENSIONS = ['webp', 'jpg', 'jpeg', 'png'] as const;

/** "images/original" → images/original.webp, .jpg, .jpeg, .png. */
export const withImageExtensions = (stem: string): string[] =>
  IMAGE_EXTENSIONS.map((ext) => `${stem}.${ext}`);

/**
 * The photo an HTML page names by `src` (relative to the page's folder, percent-encoded or not),
 * or a warning when the archive does not hold it. Only names inside the archive are looked up.
 */
export function photoAtSource(
  byName: ReadonlyMap<string, ArchiveEntry>,
  pageFolder: string,
  src: string | null,
): Pick<RecipeDraft, 'photo' | 'warnings'> {
  if (!src || /^(https?:|data:)/i.test(src)) return { photo: null, warnings: [] };
  let path = src.replace(/\\/g, '/').split(/[?#]/)[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    // A name with a stray "%" is looked up as written.
  }
  const found = [resolvedPath(pageFolder, path), resolvedPath('', path)].find(
    (name): name is string => name !== null && byName.has(name),
  );
  if (!found)
    return {
      photo: null,
      warnings: [`The photo ${path.slice(0, 120)} is not in the archive, so it was left out`],
    };
  return photoFrom(byName, [found]);
}

/** `path` read from `folder`, "." and ".." resolved; null when it climbs above the archive. */
function resolvedPath(folder: string, path: string): string | null {
  const parts: string[] = [];
  for (const part of `${path.startsWith('/') ? '' : folder}${path}`.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.pop() === undefined) return null;
    } else parts.push(part);
  }
  return parts.join('/');
}
