// One way every server message reaches the reader (issue 37): ApiError's message (api-client.ts), a
// job's status text, a form field's error (components/ui/form-field.tsx). The server speaks English
// (SPEC.md's words, the API contract); the translation table and its catalog load the first time a
// message is shown in another language, never at start and never for an English reader.
import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { type CatalogLocale, SOURCE_LOCALE } from './locales';
import { currentLocale, needCatalogs } from './runtime';

type Table = typeof import('./server-messages');
let table: Table | null = null;
let loadingTable: Promise<Table> | null = null;
const ready = new Set<CatalogLocale>();

async function load(): Promise<void> {
  loadingTable ??= import('./server-messages');
  const loaded = await loadingTable;
  table = loaded;
  await needCatalogs({
    'server-messages': async (locale) => {
      const catalog = await loaded.catalog(locale);
      ready.add(locale);
      return catalog;
    },
  });
}

const speaksEnglish = (locale: CatalogLocale) => locale === SOURCE_LOCALE;

/** The server's message in the reader's language once the table has loaded, else as it is (never blank). */
export function inReadersLanguage(text: string): string {
  const locale = currentLocale();
  if (speaksEnglish(locale) || !table || !ready.has(locale)) return text;
  return table.translate(text);
}

/** The server's message in the reader's language, loading the table first if it is needed. */
export async function serverMessage(text: string): Promise<string>;
export async function serverMessage(text: string | null): Promise<string | null>;
export async function serverMessage(text: string | null): Promise<string | null> {
  if (text === null || speaksEnglish(currentLocale())) return text;
  try {
    await load();
  } catch {
    return text; // Offline before the table was ever fetched: the English is better than nothing.
  }
  return inReadersLanguage(text);
}

/** For a component drawing a message from the server: the English until the table arrives, then the
 * translation; it follows a change of language. */
export function useServerMessage(text: string | undefined): string | undefined {
  const { i18n } = useLingui();
  const locale = i18n.locale as CatalogLocale;
  const [, loaded] = useState(0);
  const needsTable = text !== undefined && text !== '' && !speaksEnglish(locale) && !ready.has(locale);
  useEffect(() => {
    if (!needsTable) return;
    let current = true;
    load().then(
      () => current && loaded((count) => count + 1),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [needsTable]);
  return text === undefined ? text : inReadersLanguage(text);
}
