// What making a printable cookbook needs from outside: a PDF renderer (pdf-lib, pure JavaScript, in
// adapters/pdf) and the media bucket (the recipes' photos, the finished PDF, its download link).
import type { FileStorage } from '../media/ports.js';

export type CookbookStorage = Pick<FileStorage, 'read' | 'put' | 'signDownload'>;

export interface CookbookPhoto {
  contentType: 'image/jpeg' | 'image/png';
  bytes: Uint8Array;
}

/** One recipe as its page prints it. Lines ending in ":" head a section, as in the recipe form. */
export interface CookbookRecipe {
  title: string;
  description: string | null;
  /** "Serves 4 · Prep 15 min · Cook 1 h 10 min", or empty. */
  facts: string;
  ingredients: string[];
  steps: string[];
  notes: string | null;
  sourceUrl: string | null;
  photo: CookbookPhoto | null;
}

export interface CookbookContent {
  title: string;
  /** Under the title on the cover ("24 recipes · November 2026"). */
  subtitle: string;
  recipes: CookbookRecipe[];
}

export interface RenderedCookbook {
  bytes: Uint8Array;
  pageCount: number;
  /** The table of contents as printed: each recipe's title and the page it starts on. */
  contents: { title: string; page: number }[];
}

export interface CookbookRenderer {
  render(content: CookbookContent): Promise<RenderedCookbook>;
}
