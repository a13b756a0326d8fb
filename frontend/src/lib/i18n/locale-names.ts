import type { Locale } from './locales';

/**
 * Each language named in itself (the picker's choices), so a person who cannot read the current
 * language still finds their own. Apart from locales.ts: the first script needs none of them.
 */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  'pt-BR': 'Português (Brasil)',
  nl: 'Nederlands',
  pl: 'Polski',
  tr: 'Türkçe',
  ja: '日本語',
  ar: 'العربية',
  he: 'עברית',
};
