import type { I18n } from '@lingui/core';
import { type I18nContext, LinguiContext } from '@lingui/react';
import { type ReactNode, useEffect, useState } from 'react';

interface Shown {
  /** The language the context was made in: the i18n object itself changes language in place. */
  locale: string;
  context: I18nContext;
}

const shownOf = (i18n: I18n): Shown => ({ locale: i18n.locale, context: { i18n, _: i18n.t.bind(i18n) } });

/**
 * Lingui's context, made again when the language changes and only then. Lingui's own I18nProvider
 * draws every word on screen again at each `i18n.load` too ("change" fires for both), at default
 * priority, so in one task: a screen's feature catalogs arrive just before it draws (router.tsx), and
 * their five loads made Home's shell draw again in the very task that mounted Home, 53-70 ms of one task
 * on a two-core host (issue 35). A catalog loaded for a screen not yet drawn changes no word on screen;
 * a change of language (activateLocale loads the new catalogs, then activates) does, and draws again.
 * Messages from the server follow their own table (server-text.ts).
 */
export function LocaleProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [shown, setShown] = useState(() => shownOf(i18n));
  useEffect(() => {
    const follow = () => setShown((current) => (current.locale === i18n.locale ? current : shownOf(i18n)));
    // A language activated between the first render and this subscription is not missed.
    follow();
    return i18n.on('change', follow);
  }, [i18n]);
  return <LinguiContext.Provider value={shown.context}>{children}</LinguiContext.Provider>;
}
