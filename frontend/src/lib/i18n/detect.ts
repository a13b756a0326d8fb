import { type CatalogLocale, matchLocale, SOURCE_LOCALE } from './locales';

/** The language chosen on this device (the picker on the sign-in screen or in My Account). */
export const DEVICE_LOCALE_KEY = 'hearth.locale';

export type LocaleSources = {
  /** The language kept on the signed-in person's profile: it follows them to every device. */
  profile?: string | null;
  /** The language last chosen on this device. */
  device?: string | null;
  /** The browser's preferences, best first (navigator.languages). */
  browser?: readonly string[];
};

/**
 * Which language Hearth speaks: the profile's choice, else this device's, else the first of the
 * browser's languages Hearth speaks, else English.
 */
export function detectLocale({ profile, device, browser = [] }: LocaleSources): CatalogLocale {
  for (const tag of [profile, device]) {
    const chosen = tag ? matchLocale(tag) : null;
    if (chosen) return chosen;
  }
  for (const tag of browser) {
    const spoken = matchLocale(tag);
    if (spoken && spoken !== 'pseudo') return spoken;
  }
  return SOURCE_LOCALE;
}

export function readDeviceLocale(): string | null {
  try {
    return localStorage.getItem(DEVICE_LOCALE_KEY);
  } catch {
    return null;
  }
}

export function keepDeviceLocale(locale: CatalogLocale): void {
  try {
    localStorage.setItem(DEVICE_LOCALE_KEY, locale);
  } catch {
    // Storage refused (private mode, full): the choice lasts for this page only.
  }
}

/** The language to start in, before any profile is known. */
export function startingLocale(): CatalogLocale {
  return detectLocale({
    device: readDeviceLocale(),
    browser: typeof navigator === 'undefined' ? [] : navigator.languages,
  });
}
