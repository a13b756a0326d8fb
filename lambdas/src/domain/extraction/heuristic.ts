// Reading a recipe from a page without structured data: the page is flattened into headings and
// lines in document order (page-tokens.ts); a heading such as "Ingredients" or "Zubereitung" opens a
// section that runs until the next heading of the same or a higher level. List items are preferred over
// loose paragraphs; short bold lines inside a section are sub-section names ("For the sauce").
import { readsAsIngredient } from './amount-line.js';
import { amountRun, opensGroup, type Section } from './ingredient-runs.js';
import { type Heading, PSEUDO_LEVEL, type Token } from './page-tokens.js';
import { type SectionKind, sectionOf } from './section-words.js';

export { flattenPage, type Token } from './page-tokens.js';

const STEP_NUMBER = /^(?:\d{1,2}[.):]?|[-–•])$/;

function readSection(tokens: readonly Token[], start: number, kind: SectionKind): Section {
  const opener = tokens[start] as Heading;
  const listLines: string[] = [];
  const plainLines: string[] = [];
  let pendingLabel: string | null = null;
  // Paragraphs under the section's own heading, before any sub-heading ("Tips", "Notes").
  let ownText = '';
  let labelled = false;
  let end = start + 1;
  for (; end < tokens.length && listLines.length + plainLines.length < 120; end++) {
    const t = tokens[end] as Token;
    if (t.kind === 'heading') {
      const other = sectionOf(t.text);
      const outranks = t.level <= opener.level || (t.level < PSEUDO_LEVEL && opener.level === PSEUDO_LEVEL);
      if (other || (outranks && !(kind === 'ingredients' && opensGroup(tokens, end)))) break;
      pendingLabel = t.text.replace(/[:：]\s*$/, '');
      labelled = true;
      continue;
    }
    // A step's number in an element of its own ("1", "2.") is not a step.
    if (kind === 'instructions' && STEP_NUMBER.test(t.text)) continue;
    const target = t.listItem ? listLines : plainLines;
    if (pendingLabel && kind === 'instructions')
      target.push(/[.!?:]$/.test(pendingLabel) ? pendingLabel : `${pendingLabel}:`);
    pendingLabel = null;
    target.push(t.text);
    if (!t.listItem && !labelled) ownText += ` ${t.text}`;
  }
  // Steps written as paragraphs beside a short list (times, tools) are the method.
  const stepsInText = kind === 'instructions' && wordCount(ownText) > wordCount(listLines.join(' ')) * 2;
  const items = listLines.length && !stepsInText ? listLines : plainLines;
  return { items, listItems: stepsInText ? 0 : listLines.length, start, end };
}

export interface HeuristicRecipe {
  ingredients: string[];
  instructions: string[];
  /** The heading just above the ingredients (a recipe card's own name), when there is one. */
  nameAbove: string | null;
}

const NAME_DISTANCE = 25;

/** The nearest heading above the ingredients that is not itself a section name. */
function headingAbove(tokens: readonly Token[], start: number): string | null {
  for (let i = start - 1; i >= 0 && start - i <= NAME_DISTANCE; i--) {
    const t = tokens[i] as Token;
    if (t.kind !== 'heading' || t.level === PSEUDO_LEVEL || sectionOf(t.text)) continue;
    return t.text.length >= 3 && t.text.length <= 120 ? t.text : null;
  }
  return null;
}

/** Ingredients and steps found under section headings; empty lists when the page has none. */
export function readByHeadings(tokens: readonly Token[]): HeuristicRecipe {
  let ingredients: Section | null = null;
  let instructions: Section | null = null;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    if (t.kind !== 'heading') continue;
    const kind = sectionOf(t.text);
    if (!kind) continue;
    const section = readSection(tokens, i, kind);
    if (!section.items.length) continue;
    if (kind === 'ingredients') {
      // A post's "Ingredients" notes ("Bananas – you'll need two") come before the recipe's own list:
      // the list whose lines carry amounts wins.
      if (
        !ingredients ||
        amountsIn(section) > amountsIn(ingredients) ||
        (amountsIn(section) === amountsIn(ingredients) && richer(section, ingredients))
      )
        ingredients = section;
    } else if (!instructions || richer(section, instructions)) instructions = section;
  }
  if (!ingredients || amountsIn(ingredients) < 2) {
    const run = amountRun(tokens);
    if (run && (!ingredients || amountsIn(run) > amountsIn(ingredients) + 2)) ingredients = run;
  }
  if (ingredients && !instructions) instructions = stepsAfter(tokens, ingredients.end);
  return {
    ingredients: ingredients?.items ?? [],
    instructions: instructions?.items ?? [],
    nameAbove: ingredients ? headingAbove(tokens, ingredients.start) : null,
  };
}

const richer = (a: Section, b: Section): boolean =>
  a.listItems > b.listItems || a.items.length > b.items.length * 2;
/** Lines with an amount, less lines without: a long run of page text scores low. */
const amountsIn = (section: Section): number => {
  const amounts = section.items.filter(readsAsIngredient).length;
  return amounts * 2 - section.items.length;
};

/** How many words a text holds; in scripts without spaces, two characters count as one word. */
function wordCount(text: string): number {
  const spaced = text.split(/\s+/).filter(Boolean).length;
  const unspaced = (text.match(/[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Thai}]/gu) ?? []).length;
  return spaced + unspaced / 2;
}

/**
 * Steps under an unfamiliar heading ("Get started", "Let's do this") or none at all: the run of
 * lines right after the ingredients, accepted when its lines read like sentences.
 */
function stepsAfter(tokens: readonly Token[], from: number): Section | null {
  const lines: Token[] = [];
  let end = from;
  for (; end < tokens.length && lines.length < 60; end++) {
    const t = tokens[end] as Token;
    if (t.kind === 'heading') {
      if (lines.length || end - from > 1) break;
      continue;
    }
    lines.push(t);
  }
  const listed = lines.filter((t) => t.kind === 'line' && t.listItem);
  const chosen = (listed.length ? listed : lines).map((t) => t.text);
  if (!chosen.length || wordCount(chosen.join(' ')) / chosen.length < 7) return null;
  return { items: chosen, listItems: listed.length, start: from, end };
}
