// The page flattened for the heuristic reader (heuristic.ts): headings and lines in reading order,
// navigation, footers and forms' chrome left out. A short bold line or one naming a section reads as a
// heading; a list item, table row or an element whose class names an ingredient or step is a list line.

import { readsAsIngredient } from './amount-line.js';
import { classOf, findFirst, type HtmlElement, isBlock, linesOf, textOf } from './html-tree.js';
import { sectionOf } from './section-words.js';

export interface Heading {
  kind: 'heading';
  level: number;
  text: string;
}
export interface Line {
  kind: 'line';
  text: string;
  listItem: boolean;
}
export type Token = Heading | Line;

const SKIP = new Set(['nav', 'footer', 'button', 'noscript', 'head', 'script', 'select', 'label']);
const EMPHASIS = new Set(['strong', 'b', 'em']);
/** The level of a heading in all but name (a bold line, a table's header, a term). */
export const PSEUDO_LEVEL = 7;
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
