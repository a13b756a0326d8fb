// What Hearth knows of one language's ingredient lines (issue 37): the words around an amount (units, number
// words, the "de"/"di"/"z" that joins a unit to its food, notes such as "al gusto") and the names of foods,
// each mapped to the finder's English food key (food-keys.ts), so "Zucker", "azúcar" and "砂糖" are all
// "sugar". They are data, two tables beside this file keyed by language: words.json (read by words.ts) and
// foods.json (read by foods.ts), data files a Lambda reads beside its bundle and Vite inlines into the web
// app (language-tables.ts), so both read the same tables and a bundle takes only the one it uses. The allergen
// classifier reads the food names too. The lines each language's entries read:
// - en: its units, number words and food names are the parser's own (units.ts, parse-quantity.ts,
//   food-keys.ts); words.json only says how English writes scaled amounts, beside the other languages.
// - es: "2 cucharadas de azúcar", "una pizca de sal", "1 cdta de sal".
// - fr: "2 c. à s. de sucre", "une pincée de sel", "3 cuillères à soupe d'huile d'olive".
// - de: "2 EL Zucker", "1 Prise Salz", "anderthalb Tassen Mehl", "1 Pck. Vanillezucker". German joins words
//   into one ("Knoblauchzehen", "Hähnchenbrustfilet"): a food name also matches as the start or the end of
//   a longer word (foods.ts).
// - it: "2 cucchiai di zucchero", "un pizzico di sale", "Sale e pepe q.b.".
// - pt-BR: "2 colheres de sopa de açúcar", "1 xícara (chá) de leite", "a gosto".
// - nl: "2 el suiker", "een snufje zout", "2 teentjes knoflook", "anderhalve kopje melk". Dutch joins words
//   into one ("rundergehakt", "groentebouillon"): a food name also matches as the start or the end of a
//   longer word (foods.ts).
// - pl: "2 łyżki cukru", "pół szklanki mleka", "szczypta soli", "25 dag mąki". The food after a unit is in
//   the genitive ("cukier" -> "cukru", "mąka" -> "mąki"): the names list the forms a recipe writes, and a
//   word may carry up to three more letters of ending (foods.ts).
// - tr: "2 yemek kaşığı şeker", "1 su bardağı un", "yarım çay kaşığı karbonat", "1 buçuk su bardağı". A noun
//   after a number stays singular; a food may carry a case ending ("limonun", "yumurtanın"), read as up to
//   three more letters (foods.ts).
// - ja: the food first and the amount after it, often unit before number: "砂糖 大さじ2", "醤油 大さじ1と1/2",
//   "卵 2個", "塩 少々". Counters (個, 本, 枚) count the food itself. Words are not separated by spaces: a
//   food name is found anywhere in the food part (foods.ts).
// - ar: "2 ملعقة كبيرة سكر", "٢ كوب دقيق" (Arabic-Indic digits), "نصف كوب حليب", "ملعقتان كبيرتان زيت زيتون"
//   (a dual is two), "رشة ملح" (a unit alone is one). Foods may carry the article "ال", a joined "و" (and)
//   and endings ("ليمونة", "بيضات"), read by foods.ts.
// - he: "2 כפות סוכר", "כף סוכר" (a unit alone is one), "חצי כוס חלב", "כוס וחצי אורז", "200 מ״ל חלב".
//   Foods may carry a joined "ו" (and) or "ה" (the), read by foods.ts.
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

/**
 * A language's words as the type checker reads words.json: JSON has no pairs and no literal types, and the
 * checker gives each unit the spellings other units count as absent ones. The file is held to this shape
 * when it is compiled, and to LanguageWords (the pairs, the language) by words.test.ts.
 */
export interface LanguageWordsInFile extends Omit<LanguageWords, 'language' | 'units'> {
  readonly language: string;
  readonly units: readonly (Omit<UnitWords, 'forms' | 'counted'> & {
    readonly forms?: readonly (readonly string[])[];
    readonly counted?: Readonly<Record<string, number | undefined>>;
  })[];
}
