import { useLingui } from '@lingui/react/macro';
import { Languages } from 'lucide-react';
import { useId, useState } from 'react';
import { LOCALE_NAMES } from '@/lib/i18n/locale-names';
import { isLocale, LOCALES, type Locale } from '@/lib/i18n/locales';
import { activateLocale } from '@/lib/i18n/runtime';

/**
 * The interface language (issue 37): on the sign-in screen and in My Account. Each language is named in
 * itself, so a person who cannot read the current one finds their own. The choice applies at once and is
 * kept on this device; `onChosen` also keeps it on the profile (My Account).
 */
export function LanguagePicker({ onChosen }: { onChosen?: (locale: Locale) => void }) {
  const { i18n, t } = useLingui();
  const id = useId();
  const [switching, setSwitching] = useState(false);
  const current = isLocale(i18n.locale) ? i18n.locale : 'en';
  const choose = async (next: Locale) => {
    setSwitching(true);
    try {
      await activateLocale(next, { keep: true });
      onChosen?.(next);
    } finally {
      setSwitching(false);
    }
  };
  return (
    <div className="flex items-center gap-2 text-sm text-ink">
      <Languages aria-hidden="true" className="size-4 text-ink-muted" />
      <label htmlFor={id} className="font-semibold">
        {t`Language`}
      </label>
      <select
        id={id}
        value={current}
        disabled={switching}
        onChange={(event) => void choose(event.target.value as Locale)}
        className="rounded-lg border border-cream-300 bg-white px-2 py-1 text-ink"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
