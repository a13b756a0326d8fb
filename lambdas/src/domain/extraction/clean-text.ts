// Text clean-up for values read from structured data, which often carry HTML markup and entities
// (sometimes encoded twice, e.g. "&amp;amp;"). Markup goes through the HTML parser, never regexes.
import { decodeHTML } from 'entities';
import { linesOf, parseHtml } from './html-tree.js';

const TAG_START = /<[a-zA-Z!/]/;
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;

function decodeEntities(s: string): string {
  let out = s;
  for (let i = 0; i < 3 && out.includes('&'); i++) {
    const next = decodeHTML(out);
    if (next === out) break;
    out = next;
  }
  return out;
}

const collapse = (s: string): string => s.replace(ZERO_WIDTH, '').replace(/\s+/g, ' ').trim();

/** Lines of a text value: markup blocks (li, p, br) and newlines separate lines. */
export function cleanLines(value: string): string[] {
  let s = decodeEntities(value);
  if (TAG_START.test(s)) {
    // Entities inside the markup were decoded above; escape stray ampersands' effects by re-parsing.
    const lines = linesOf(parseHtml(s).root);
    s = lines.join('\n');
  }
  return s
    .split(/\r?\n|\r/)
    .map(collapse)
    .filter(Boolean);
}

/** One-line clean text: entities decoded, markup removed, whitespace collapsed. */
export function cleanText(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return '';
  return cleanLines(value).join(' ');
}

/** First non-empty clean string among values that may be strings, arrays of strings or numbers. */
export function firstText(value: unknown): string | null {
  if (Array.isArray(value)) {
    for (const v of value) {
      const t = firstText(v);
      if (t) return t;
    }
    return null;
  }
  const t = cleanText(value);
  return t || null;
}

/** Text for comparing names: lower case, letters and digits only, one space between words. */
export const norm = (s: string | null | undefined): string =>
  (s ?? '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
