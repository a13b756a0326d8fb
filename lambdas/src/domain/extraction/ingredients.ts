// Ingredient lines feed the shopping list, so each line must be one buyable thing: group titles
// ("For the sauce:") are dropped, "500.0 g" reads "500 g", and when structured data lists bare
// names ("flour", "butter") while the page shows the quantities, the page's lines are used.
import { type HtmlElement, textOf, walk } from './html-tree.js';
import { sectionOf } from './section-words.js';

const GROUP_TITLE = /^[^\d]{1,60}:$/;

/** A group title or the list's own heading ("Zutaten für 4 Personen"), not a thing to buy. */
const isTitle = (line: string): boolean => GROUP_TITLE.test(line) || sectionOf(line) === 'ingredients';

export function tidyIngredients(lines: readonly string[]): string[] {
  return lines
    .filter((l) => !isTitle(l))
    .map((l) => l.replace(/(\d)[.,]0+(?!\d)/g, '$1'))
    .filter(Boolean);
}

const hasQuantity = (s: string): boolean => /[\d½⅓⅔¼¾⅛]/.test(s);
const fold = (s: string): string => s.toLowerCase().replace(/\s+/g, ' ').trim();

/** Structured ingredients that are mostly bare names (no quantity on three lines out of four). */
export function lacksQuantities(lines: readonly string[]): boolean {
  return lines.length >= 2 && lines.filter(hasQuantity).length * 4 < lines.length;
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
