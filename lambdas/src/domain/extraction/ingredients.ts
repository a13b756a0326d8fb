// Ingredient lines feed the shopping list, so each line must be one buyable thing: group titles
// ("For the sauce:") are dropped, "500.0 g" reads "500 g", and when structured data lists bare
// names ("flour", "butter") while the page shows the quantities, the page's lines are used.
import { type HtmlElement, textOf, walk } from './html-tree.js';
import { sectionOf } from './section-words.js';

const GROUP_TITLE = /^[^\d]{1,60}:$/;

/**
 * A group title or the list's own heading ("Zutaten für 4 Personen", "Dry ingredients", "Remaining
 * Ingredients"), not a thing to buy.
 */
const isTitle = (line: string): boolean =>
  GROUP_TITLE.test(line) ||
  sectionOf(line) === 'ingredients' ||
  (/^[^\d]{1,40}$/.test(line) &&
    line.split(/\s+/).length <= 4 &&
    sectionOf(line.split(/\s+/).at(-1) ?? '') === 'ingredients');

export function tidyIngredients(lines: readonly string[]): string[] {
  return tidyIngredientLines(lines).map(({ text }) => text);
}

// "or" between two ingredient lines, alone on its own line or starting the second ("or 1 cup oil").
const OR_WORD = /^(?:or|oder|ou|of|eller|tai|vagy|lub|albo|nebo)$/iu;
const OR_START = /^(?:or|oder|ou|eller|tai|vagy|lub|albo|nebo)\s+\S/u;

/** Lines an "or" ties together as one thing to buy ("1 cup butter" / "or" / "1 cup oil"), joined. */
function joinAlternatives(lines: readonly string[]): string[][] {
  const out: string[][] = [];
  let open = false;
  for (const line of lines) {
    const last = out.at(-1);
    const word = OR_WORD.test(line.trim().replace(/^[-–(]\s*|\s*[-–)]$/g, ''));
    if (last && (open || word || OR_START.test(line))) {
      last.push(line);
      open = word;
    } else {
      out.push([line]);
      open = false;
    }
  }
  return out;
}

/** Each kept line, tidied, with the line as the page had it (what a later reader can read again). */
export function tidyIngredientLines(lines: readonly string[]): { text: string; original: string }[] {
  return joinAlternatives(lines.filter((l) => !isTitle(l)))
    .map((parts) => ({
      text: parts
        .map((part) => part.trim())
        .join(' ')
        .replace(/(\d)[.,]0+(?!\d)/g, '$1')
        .replace(/\(\(([^()]*)\)\)/g, '($1)'),
      original: parts.join('\n'),
    }))
    .filter(({ text }) => Boolean(text));
}

const hasQuantity = (s: string): boolean => /[\d½⅓⅔¼¾⅛]/.test(s);
const fold = (s: string): string => s.toLowerCase().replace(/\s+/g, ' ').trim();

/** Structured ingredients that are mostly bare names (no quantity on three lines out of four). */
export function lacksQuantities(lines: readonly string[]): boolean {
  return lines.length >= 2 && lines.filter(hasQuantity).length * 4 < lines.length;
}

const squeeze = (s: string): string => fold(s).replace(/[\s,]+/g, '');

/**
 * The page's own ingredient list where the structured one is worse, else null: the structured
 * entries are the page's lines cut elsewhere (at their commas: "250 g pork", "in pieces" for "250 g
 * pork, in pieces"; or all glued into one entry), or they are bare names that the page's lines hold with their amounts, in any order.
 */
export function pageListInstead(structured: readonly string[], page: readonly string[]): string[] | null {
  if (page.length < 2 || !structured.length) return null;
  // The same text cut in other places: the page's lines are what the cook sees.
  if (structured.length !== page.length && squeeze(structured.join('')) === squeeze(page.join('')))
    return [...page];
  if (!lacksQuantities(structured) || page.filter(hasQuantity).length * 2 < page.length) return null;
  const names = structured.map(fold);
  const lines = page.map(fold);
  if (!names.every((name) => lines.some((line) => line.includes(name)))) return null;
  // Lines with neither an amount nor a structured name are the page's labels ("Recommended").
  return page.filter((line, i) => hasQuantity(line) || names.some((name) => lines[i]?.includes(name)));
}

/**
 * For each bare name, the smallest element around its next occurrence on the page that adds a
 * quantity ("1 teaspoon" + "baking soda"), matched in page order. Used only when most names find
 * one; otherwise the names stand.
 */
export function withPageQuantities(names: readonly string[], root: HtmlElement): string[] {
  const texts: { text: string; el: HtmlElement }[] = [];
  walk(root, (el) => {
    if (el.name === 'head') return false;
    for (const c of el.children) if (typeof c === 'string' && c.trim()) texts.push({ text: fold(c), el });
    return true;
  });
  const out: string[] = [];
  let from = 0;
  let matched = 0;
  for (const name of names) {
    const want = fold(name);
    let line: string | null = null;
    for (let i = from; i < texts.length && !line; i++) {
      const t = texts[i] as { text: string; el: HtmlElement };
      if (!t.text.includes(want)) continue;
      for (let el: HtmlElement | null = t.el; el; el = el.parent) {
        const whole = textOf(el);
        if (whole.length > want.length + 60) break;
        if (hasQuantity(fold(whole).replace(want, ''))) {
          line = whole;
          from = i + 1;
          break;
        }
      }
    }
    if (line) matched++;
    out.push(line ?? name);
  }
  return matched * 3 >= names.length * 2 ? out : [...names];
}
