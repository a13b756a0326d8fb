// A lean element tree built from htmlparser2's streaming parser. Recipe extraction reads text,
// attributes and structure only, so script/style/svg bodies and whitespace-only text never become
// nodes: on 300 kB pages this keeps a full parse well under htmlparser2's own DOM build time.
import { Parser } from 'htmlparser2';

export interface HtmlElement {
  readonly name: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: HtmlNode[];
  readonly parent: HtmlElement | null;
}
/** Text nodes are plain strings with entities already decoded. */
export type HtmlNode = HtmlElement | string;

export interface ParsedPage {
  readonly root: HtmlElement;
  /** Bodies of <script type="application/ld+json">, in document order. */
  readonly jsonLd: string[];
}

// Elements whose content never holds recipe text.
const SKIPPED = new Set(['style', 'svg', 'template', 'iframe', 'object', 'select', 'canvas', 'math']);

export function parseHtml(html: string): ParsedPage {
  const root: HtmlElement = { name: '#root', attrs: {}, children: [], parent: null };
  const jsonLd: string[] = [];
  let current = root;
  let skipDepth = 0;
  let script: { ld: boolean; text: string } | null = null;

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (skipDepth > 0) {
          skipDepth++;
          return;
        }
        if (SKIPPED.has(name)) {
          skipDepth = 1;
          return;
        }
        if (name === 'script') {
          script = { ld: /ld\+json/i.test(attrs.type ?? ''), text: '' };
          return;
        }
        const el: HtmlElement = { name, attrs, children: [], parent: current };
        current.children.push(el);
        current = el;
      },
      ontext(text) {
        if (skipDepth > 0) return;
        if (script) {
          if (script.ld) script.text += text;
          return;
        }
        const kids = current.children;
        const last = kids[kids.length - 1];
        if (typeof last === 'string') kids[kids.length - 1] = last + text;
        else kids.push(text);
      },
      onclosetag(name) {
        if (skipDepth > 0) {
          skipDepth--;
          return;
        }
        if (name === 'script') {
          if (script?.ld) jsonLd.push(script.text);
          script = null;
          return;
        }
        if (current.parent) current = current.parent;
      },
    },
    { decodeEntities: true, recognizeSelfClosing: true },
  );
  parser.end(html);
  return { root, jsonLd };
}

export const isElement = (n: HtmlNode): n is HtmlElement => typeof n !== 'string';

/** Depth-first walk over elements; return false from visit to skip an element's subtree. */
export function walk(el: HtmlElement, visit: (el: HtmlElement) => boolean | undefined): void {
  const stack: HtmlElement[] = [el];
  while (stack.length) {
    const node = stack.pop() as HtmlElement;
    if (visit(node) === false) continue;
    for (let i = node.children.length - 1; i >= 0; i--) {
      const c = node.children[i] as HtmlNode;
      if (typeof c !== 'string') stack.push(c);
    }
  }
}

export function findAll(el: HtmlElement, test: (el: HtmlElement) => boolean): HtmlElement[] {
  const out: HtmlElement[] = [];
  walk(el, (e) => {
    if (e !== el && test(e)) out.push(e);
    return true;
  });
  return out;
}

export function findFirst(el: HtmlElement, test: (el: HtmlElement) => boolean): HtmlElement | null {
  let found: HtmlElement | null = null;
  walk(el, (e) => {
    if (found) return false;
    if (e !== el && test(e)) {
      found = e;
      return false;
    }
    return true;
  });
  return found;
}

const BLOCK = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'ul',
]);
export const isBlock = (name: string): boolean => BLOCK.has(name);

const NO_TEXT = new Set(['button', 'noscript', 'input', 'textarea']);

/** Text of an element: `breaks` boundaries (block elements by default) become newlines. */
export function rawText(el: HtmlElement, breaks: ReadonlySet<string> = BLOCK): string {
  const parts: string[] = [];
  const visit = (node: HtmlElement): void => {
    for (const c of node.children) {
      // Source line breaks are plain whitespace; only element boundaries make lines.
      if (typeof c === 'string') parts.push(c.replace(/\s+/g, ' '));
      else if (NO_TEXT.has(c.name)) {
      } else if (breaks.has(c.name)) {
        parts.push('\n');
        visit(c);
        parts.push('\n');
      } else {
        // Inline boundaries between block-styled spans still separate words; an amount and a name
        // in elements of their own ("<b>sugar</b><u>45 g</u>") are two words.
        const edge = BLOCK.has(c.name) ? ' ' : SCRIPT_POSITION.has(c.name) ? '' : BOUNDARY;
        parts.push(edge);
        visit(c);
        parts.push(edge);
      }
    }
  };
  visit(el);
  return parts.join('').replace(NUMBER_MEETS_WORD, '$1$2 ').replaceAll(BOUNDARY, '');
}

// Marks an inline element's edge while its text is gathered (a character no page text holds).
const BOUNDARY = '\uffff';
const SCRIPT_POSITION = new Set(['sup', 'sub']);
const NUMBER_MEETS_WORD = /(\d)\uffff+(?=\p{L})|(\p{L})\uffff+(?=\d)/gu;

/** Whitespace-collapsed text of an element, as one line. */
export function textOf(el: HtmlElement): string {
  return rawText(el).replace(/\s+/g, ' ').trim();
}

const splitLines = (text: string): string[] =>
  text
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean);

/** Text split at block boundaries (li, p, br, ...), one trimmed non-empty line each. */
export function linesOf(el: HtmlElement): string[] {
  return splitLines(rawText(el));
}

const ITEM_BREAKS = new Set(['p', 'br', 'li']);

/**
 * Lines of an element that holds one or several list entries (ingredients, steps): one per
 * innermost <li>, else per paragraph or <br>; an entry laid out in several <div>s stays one line.
 */
export function itemLines(el: HtmlElement): string[] {
  const items = findAll(el, (e) => e.name === 'li' && !findFirst(e, (d) => d.name === 'li'));
  if (items.length) return items.map(textOf).filter(Boolean);
  return splitLines(rawText(el, ITEM_BREAKS));
}

export const classOf = (el: HtmlElement): string =>
  `${el.attrs.class ?? ''} ${el.attrs.id ?? ''}`.toLowerCase();
