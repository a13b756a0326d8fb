// Server-side e-mail words (issue 37): each e-mail has a small catalog of its texts in the twelve
// interface languages, a JSON file beside it read as a typed MailCatalog (no message runtime in the
// Lambda bundles). A text is a template with named `{placeholders}`, or its plural forms
// (Intl.PluralRules chooses; `{count}` is the number, formatted).
// `fillHtml` escapes every string value, so user text stays text (shared/html.ts).
import { type InterfaceLanguage, isInterfaceLanguage } from '../../contracts/languages.js';
import { escapeHtml, SafeHtml } from '../html.js';

export type PluralForms = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;
export type MailText = string | PluralForms;
/** One e-mail's texts in every language, each language with exactly the English keys. */
export type MailCatalog<Keys extends string> = Record<InterfaceLanguage, Record<Keys, MailText>>;
/**
 * The type a mail's JSON catalog is read as (`export const x: CatalogOf<typeof json> = json`): its keys
 * are the English ones, so a missing language, a language without one of them, or a text that is neither
 * a template nor plural forms is a type error. A key English lacks is found by catalogs.test.ts.
 */
export type CatalogOf<Json extends { en: object }> = MailCatalog<keyof Json['en'] & string>;

/** The language to write in: a known interface language, else English. */
export function mailLanguage(value: unknown): InterfaceLanguage {
  return isInterfaceLanguage(value) ? value : 'en';
}

export const isRightToLeft = (language: InterfaceLanguage) => language === 'ar' || language === 'he';

/** The `{name}` placeholders of a template, sorted (the catalog test compares them across languages). */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
}

/** The template with its placeholders replaced by the values (as plain text). */
export function fill(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The template as HTML: its own words and each string value escaped, SafeHtml values as they are. */
export function fillHtml(
  template: string,
  values: Record<string, string | number | SafeHtml> = {},
): SafeHtml {
  const parts = template.split(/(\{\w+\})/g).map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    if (name === undefined || !(name in values)) return escapeHtml(part);
    const value = values[name];
    return value instanceof SafeHtml ? value.value : escapeHtml(String(value));
  });
  return new SafeHtml(parts.join(''));
}

/** The form of `forms` the language uses for `count`, with `{count}` filled (formatted for the language). */
export function plural(language: InterfaceLanguage, forms: MailText, count: number): string {
  // English as the mails always wrote it ("1200 recipes"); other languages in their own digits and marks.
  const written = language === 'en' ? String(count) : count.toLocaleString(language);
  if (typeof forms === 'string') return fill(forms, { count: written });
  const rule = new Intl.PluralRules(language).select(count);
  return fill(forms[rule] ?? forms.other, { count: written });
}

/** A text that is not a plural (a catalog entry read as a template). */
export function text(entry: MailText): string {
  return typeof entry === 'string' ? entry : entry.other;
}
