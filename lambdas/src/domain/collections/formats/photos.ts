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
