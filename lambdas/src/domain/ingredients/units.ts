// The units an ingredient line may put right after its amount. Matching ignores case except "T" (tablespoon)
// versus "t" (teaspoon). Metric units scale to decimals ("0.75 kg", never "3/4 kg"); a container ("can", "jar")
// marks a size next to it ("14.5 oz") as the package's size, which never scales. Volumes and weights that
// convert carry their size in millilitres or grams, so a shopping list can add them up (measure.ts).

import { FirstLetterIndex } from './first-letter-index.js';
import { lowerInPlace } from './languages/fold.js';
import type { IngredientLanguage } from './languages/types.js';
import { foreignSpellingIndex } from './languages/words.js';

export type UnitKind = 'volume' | 'weight' | 'count' | 'container';

export interface UnitDefinition {
  /** Normalised short name, e.g. "tbsp", "cup", "g", "can". */
  readonly name: string;
  readonly kind: UnitKind;
  readonly metric: boolean;
  /** Spellings that are matched, besides the inflected forms. */
  readonly aliases: readonly string[];
  /** Singular/plural word pairs that follow the amount's number ("1 cup", "2 cups"). */
  readonly forms: readonly (readonly [singular: string, plural: string])[];
  /** Spellings whose case matters ("T" is a tablespoon, "t" a teaspoon). */
  readonly exactCase?: readonly string[];
  /** Millilitres (volume) or grams (weight) in one unit, when amounts in it add up; a pinch does not. */
  readonly base?: number;
  /** Offered for a summed amount even when no line used it ("cup", "g"), unlike "gallon" or "cl". */
  readonly standard: boolean;
}

export interface UnitMatch {
  readonly unit: UnitDefinition;
  readonly start: number;
  readonly end: number;
  /** The unit as written, without a trailing abbreviation dot. */
  readonly text: string;
  /** The language of a unit written in another language than English ("cucharadas": es). */
  readonly language?: IngredientLanguage;
  /** A spelling that is itself an amount (the Arabic dual "كوبان" is two cups), else absent. */
  readonly counted?: number;
}

const unit = (
  name: string,
  kind: UnitKind,
  forms: UnitDefinition['forms'],
  aliases: readonly string[] = [],
  extra: { metric?: boolean; exactCase?: readonly string[]; base?: number; standard?: boolean } = {},
): UnitDefinition => ({
  name,
  kind,
  forms,
  aliases,
  metric: extra.metric ?? false,
  exactCase: extra.exactCase,
  base: extra.base,
  standard: extra.standard ?? false,
});

const counted = (name: string, plural = `${name}s`, kind: UnitKind = 'count') =>
  unit(name, kind, [[name, plural]]);

export const UNITS: readonly UnitDefinition[] = [
  unit('tsp', 'volume', [['teaspoon', 'teaspoons']], ['tsp', 'tsps', 'tspn', 'ts', 't'], {
    exactCase: ['t'],
    base: 4.92892,
    standard: true,
  }),
  unit(
    'tbsp',
    'volume',
    [['tablespoon', 'tablespoons']],
    ['tbsp', 'tbsps', 'tbs', 'tbl', 'tblsp', 'T', 'Tb'],
    {
      exactCase: ['T', 'Tb'],
      base: 14.7868,
      standard: true,
    },
  ),
  unit('cup', 'volume', [['cup', 'cups']], ['c'], { base: 236.588, standard: true }),
  unit('fl oz', 'volume', [['fluid ounce', 'fluid ounces']], ['fl oz', 'fl. oz', 'fl.oz', 'floz'], {
    base: 29.5735,
  }),
  unit('pint', 'volume', [['pint', 'pints']], ['pt', 'pts'], { base: 473.176 }),
  unit('quart', 'volume', [['quart', 'quarts']], ['qt', 'qts'], { base: 946.353 }),
  unit('gallon', 'volume', [['gallon', 'gallons']], ['gal', 'gals'], { base: 3785.41 }),
  unit(
    'ml',
    'volume',
    [
      ['milliliter', 'milliliters'],
      ['millilitre', 'millilitres'],
    ],
    ['ml', 'mls'],
    { metric: true, base: 1, standard: true },
  ),
  unit(
    'cl',
    'volume',
    [
      ['centiliter', 'centiliters'],
      ['centilitre', 'centilitres'],
    ],
    ['cl'],
    { metric: true, base: 10 },
  ),
  unit(
    'dl',
    'volume',
    [
      ['deciliter', 'deciliters'],
      ['decilitre', 'decilitres'],
    ],
    ['dl'],
    { metric: true, base: 100 },
  ),
  unit(
    'l',
    'volume',
    [
      ['liter', 'liters'],
      ['litre', 'litres'],
    ],
    ['l', 'ltr', 'ltrs'],
    { metric: true, base: 1000, standard: true },
  ),
  unit('oz', 'weight', [['ounce', 'ounces']], ['oz', 'ozs'], { base: 28.3495, standard: true }),
  unit('lb', 'weight', [['pound', 'pounds']], ['lb', 'lbs'], { base: 453.592, standard: true }),
  unit(
    'mg',
    'weight',
    [
      ['milligram', 'milligrams'],
      ['milligramme', 'milligrammes'],
    ],
    ['mg'],
    { metric: true, base: 0.001 },
  ),
  unit(
    'g',
    'weight',
    [
      ['gram', 'grams'],
      ['gramme', 'grammes'],
    ],
    ['g', 'gr', 'grs'],
    { metric: true, base: 1, standard: true },
  ),
  unit(
    'kg',
    'weight',
    [
      ['kilogram', 'kilograms'],
      ['kilo', 'kilos'],
    ],
    ['kg', 'kgs'],
    { metric: true, base: 1000, standard: true },
  ),
  // Polish recipes weigh in decagrams ("25 dag mąki").
  unit('dag', 'weight', [['decagram', 'decagrams']], ['dag', 'dkg'], { metric: true, base: 10 }),
  unit('pinch', 'volume', [['pinch', 'pinches']]),
  unit('dash', 'volume', [['dash', 'dashes']]),
  unit('drop', 'volume', [['drop', 'drops']]),
  unit('splash', 'volume', [['splash', 'splashes']]),
  unit('handful', 'volume', [['handful', 'handfuls']]),
  counted('clove'),
  counted('slice'),
  counted('stick'),
  counted('sprig'),
  counted('bunch', 'bunches'),
  counted('head'),
  counted('piece'),
  counted('stalk'),
  counted('fillet'),
  counted('strip'),
  counted('sheet'),
  counted('ear'),
  counted('knob'),
  counted('dozen', 'dozen'),
  counted('can', 'cans', 'container'),
  counted('tin', 'tins', 'container'),
  counted('jar', 'jars', 'container'),
  unit('package', 'container', [['package', 'packages']], ['pkg', 'pkgs', 'pk', 'pack', 'packs']),
  counted('packet', 'packets', 'container'),
  counted('box', 'boxes', 'container'),
  counted('bag', 'bags', 'container'),
  counted('bottle', 'bottles', 'container'),
  counted('carton', 'cartons', 'container'),
  counted('container', 'containers', 'container'),
  counted('envelope', 'envelopes', 'container'),
  counted('tub', 'tubs', 'container'),
];

interface Spelling {
  readonly text: string;
  readonly unit: UnitDefinition;
  readonly exactCase: boolean;
}

// Longest first, so "fl oz" wins over "fl" and "tbsp" over "t".
const SPELLINGS: readonly Spelling[] = UNITS.flatMap((u) =>
  [...u.aliases, ...u.forms.flat()].map((text) => ({
    text,
    unit: u,
    exactCase: u.exactCase?.includes(text) ?? false,
  })),
).sort((a, b) => b.text.length - a.text.length);
const ENGLISH_SPELLINGS = new FirstLetterIndex(SPELLINGS, (spelling) => spelling.text);

const LETTER = /\p{L}/u;

export const isLetter = (ch: string | undefined): boolean => ch !== undefined && LETTER.test(ch);

const UNIT_BY_NAME = new Map(UNITS.map((u) => [u.name, u]));

/** A unit written in another language at `pos` ("cucharadas", "EL", "大さじ", "ملعقة كبيرة"), or null. */
function matchForeignUnitAt(
  text: string,
  lower: string,
  pos: number,
  language?: IngredientLanguage,
): UnitMatch | null {
  for (const { entry: spelling, lower: spelled } of foreignSpellingIndex(text, language).candidates(
    text,
    lower,
    pos,
  )) {
    const end = pos + spelling.text.length;
    if (lower.slice(pos, end) !== spelled) continue;
    if (isLetter(text[end]) && isLetter(spelling.text[spelling.text.length - 1])) continue;
    const unit = UNIT_BY_NAME.get(spelling.unit);
    if (!unit) continue;
    const dotted = text[end] === '.' && !/\d/.test(text[end + 1] ?? '') && !spelling.text.endsWith('.');
    return {
      unit,
      start: pos,
      end: dotted ? end + 1 : end,
      text: text.slice(pos, end),
      language: spelling.language,
      ...(spelling.counted === null ? {} : { counted: spelling.counted }),
    };
  }
  return null;
}

/**
 * The unit written at `pos` (no leading spaces skipped), ending at a word boundary, or null: English, or
 * a language the line may be in (languages/words.ts), the longer spelling winning ("c. à s." over "c").
 */
export function matchUnitAt(text: string, pos: number, language?: IngredientLanguage): UnitMatch | null {
  const lower = lowerInPlace(text);
  const english = matchEnglishUnitAt(text, lower, pos);
  const foreign = language === 'en' ? null : matchForeignUnitAt(text, lower, pos, language);
  if (english && foreign) return foreign.end > english.end ? foreign : english;
  return english ?? foreign;
}

function matchEnglishUnitAt(text: string, lower: string, pos: number): UnitMatch | null {
  for (const { entry: spelling, lower: spelled } of ENGLISH_SPELLINGS.candidates(text, lower, pos)) {
    const end = pos + spelling.text.length;
    const written = text.slice(pos, end);
    const same = spelling.exactCase ? written === spelling.text : lower.slice(pos, end) === spelled;
    if (!same || isLetter(text[end])) continue;
    // An abbreviation may carry a dot ("oz.", "tbsp."); it belongs to the unit, not the item.
    const dotted = text[end] === '.' && !/\d/.test(text[end + 1] ?? '');
    return { unit: spelling.unit, start: pos, end: dotted ? end + 1 : end, text: written };
  }
  return null;
}
