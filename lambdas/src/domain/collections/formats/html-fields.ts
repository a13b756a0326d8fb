// Reading the fields of a recipe exported as an HTML page (Recipe Keeper, Paprika's HTML export):
// elements found by their itemprop or class inside one recipe's element, text as the page shows it.
import {
  textOf as elementText,
  findAll,
  findFirst,
  type HtmlElement,
  linesOf,
} from '../../extraction/html-tree.js';

const props = (el: HtmlElement): string[] => (el.attrs.itemprop ?? '').split(/\s+/).filter(Boolean);

export const hasClass = (el: HtmlElement, name: string): boolean =>
  (el.attrs.class ?? '').split(/\s+/).includes(name);

/** Every element marked with the property, in page order. */
export const allProps = (root: HtmlElement, name: string): HtmlElement[] =>
  findAll(root, (el) => props(el).includes(name));

export const firstProp = (root: HtmlElement, name: string): HtmlElement | null =>
  findFirst(root, (el) => props(el).includes(name));

/** A property's value: a <meta>'s content, else the element's text; null when empty. */
export function propValue(el: HtmlElement | null): string | null {
  if (!el) return null;
  const value = (el.attrs.content ?? (el.name === 'meta' ? '' : elementText(el))).trim();
  return value === '' ? null : value;
}

export const propText = (root: HtmlElement, name: string): string | null => propValue(firstProp(root, name));

/** The lines of a property's element (its paragraphs, list items and line breaks). */
export const propLines = (root: HtmlElement, name: string): string[] => {
  const el = firstProp(root, name);
  return el ? linesOf(el) : [];
};

export { elementText, linesOf };
