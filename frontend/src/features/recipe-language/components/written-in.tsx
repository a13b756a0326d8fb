// "Written in Spanish" on a recipe whose language is not the reader's (issue 37): the recipe's language
// (recorded at import or detected from its ingredients) named in the reader's language by
// Intl.DisplayNames. Nothing when the language is unknown or the reader's own.
import { Trans, useLingui } from '@lingui/react/macro';
import { languageName } from '@/lib/i18n/format';
import { intlLocale } from '@/lib/i18n/runtime';

const primary = (tag: string) => tag.toLowerCase().split('-')[0];

export function WrittenIn({ language }: { language?: string | null }) {
  const { i18n } = useLingui();
  const reader = intlLocale(i18n.locale as Parameters<typeof intlLocale>[0]);
  if (!language || primary(language) === primary(reader)) return null;
  const name = languageName(language, reader);
  return (
    <p className="text-sm text-muted-foreground">
      <Trans>Written in {name}</Trans>
    </p>
  );
}
