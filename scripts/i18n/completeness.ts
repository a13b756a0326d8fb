// The catalogs' completeness rules (issue 37), apart from how catalogs are read so a test can plant
// mistakes: every language has every message of the source (English) with a translation, no message the
// source no longer has, the same placeholders and Trans tags as the English, and the plural forms its
// language needs.
import { parse, type Token } from '@messageformat/parser';

export type Translations = Record<string, { translation?: string; obsolete?: boolean }>;

export interface CatalogToCheck {
  /** The catalog's path pattern, as lingui.config.ts names it. */
  name: string;
  /** The source's messages (English, as extracted from the code), by id. */
  source: Record<string, string>;
  /** Each language's catalog as read from its .po file (the source and pseudo locales excluded). */
  locales: Record<string, Translations>;
}

interface Shape {
  arguments: string[];
  tags: string[];
  plurals: { arg: string; keys: string[]; type: string }[];
}

function walk(tokens: Token[], shape: Shape): void {
  for (const token of tokens) {
    if (token.type === 'argument' || token.type === 'function') shape.arguments.push(token.arg);
    if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      shape.arguments.push(token.arg);
      shape.plurals.push({ arg: token.arg, type: token.type, keys: token.cases.map((c) => c.key) });
      for (const branch of token.cases) walk(branch.tokens, shape);
    }
  }
}

/** A message's placeholders, Trans tags (<0>…</0>) and plural cases; throws on broken ICU syntax. */
export function shapeOf(message: string): Shape {
  const shape: Shape = { arguments: [], tags: [], plurals: [] };
  walk(parse(message), shape);
  shape.tags = [...message.matchAll(/<\/?(\d+)\s*\/?>/g)].map((m) => m[0].replace(/\s/g, ''));
  return shape;
}

const sorted = (values: string[]) => [...new Set(values)].sort().join(', ');

function pluralProblems(locale: string, shape: Shape): string[] {
  const problems: string[] = [];
  for (const plural of shape.plurals) {
    if (plural.type === 'select') {
      if (!plural.keys.includes('other')) problems.push(`select {${plural.arg}} has no "other" case`);
      continue;
    }
    const rules = new Intl.PluralRules(locale === 'pseudo' ? 'en' : locale, {
      type: plural.type === 'selectordinal' ? 'ordinal' : 'cardinal',
    });
    const needed = rules.resolvedOptions().pluralCategories;
    const named = plural.keys.filter((key) => !key.startsWith('='));
    const missing = needed.filter((category) => !named.includes(category));
    const unknown = named.filter((key) => !(needed as string[]).includes(key));
    if (missing.length) problems.push(`{${plural.arg}} lacks the plural forms ${missing.join(', ')}`);
    if (unknown.length)
      problems.push(`{${plural.arg}} has plural forms ${unknown.join(', ')} ${locale} never uses`);
  }
  return problems;
}

/** Every problem found, one line each ("de: missing …"); an empty list means complete. */
export function catalogProblems(catalog: CatalogToCheck): string[] {
  const problems: string[] = [];
  const sourceShapes = new Map<string, Shape>();
  for (const [id, message] of Object.entries(catalog.source)) {
    try {
      sourceShapes.set(id, shapeOf(message));
    } catch (error) {
      problems.push(`en: "${message}" is not a valid ICU message (${(error as Error).message})`);
    }
  }
  for (const [locale, translations] of Object.entries(catalog.locales)) {
    const where = `${locale} (${catalog.name})`;
    for (const [id, message] of Object.entries(catalog.source)) {
      const translation = translations[id]?.translation;
      if (!translations[id] || translations[id]?.obsolete || !translation?.trim()) {
        problems.push(`${where}: missing a translation of "${message}"`);
        continue;
      }
      const expected = sourceShapes.get(id);
      let actual: Shape;
      try {
        actual = shapeOf(translation);
      } catch (error) {
        problems.push(`${where}: "${translation}" is not a valid ICU message (${(error as Error).message})`);
        continue;
      }
      if (!expected) continue;
      if (sorted(actual.arguments) !== sorted(expected.arguments))
        problems.push(
          `${where}: "${translation}" has placeholders {${sorted(actual.arguments)}} where "${message}" has {${sorted(expected.arguments)}}`,
        );
      if (sorted(actual.tags) !== sorted(expected.tags))
        problems.push(
          `${where}: "${translation}" has tags ${sorted(actual.tags)} where "${message}" has ${sorted(expected.tags)}`,
        );
      for (const problem of pluralProblems(locale, actual))
        problems.push(`${where}: "${translation}": ${problem}`);
    }
    for (const [id, entry] of Object.entries(translations)) {
      if (!(id in catalog.source))
        problems.push(
          `${where}: stale message ${id} ("${entry.translation ?? ''}"): the code no longer has it`,
        );
    }
  }
  return problems;
}

/**
 * A message (its English and context) is translated one way in each language, whichever catalogs hold
 * it: a screen loading two catalogs shows the one loaded last, so two translations would change the
 * same button's words from screen to screen. A shared component's words are in several features'
 * catalogs (lingui.config.ts's SHARED_WORDS); where the same English means two things, a context tells
 * them apart (msg({ message: 'Other', context: 'aisle' })).
 */
export function oneTranslationProblems(catalogs: readonly CatalogToCheck[]): string[] {
  const seen = new Map<string, { translation: string; catalog: string }>();
  const problems: string[] = [];
  for (const catalog of catalogs)
    for (const id of Object.keys(catalog.source))
      for (const [locale, translations] of Object.entries(catalog.locales)) {
        const translation = translations[id]?.translation ?? '';
        const first = seen.get(`${locale}\u0004${id}`);
        if (!first) seen.set(`${locale}\u0004${id}`, { translation, catalog: catalog.name });
        else if (first.translation !== translation)
          problems.push(
            `${locale}: "${catalog.source[id]}" is "${first.translation}" in ${first.catalog} but "${translation}" in ${catalog.name}: one message, one translation (or give each its own context)`,
          );
      }
  return problems;
}
