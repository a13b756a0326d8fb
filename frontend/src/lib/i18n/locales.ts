/**
 * The interface languages (issue 37): each is complete or it is not listed.
 * `pseudo` is the accented pseudo-locale for tests; it is never offered in the picker.
 */
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '@contracts/languages';

// One list for the profile's contract and the app.
export const LOCALES = INTERFACE_LANGUAGES;
export type Locale = InterfaceLanguage;
export type CatalogLocale = Locale | 'pseudo';

export const SOURCE_LOCALE: Locale = 'en';

const RIGHT_TO_LEFT = new Set<string>(['ar', 'he']);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function isCatalogLocale(value: unknown): value is CatalogLocale {
  return value === 'pseudo' || isLocale(value);
}

export function directionOf(locale: CatalogLocale): 'rtl' | 'ltr' {
  return RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr';
}

/**
 * The closest interface language to a BCP 47 tag a browser or a profile gives ("de-AT" → de, "pt" or
 * "pt-PT" → pt-BR, the only Portuguese; "iw" → he), or null when Hearth does not speak it.
 */
export function matchLocale(tag: string): CatalogLocale | null {
  const cleaned = tag.trim();
  if (cleaned === '') return null;
  if (isCatalogLocale(cleaned)) return cleaned;
  const language = cleaned.split(/[-_]/)[0]?.toLowerCase() ?? '';
  if (language === 'pt') return 'pt-BR';
  if (language === 'iw') return 'he';
  return isLocale(language) ? language : null;
}
