import type { DoubtfulWord, LineReading } from '../../contracts/extraction.js';
import type { InterfaceLanguage } from '../../contracts/languages.js';

export type { DoubtfulWord, LineReading };

/**
 * A recipe read from a web page (SPEC section 3, "Extracted recipe"). Times are whole minutes;
 * null means the page did not say. `instructions` holds one step per line; a line ending in ":"
 * ("For the sauce:") names the section the following steps belong to, which is how the recipe
 * form (one step per line) keeps sections without a separate structure.
 */
export interface ExtractedRecipe {
  title: string | null;
  description: string | null;
  ingredients: string[];
  instructions: string[];
  sourceUrl: string;
  imageUrl: string | null;
  videoUrl: string | null;
  prepTime: number | null;
  cookTime: number | null;
  totalTime: number | null;
  /** People or portions served, only when the yield says so (or is a bare number). */
  servings: number | null;
  /** The yield as written: "4 servings", "12 cookies", "Serves 4-6". */
  yields: string | null;
  /** Seeded category ids from CATEGORY_TREE (contracts/category-tree.ts). */
  suggestedCategories: string[];
  /**
   * Set when the reader found no ingredient list (or no steps) it could trust: the lists hold the
   * page's main text, for the cook to sort out before saving.
   */
  partial?: boolean;
  /** Words a photo's reader was unsure of, for the review screen to highlight (photos and scans). */
  doubtful?: DoubtfulWord[];
  /** Each ingredient and step of a photo or scan as the reader read it, and how sure it was. */
  readings?: LineReading[];
  /**
   * The language the recipe is written in, when the import knows it (issue 37): the page's declared
   * language, or the one the photo's reader chose. Absent: detected from the ingredients at save time.
   */
  language?: InterfaceLanguage;
}

/** Where a recipe was read from; structured data is trusted over the heuristic reading. */
export type RecipeSource = 'json-ld' | 'microdata' | 'heuristic';
