// What a format reader hands back: the recipes it found (still drafts), the web addresses, and the
// items it could not read, each with its reason in plain words.
import type { ItemFailure, RecipeDraft } from '../item.js';

export interface FoundDraft {
  origin: string;
  draft: RecipeDraft;
}

export interface FoundLink {
  origin: string;
  url: string;
}

export interface FormatRead {
  drafts: FoundDraft[];
  links: FoundLink[];
  failures: ItemFailure[];
}

export const emptyRead = (): FormatRead => ({ drafts: [], links: [], failures: [] });

/** Adds the drafts of one file's recipes, each named by the file: "Soups.html (recipe 2)" when it holds several. */
export function addFileDrafts<T>(
  read: FormatRead,
  origin: string,
  recipes: readonly T[],
  draftOf: (recipe: T) => RecipeDraft,
): void {
  recipes.forEach((recipe, index) => {
    read.drafts.push({
      origin: recipes.length > 1 ? `${origin} (recipe ${index + 1})` : origin,
      draft: draftOf(recipe),
    });
  });
}

/** The last part of an entry's path ("Soups/Leek soup.paprikarecipe" → "Leek soup.paprikarecipe"). */
export const baseName = (name: string): string => name.slice(name.lastIndexOf('/') + 1);

/** The folder of an entry's path, with its trailing slash ("" at the top). */
export const folderOf = (name: string): string => name.slice(0, name.lastIndexOf('/') + 1);

/** An amount as a cook writes it: 0.5 → "1/2", 1.25 → "1 1/4", 2 → "2". */
export function amountText(value: unknown): string {
  const n =
    typeof value === 'string' ? Number.parseFloat(value) : typeof value === 'number' ? value : Number.NaN;
  if (!Number.isFinite(n) || n <= 0) return '';
  const whole = Math.floor(n);
  const part = n - whole;
  const fractions: [number, string][] = [
    [1 / 4, '1/4'],
    [1 / 3, '1/3'],
    [1 / 2, '1/2'],
    [2 / 3, '2/3'],
    [3 / 4, '3/4'],
    [1 / 8, '1/8'],
  ];
  if (part < 0.01) return String(whole);
  const fraction = fractions.find(([f]) => Math.abs(f - part) < 0.01)?.[1];
  if (fraction) return whole > 0 ? `${whole} ${fraction}` : fraction;
  return String(Math.round(n * 100) / 100);
}

/** A section heading line: "Sauce" → "Sauce:" (the recipe form's way of marking a section). */
export const headingLine = (name: string): string => (/[:.!?]$/.test(name) ? name : `${name}:`);
