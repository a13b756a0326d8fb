// The page's main text, for a page whose recipe could not be read as lists: the block that holds the
// most paragraph text (each paragraph counts fully for its parent and half for its grandparent, so
// an article body wins over a page-wide wrapper), without navigation, forms, asides or comments.
// The cook gets this text to edit rather than an empty form.
import { classOf, type HtmlElement, isElement, linesOf, textOf } from './html-tree.js';

const CHROME = new Set(['nav', 'header', 'footer', 'aside', 'form', 'button', 'noscript', 'head', 'select']);
// Words used the web over for page furniture, in class names and ids.
const FURNITURE =
  /(?:^|[\s_-])(?:comments?|sidebar|footer|related|share|sharing|social|nav|navigation|menu|cookies?|newsletter|subscribe|breadcrumbs?|advert|ads?|popup|modal)(?:$|[\s_-])/;
const PARAGRAPHS = new Set(['p', 'li', 'pre', 'blockquote', 'dd', 'td']);
const MAX_LINES = 80;
const MAX_CHARS = 12_000;

const isFurniture = (el: HtmlElement): boolean => CHROME.has(el.name) || FURNITURE.test(classOf(el));

function bestBlock(root: HtmlElement): HtmlElement | null {
  const scores = new Map<HtmlElement, number>();
  const add = (el: HtmlElement | null, n: number) => {
    if (el) scores.set(el, (scores.get(el) ?? 0) + n);
  };
  const visit = (el: HtmlElement): void => {
    for (const c of el.children) {
      if (!isElement(c) || isFurniture(c)) continue;
      if (PARAGRAPHS.has(c.name)) {
        const length = textOf(c).length;
        if (length >= 20) {
          add(c.parent, length);
          add(c.parent?.parent ?? null, length / 2);
        }
      }
      visit(c);
    }
  };
  visit(root);
  let best: HtmlElement | null = null;
  let bestScore = 0;
  for (const [el, score] of scores) {
    if (score > bestScore) {
      best = el;
      bestScore = score;
    }
  }
  return best;
}

/** Lines of the page's main text block (at most a few screens), or [] when it has none. */
export function mainText(root: HtmlElement): string[] {
  const block = bestBlock(root);
  if (!block) return [];
  const out: string[] = [];
  let chars = 0;
  for (const line of linesOf(block)) {
    if (out.length >= MAX_LINES || chars >= MAX_CHARS) break;
    out.push(line);
    chars += line.length;
  }
  return out;
}
