// The server's words in the reader's language (issue 37): loaded only when one is shown (server-text.ts),
// with its own catalog per language, so neither the table nor its words are in the first script.
import { i18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { formatDate } from '../format';
import { stretchMessages } from '../pseudo';
import { type CatalogLoader, intlLocale } from '../runtime';
import { LITERALS } from './literals';
import { PHRASES, TEMPLATES, type Template, type Value, type Values } from './templates';

const files = import.meta.glob<{ messages: Messages }>('./locales/*.po');

/** This table's catalog in one language (the pseudo-locale's stretched like every other catalog). */
export const catalog: CatalogLoader = async (locale) => {
  const load = files[`./locales/${locale}.po`];
  if (!load) return { messages: {} };
  const { messages } = await load();
  return { messages: locale === 'pseudo' ? stretchMessages(messages) : messages };
};

type Matcher = readonly [RegExp, Template[1]];
const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
const matchers = (table: readonly Template[]): Matcher[] =>
  table.map(([english, say]) => [
    new RegExp(`^${english.split('{}').map(escapeRegExp).join('(.+?)')}$`, 's'),
    say,
  ]);
let compiled: { templates: Matcher[]; phrases: Matcher[] } | null = null;

function matching(table: Matcher[], text: string, value: (raw: string) => Value): MessageDescriptor | null {
  for (const [pattern, say] of table) {
    const found = pattern.exec(text);
    if (found) return say(found.slice(1).map(value) as unknown as Values);
  }
  return null;
}

/** A value inside a message: a number, a date, or words the table translates (a label, "in 5 minutes"). */
function value(raw: string): Value {
  if (/^\d+(\.\d+)?$/.test(raw)) return Number(raw);
  if (/^\d{4}-\d{2}-\d{2}$/.test(raw))
    return formatDate(new Date(`${raw}T00:00:00Z`), intlLocale(), { dateStyle: 'long', timeZone: 'UTC' });
  const literal = LITERALS[raw];
  if (literal) return i18n._(literal);
  const phrase = matching((compiled as NonNullable<typeof compiled>).phrases, raw, value);
  return phrase ? i18n._(phrase) : raw;
}

/** The server's English in the current language; a message the table does not know, as it is. */
export function translate(text: string): string {
  compiled ??= { templates: matchers(TEMPLATES), phrases: matchers(PHRASES) };
  const literal = LITERALS[text];
  if (literal) return i18n._(literal);
  const found = matching(compiled.templates, text, value);
  return found ? i18n._(found) : text;
}
