import { i18n, type Messages } from '@lingui/core';
import { keepDeviceLocale } from './detect';
import { type CatalogLocale, directionOf, SOURCE_LOCALE } from './locales';

export { i18n };

export type CatalogModule = { messages: Messages };
/** Loads one catalog (the shell's or a feature's) in one language: a dynamic import of its .po file. */
export type CatalogLoader = (locale: CatalogLocale) => Promise<CatalogModule>;

// Every catalog asked for so far, by name: a change of language loads each of them again, in the new one.
const catalogs = new Map<string, CatalogLoader>();
const loaded = new Set<string>();

/** The tag Intl and the page's lang attribute get: the pseudo-locale formats as English. */
export function intlLocale(locale: CatalogLocale = currentLocale()): string {
  return locale === 'pseudo' ? 'en' : locale;
}

export function currentLocale(): CatalogLocale {
  return (i18n.locale || SOURCE_LOCALE) as CatalogLocale;
}

async function loadIn(locale: CatalogLocale, names: readonly string[]): Promise<void> {
  const missing = names.filter((name) => !loaded.has(`${name}:${locale}`));
  const modules = await Promise.all(missing.map((name) => (catalogs.get(name) as CatalogLoader)(locale)));
  missing.forEach((name, index) => {
    i18n.load(locale, (modules[index] as CatalogModule).messages);
    loaded.add(`${name}:${locale}`);
  });
}

/** Catalogs the next activateLocale loads (the shell's, at start), without loading them now. */
export function registerCatalogs(named: Record<string, CatalogLoader>): void {
  for (const [name, load] of Object.entries(named)) if (!catalogs.has(name)) catalogs.set(name, load);
}

/**
 * The catalogs a screen needs, loaded in the current language before it draws (a route's lazy loader
 * awaits this beside the screen's code) and kept, so a change of language reloads them too.
 */
export async function needCatalogs(named: Record<string, CatalogLoader>): Promise<void> {
  registerCatalogs(named);
  const names = Object.keys(named);
  let locale = currentLocale();
  await loadIn(locale, names);
  // The language changed while these arrived: the screen draws in the new one.
  while (locale !== currentLocale()) {
    locale = currentLocale();
    await loadIn(locale, names);
  }
}

/** The page's language and direction, for screen readers, hyphenation, fonts and right-to-left layout. */
export function markDocument(locale: CatalogLocale, root: HTMLElement = document.documentElement): void {
  root.lang = locale === 'pseudo' ? 'en-XA' : locale;
  root.dir = directionOf(locale);
}

/**
 * Speaks `locale` from now on: every catalog in use is loaded in it first (the screen never shows a mix),
 * then the page's lang and dir change with it. `keep` remembers the choice on this device.
 */
export async function activateLocale(
  locale: CatalogLocale,
  { keep = false }: { keep?: boolean } = {},
): Promise<void> {
  await loadIn(locale, [...catalogs.keys()]);
  i18n.activate(locale, [intlLocale(locale)]);
  if (typeof document !== 'undefined') markDocument(locale);
  if (keep) keepDeviceLocale(locale);
}
