// Reading a recipe from a page without structured data: the page is flattened into headings and
// lines in document order; a heading such as "Ingredients" or "Zubereitung" opens a section that
// runs until the next heading of the same or a higher level. List items are preferred over loose
// paragraphs; short bold lines inside a section are sub-section names ("For the sauce").
import { classOf, findFirst, type HtmlElement, isBlock, linesOf, textOf } from './html-tree.js';
import { type SectionKind, sectionOf } from './section-words.js';

interface Heading {
  kind: 'heading';
  level: number;
  text: string;
}
interface Line {
  kind: 'line';
  text: string;
  listItem: boolean;
}
export type Token = Heading | Line;

const SKIP = new Set(['nav', 'footer', 'button', 'noscript', 'head', 'script', 'select', 'label']);
const EMPHASIS = new Set(['strong', 'b', 'em']);
const PSEUDO_LEVEL = 7;
const STEP_NUMBER = /^(?:\d{1,2}[.):]?|[-–•])$/;
const STRUCTURE = new Set(['ul', 'ol', 'table', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

// A block child, or headings and lists deeper down (an unclosed <a> or <span> around a whole section
// of the page): the element is read as a box of parts, not as lines of text.
const hasBlockChild = (el: HtmlElement): boolean =>
  el.children.some((c) => typeof c !== 'string' && (isBlock(c.name) || c.name === 'img')) ||
  findFirst(el, (d) => d !== el && STRUCTURE.has(d.name)) !== null;

/** A paragraph whose whole text sits in <strong>/<b>: a heading in all but name. */
function isEmphasisedLine(el: HtmlElement): boolean {
  const kids = el.children.filter((c) => typeof c !== 'string' || c.trim());
  const only = kids[0];
  return kids.length === 1 && typeof only !== 'string' && only !== undefined && EMPHASIS.has(only.name);
}

/** The page as headings and lines in reading order (navigation, footers and forms' chrome left out). */
export function flattenPage(root: HtmlElement): Token[] {
  const out: Token[] = [];
  const visit = (el: HtmlElement): void => {
    for (const c of el.children) {
      if (typeof c === 'string') {
        const t = c.replace(/\s+/g, ' ').trim();
        if (t) out.push({ kind: 'line', text: t, listItem: false });
        continue;
      }
      if (SKIP.has(c.name)) continue;
      const h = /^h([1-6])$/.exec(c.name);
      if (h) {
        const text = textOf(c);
        if (text) out.push({ kind: 'heading', level: Number(h[1]), text });
        continue;
      }
      if (c.name === 'li' || c.name === 'tr') {
        // A list item or table row that holds its own lists, tables or headings is a layout box.
        if (findFirst(c, (d) => STRUCTURE.has(d.name))) {
          visit(c);
          continue;
        }
        const text = c.name === 'tr' ? linesOf(c).join(' ') : textOf(c);
        if (text) out.push({ kind: 'line', text, listItem: true });
        continue;
      }
      if (c.name === 'dt' || c.name === 'th' || c.name === 'legend' || c.name === 'caption') {
        const text = textOf(c);
        // A term that holds its own amount ("sugar 45 g") is an entry of the list, not its label.
        if (text && c.name === 'dt' && readsAsIngredient(text))
          out.push({ kind: 'line', text, listItem: true });
        else if (text) out.push({ kind: 'heading', level: PSEUDO_LEVEL, text });
        continue;
      }
      if ((isBlock(c.name) || c.name === 'span') && !hasBlockChild(c)) {
        const lines = linesOf(c);
        const first = lines[0];
        if (lines.length === 1 && first && first.length <= 60 && (isEmphasisedLine(c) || sectionOf(first))) {
          out.push({ kind: 'heading', level: PSEUDO_LEVEL, text: first });
          continue;
        }
        if (c.name !== 'span' || lines.length) {
          for (const text of lines)
            out.push({ kind: 'line', text, listItem: c.name === 'p' ? false : isClassItem(c) });
          continue;
        }
      }
      visit(c);
    }
  };
  visit(root);
  return out;
}

const isClassItem = (el: HtmlElement): boolean => /ingredient|step|instruction|direction/.test(classOf(el));

interface Section {
  items: string[];
  listItems: number;
  /** Index of the token that opened the section (its heading, or its first line). */
  start: number;
  /** Index of the token that closed the section. */
  end: number;
}

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

const AMOUNT_FIRST = /^(?:[\d¼-¾⅐-⅞]|(?:ca\.?|approx\.?|about|env\.?|etwa|circa)\s+\d)/iu;
// "Mehl 200 g", "natural brown sugar: 45 g", "сахар — 100 г": an amount at the end, then at most a unit.
const AMOUNT_LAST = /[\d¼-¾⅐-⅞]\s*[\p{L}.]{0,6}\)?$/u;
const MAX_INGREDIENT_LINE = 120;

// Bullets, checkboxes and dashes before an ingredient ("▢ 2 cups flour").
const LEADING_MARKS = /^[^\p{L}\p{N}¼-¾⅐-⅞]+/u;

/**
 * A heading that names the next group of one ingredient list ("Produce", "For the sauce"), even at
 * the level of the list's own heading: short, no section of its own, and list lines with amounts
 * follow it.
 */
function opensGroup(tokens: readonly Token[], at: number): boolean {
  const heading = tokens[at];
  if (heading?.kind !== 'heading' || heading.text.length > 40 || sectionOf(heading.text)) return false;
  const next = tokens.slice(at + 1, at + 3);
  return next.length === 2 && next.every((t) => t.kind === 'line' && t.listItem && readsAsIngredient(t.text));
}

function readsAsIngredient(line: string): boolean {
  if (line.length > MAX_INGREDIENT_LINE) return false;
  const text = line.replace(LEADING_MARKS, '');
  return AMOUNT_FIRST.test(text) || AMOUNT_LAST.test(text);
}

/**
 * Ingredients under no recognised heading, in any language: the longest run of short list lines
 * (or, failing lists, short lines) most of which start or end with an amount.
 */
function amountRun(tokens: readonly Token[]): Section | null {
  let best: Section | null = null;
  let bestScore = 0;
  for (const listed of [true, false]) {
    for (let i = 0; i < tokens.length; i++) {
      const first = tokens[i] as Token;
      if (first.kind !== 'line' || first.listItem !== listed || !readsAsIngredient(first.text)) continue;
      const items: { text: string; at: number }[] = [];
      let amounts = 0;
      let end = i;
      let lastAmount = i;
      // Where the list visibly ends (a heading, other text), its last lines without amounts are kept.
      let closed = end === tokens.length;
      for (; end < tokens.length && end - lastAmount <= 2; end++) {
        const t = tokens[end] as Token;
        // A short label between groups ("For the sauce") does not end the list.
        if (t.kind === 'heading') {
          closed = (t.level < PSEUDO_LEVEL || t.text.length > 40) && !opensGroup(tokens, end);
          if (closed) break;
          continue;
        }
        if (t.listItem !== listed || t.text.length > MAX_INGREDIENT_LINE) {
          closed = true;
          break;
        }
        items.push({ text: t.text, at: end });
        if (readsAsIngredient(t.text)) {
          amounts++;
          lastAmount = end;
        }
      }
      if (end === tokens.length) closed = true;
      const last = closed && listed ? end : lastAmount + 1;
      const kept = items.filter((item) => item.at < last).map((item) => item.text);
      if (amounts >= 3 && amounts / kept.length >= 0.6 && amounts > bestScore) {
        best = { items: kept, listItems: listed ? kept.length : 0, start: i, end: last };
        bestScore = amounts;
      }
      i = Math.max(i, lastAmount);
    }
    if (best) return best;
  }
  return null;
}

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
