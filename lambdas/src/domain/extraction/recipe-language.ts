// The language an imported recipe declares or was read in (issue 37), as one of Hearth's twelve: a web
// page's own tags (JSON-LD `inLanguage`, `<html lang>`, og:locale) or the language the photo reader
// chose. A tag Hearth does not speak gives nothing, and the recipe's language is detected at save time
// from its ingredients (ingredients/languages/detect-language.ts), as for a recipe typed by hand.
import { type InterfaceLanguage, isInterfaceLanguage } from '../../contracts/languages.js';
import type { HtmlElement } from './html-tree.js';

/** "de-AT", "pt_PT", "EN", "iw" → de, pt-BR, en, he; a language Hearth does not speak → null. */
export function declaredLanguage(tag: unknown): InterfaceLanguage | null {
  const value = typeof tag === 'object' && tag !== null ? languageObject(tag) : tag;
  if (typeof value !== 'string') return null;
  const language =
    value
      .trim()
      .split(/[-_\s]/)[0]
      ?.toLowerCase() ?? '';
  if (language === 'pt') return 'pt-BR';
  if (language === 'iw') return 'he';
  return isInterfaceLanguage(language) ? language : null;
}

/** schema.org's inLanguage as a Language object (`alternateName` is the code) or a list (the first). */
function languageObject(tag: object): unknown {
  if (Array.isArray(tag)) return tag.find((item) => typeof item === 'string') ?? null;
  const node = tag as Record<string, unknown>;
  return node.alternateName ?? node.name ?? null;
}

/** The page's own language: `<html lang>` (a code, or a `xml:lang`), else its og:locale. */
export function pageLanguage(root: HtmlElement, ogLocale: string | null): InterfaceLanguage | null {
  const html = root.children.find((el): el is HtmlElement => typeof el !== 'string' && el.name === 'html');
  return declaredLanguage(html?.attrs.lang ?? html?.attrs['xml:lang']) ?? declaredLanguage(ogLocale);
}
