// What Hearth knows of one language's ingredient lines (issue 37): the words around an amount (units, number
// words, the "de"/"di"/"z" that joins a unit to its food, notes such as "al gusto") and the names of foods,
// each mapped to the finder's English food key (food-keys.ts), so "Zucker", "azúcar" and "砂糖" are all
// "sugar". Each language is one file beside this one; words.ts and foods.ts gather them. The allergen
// classifier may read the same tables later.
import {
  INTERFACE_LANGUAGES,
  type InterfaceLanguage,
  isInterfaceLanguage,
} from '../../../contracts/languages.js';

/** Hearth reads ingredient lines in every language its interface speaks: one list (contracts/languages.ts). */
export const INGREDIENT_LANGUAGES = INTERFACE_LANGUAGES;

export type IngredientLanguage = InterfaceLanguage;

export const isIngredientLanguage: (value: unknown) => value is IngredientLanguage = isInterfaceLanguage;

/** One unit as a language writes it: the unit model's id (units.ts) and its spellings. */
export interface UnitWords {
  /** The unit's id in units.ts ("tbsp", "cup", "g", "clove", "pinch"). */
  readonly unit: string;
  /** Singular/plural pairs, so a scaled amount keeps agreement ("1 cucharada" -> "2 cucharadas"). */
  readonly forms?: readonly (readonly [singular: string, plural: string])[];
  /** Other spellings and abbreviations ("cda", "c. à s.", "EL"). */
  readonly aliases?: readonly string[];
  /** Spellings that mean a count by themselves (Arabic duals: "ملعقتان كبيرتان" is two tablespoons). */
  readonly counted?: Readonly<Record<string, number>>;
}

export interface LanguageWords {
  readonly language: IngredientLanguage;
  readonly units: readonly UnitWords[];
  /** Words that count the food itself and are no unit ("adet", "Stück", "個", "حبة"). */
  readonly counters?: readonly string[];
  /** Spelled-out amounts ("una", "anderthalb", "pół", "yarım", "חצי"). */
  readonly numbers: Readonly<Record<string, number>>;
  /** Joins a whole number to a fraction: "1 y 1/2", "1 e ½", "1と1/2". */
  readonly mixedJoiners?: readonly string[];
  /** A half after a whole number or a unit: "1 buçuk", "כוס וחצי", "كوب ونصف". */
  readonly halfAfter?: readonly string[];
  /** Words between a unit and its food ("de", "d'", "di", "z", "من"). */
  readonly connectors: readonly string[];
  /** Words that put the food after them, as "juice of" does ("el zumo de", "le jus d'", "sok z"). */
  readonly partOf?: readonly string[];
  /** Notes a line ends with ("al gusto", "q.b.", "do smaku"). */
  readonly notes?: readonly string[];
  /** Words that join two foods ("y", "und", "ve"): the line's first food is its food. */
  readonly and: readonly string[];
  /** Scaled amounts are written with a decimal comma ("1,5 kg"). */
  readonly decimalComma: boolean;
  /** Scaled fractions are written as glyphs ("½ cucharada") rather than "1/2". */
  readonly fractionGlyphs: boolean;
}

/** Food names of one language: the finder's English key, then its names ("|" between names). */
export type FoodNames = Readonly<Record<string, string>>;
