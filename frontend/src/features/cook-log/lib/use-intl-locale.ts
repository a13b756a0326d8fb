import { useLingui } from '@lingui/react';
import type { CatalogLocale } from '@/lib/i18n/locales';
import { intlLocale } from '@/lib/i18n/runtime';

/** The Intl tag of the interface's language, redrawing the caller when the language changes. */
export function useIntlLocale(): string {
  const { i18n } = useLingui();
  return intlLocale(i18n.locale as CatalogLocale);
}
