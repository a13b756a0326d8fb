// Splits an ingredient line into amount, unit, item and note for Cook Mode's checklist and the ingredient finder.
// The amount is the one the scaler scales (see ingredient-amounts.ts); the note is everything that is not the
// item: "about", text after the first top-level comma, parentheses after the item, and "to taste"-style endings.
import { findLeadingAmount, type LeadingAmount, listMarkerLength } from './ingredient-amounts.js';
import type { JapaneseAmount } from './japanese-amount.js';
import type { IngredientLanguage, LanguageWords } from './languages/types.js';
import { languagesFor, scriptLanguage } from './languages/words.js';
import { matchUnitAt } from './units.js';

export interface ParsedIngredient {
  /** The amount exactly as written ("1 1/2", "2-3", "½", "one"), or null. */
  readonly quantity: string | null;
  /** The amount as a number (the low end of a range), or null. */
  readonly amount: number | null;
  /** The high end of a range ("2-3" -> 3), else null. */
  readonly amountMax: number | null;
  /** The normalised unit ("tbsp", "cup", "g", "can"), or null. */
  readonly unit: string | null;
  /** A package or piece size next to the amount ("14.5 oz" in "1 (14.5 oz) can"), or null. */
  readonly size: string | null;
  /** What to buy or check off: "all-purpose flour", "large eggs". */
  readonly item: string;
  readonly note: string | null;
  /** True when the line was read with another language's words (a unit, "de"/"di", a note such as "al gusto"). */
  readonly foreign?: boolean;
}

const TRAILING_NOTE =
  /\s+(to taste|as needed|if needed|for (?:garnish|serving|dusting|frying|greasing)|optional)$/i;

/** The index of the first comma outside parentheses, or -1. */
function topLevelComma(text: string): number {
  let depth = 0;
  for (let at = 0; at < text.length; at += 1) {
    const ch = text[at];
    if (ch === '(') depth += 1;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    else if (ch === ',' && depth === 0) return at;
  }
  return -1;
}

const tidy = (text: string): string => text.replace(/\s+/g, ' ').trim();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface LanguageRules {
  readonly connector: RegExp | null;
  readonly note: RegExp | null;
  readonly trailingNumber: RegExp | null;
}

const rulesCache = new Map<string, LanguageRules>();

/** The connectors ("de", "d'", "di", "من"), ending notes and trailing number words of a line's languages. */
function rulesFor(line: string, language?: IngredientLanguage): LanguageRules {
  const id = language ?? scriptLanguage(line) ?? 'latin';
  let rules = rulesCache.get(id);
  if (!rules) {
    const own: readonly LanguageWords[] = languagesFor(line, language).filter(
      (words) => words.language !== 'en',
    );
    const connectors = own.flatMap((words) => words.connectors).sort((a, b) => b.length - a.length);
    const notes = own.flatMap((words) => words.notes ?? []).sort((a, b) => b.length - a.length);
    const numbers = own
      .filter((words) => words.language === 'ar' || words.language === 'he')
      .flatMap((words) =>
        Object.entries(words.numbers)
          .filter(([, value]) => value === 1)
          .map(([word]) => word),
      );
    rules = {
      connector:
        connectors.length === 0
          ? null
          : new RegExp(
              `^(?:${connectors.map((c) => (/'$/.test(c) ? `${escapeRegExp(c)}|${escapeRegExp(c.replace("'", '’'))}` : `${escapeRegExp(c)}\\s`)).join('|')})\\s*`,
              'iu',
            ),
      note: notes.length === 0 ? null : new RegExp(`[\\s,]+(${notes.map(escape).join('|')})\\s*$`, 'iu'),
      trailingNumber: numbers.length === 0 ? null : new RegExp(`\\s+(${numbers.join('|')})$`, 'u'),
    };
    rulesCache.set(id, rules);
  }
  return rules;
}

/** Item and note from the text after the amount and unit. */
function splitItem(
  rest: string,
  notes: string[],
  rules: LanguageRules = { connector: null, note: null, trailingNumber: null },
): { item: string; note: string | null; foreign?: boolean } {
  let foreign = false;
  const comma = topLevelComma(rest);
  let item = comma === -1 ? rest : rest.slice(0, comma);
  const tail = comma === -1 ? '' : tidy(rest.slice(comma + 1));

  item = item.replace(/\(([^()]*)\)/g, (_, inner: string) => {
    if (tidy(inner)) notes.push(tidy(inner));
    return ' ';
  });
  item = tidy(item).replace(/^of\s+/i, '');
  const joined = rules.connector?.exec(item);
  if (joined) {
    item = item.slice(joined[0].length);
    foreign = true;
  }
  const foreignEnding = rules.note?.exec(item);
  if (foreignEnding?.[1]) {
    foreign = true;
    notes.push(foreignEnding[1]);
    item = item.slice(0, foreignEnding.index);
  }
  const ending = TRAILING_NOTE.exec(item);
  if (ending?.[1]) {
    notes.push(ending[1]);
    item = item.slice(0, ending.index);
  }
  if (tail) notes.push(tail);
  return {
    item: tidy(item),
    note: notes.length > 0 ? notes.join(', ') : null,
    ...(foreign ? { foreign } : {}),
  };
}

/** A unit spelled in another language marks the line as read in it too. */
function withForeignUnit<T extends { foreign?: boolean }>(split: T, leading: LeadingAmount): T {
  const language = leading.unit?.language;
  return language && language !== 'en' ? { ...split, foreign: true } : split;
}

const tidyNote = (notes: string[]) => (notes.length > 0 ? notes.join(', ') : null);

/** A Japanese line: the food is what the line holds besides its amount ("砂糖 大さじ2" -> "砂糖"). */
function parseJapanese(text: string, leading: JapaneseAmount | null, rules: LanguageRules): ParsedIngredient {
  const rest = leading ? `${text.slice(0, leading.spanStart)} ${text.slice(leading.spanEnd)}` : text;
  const notes: string[] = [];
  const split = splitItem(rest.replace(/[・:：]+/g, ' '), notes, rules);
  const amount = leading && Number.isFinite(leading.value) ? leading.value : null;
  return {
    quantity: leading?.text || null,
    amount,
    amountMax: leading?.high ?? null,
    unit: leading?.unit?.unit.name ?? null,
    size: null,
    item: split.item,
    note: split.note ?? tidyNote(notes),
  };
}

/** "بيضة واحدة", "ביצה אחת": an Arabic or Hebrew number word after the food says how many. */
function trailingAmount(text: string, rules: LanguageRules): { value: number; item: string } | null {
  const match = rules.trailingNumber?.exec(text.split(/[,(]/)[0]?.trim() ?? '');
  if (!match) return null;
  return {
    value: 1,
    item: text.slice(0, text.indexOf(match[0])) + text.slice(text.indexOf(match[0]) + match[0].length),
  };
}

/**
 * The parts of one ingredient line; a line without an amount has quantity, amount and unit null. The
 * line's language, when known (the recipe's), narrows the words read; without it the line's script decides,
 * and a line in Latin script is read with the words of every Latin-script language.
 */
export function parseIngredient(line: string, language?: IngredientLanguage): ParsedIngredient {
  const text = line.trim();
  const rules = rulesFor(text, language);
  const leading: LeadingAmount | null = findLeadingAmount(text, language);
  if ((language ?? scriptLanguage(text)) === 'ja')
    return parseJapanese(text, leading as JapaneseAmount | null, rules);
  if (leading) {
    // "About 2 cups" keeps "About" as a note; "Juice of 1 lemon" becomes lemon with the note "Juice".
    const qualifier = leading.qualifier.replace(/\s+of$/i, '');
    const notes = qualifier ? [qualifier] : [];
    return {
      quantity: leading.text,
      amount: leading.value,
      amountMax: leading.high,
      unit: leading.unit?.unit.name ?? null,
      size: leading.size ? tidy(leading.size.text.replace(/^\((.*)\)$/s, '$1')) : null,
      ...withForeignUnit(splitItem(text.slice(leading.itemStart), notes, rules), leading),
    };
  }
  const trailing = trailingAmount(text, rules);
  if (trailing) {
    return {
      quantity: null,
      amount: trailing.value,
      amountMax: null,
      unit: null,
      size: null,
      ...splitItem(trailing.item, [], rules),
    };
  }
  // No amount, but maybe a unit: "pinch of salt", "Handful of basil leaves".
  const start = listMarkerLength(text);
  const unit = matchUnitAt(text, start);
  const withUnit = unit !== null && /^\s+of\s/i.test(text.slice(unit.end));
  return {
    quantity: null,
    amount: null,
    amountMax: null,
    unit: withUnit ? unit.unit.name : null,
    size: null,
    ...splitItem(text.slice(withUnit ? unit.end : start), [], rules),
  };
}
