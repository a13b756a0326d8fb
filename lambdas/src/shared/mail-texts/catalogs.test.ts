// Every e-mail has every language, each with the English keys and the same placeholders (issue 37).
import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES } from '../../contracts/languages.js';
import { adminTexts } from './admin.js';
import { MAIL_TEXT_FILES } from './catalog-files.js';
import { codeTexts } from './codes.js';
import { emailChangeTexts } from './email-change.js';
import { exportTexts } from './export.js';
import { fill, fillHtml, type MailCatalog, type MailText, placeholdersOf, plural } from './fill.js';
import { importTexts } from './import.js';
import { invitationTexts } from './invitation.js';
import { layoutTexts } from './layout.js';
import { shareTexts } from './share.js';
import { subscriptionTexts } from './subscription.js';

const catalogs: Record<string, MailCatalog<string>> = {
  layout: layoutTexts(),
  codes: codeTexts(),
  emailChange: emailChangeTexts(),
  invitation: invitationTexts(),
  share: shareTexts(),
  export: exportTexts(),
  import: importTexts(),
  subscription: subscriptionTexts(),
  admin: adminTexts(),
};

/** The placeholders a text uses; a plural's forms may leave out `{count}` ("شخصين"), never add one. */
function placeholders(entry: MailText): string[] {
  if (typeof entry === 'string') return placeholdersOf(entry);
  return [...new Set(Object.values(entry).flatMap((form) => placeholdersOf(form ?? '')))]
    .filter((name) => name !== 'count')
    .sort();
}

describe('e-mail catalogs', () => {
  for (const [name, catalog] of Object.entries(catalogs)) {
    const english = catalog.en;
    it(`${name}: every language has exactly the English keys`, () => {
      expect(Object.keys(catalog).sort()).toEqual([...INTERFACE_LANGUAGES].sort());
      for (const language of INTERFACE_LANGUAGES)
        expect(Object.keys(catalog[language]).sort(), language).toEqual(Object.keys(english).sort());
    });
    it(`${name}: every text has the English placeholders, translated (not English) outside English`, () => {
      for (const language of INTERFACE_LANGUAGES) {
        for (const [key, entry] of Object.entries(catalog[language])) {
          const source = english[key] as MailText;
          expect(placeholders(entry), `${language}.${key}`).toEqual(placeholders(source));
          if (typeof entry !== 'string') {
            expect(entry.other, `${language}.${key} other`).toBeTruthy();
            // The catalogs are JSON: a misspelt plural form ("onee") is no type error, so it is caught here.
            const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
            for (const form of Object.keys(entry))
              expect(forms, `${language}.${key}.${form}`).toContain(form);
          }
          if (language !== 'en') expect(entry, `${language}.${key} is still English`).not.toEqual(source);
        }
      }
    });
  }

  it('lists every catalog file, so each is shipped beside the bundles that read it', () => {
    const files = readdirSync(dirname(fileURLToPath(import.meta.url))).filter((name) =>
      name.endsWith('.json'),
    );
    expect([...MAIL_TEXT_FILES].sort()).toEqual(files.sort());
    expect(Object.keys(catalogs)).toHaveLength(MAIL_TEXT_FILES.length);
  });

  it('fills placeholders as text, and escapes them as HTML', () => {
    expect(fill('{who} wrote', { who: '<b>' })).toBe('<b> wrote');
    expect(fillHtml('{who} & co', { who: '<b>' }).value).toBe('&lt;b&gt; &amp; co');
  });

  it('chooses the plural form the language uses', () => {
    const people = invitationTexts().pl.people;
    expect([1, 3, 5, 22].map((n) => plural('pl', people, n))).toEqual([
      '1 osoba',
      '3 osoby',
      '5 osób',
      '22 osoby',
    ]);
    expect(plural('ar', invitationTexts().ar.people, 2)).toBe('شخصين');
    expect(plural('en', invitationTexts().en.people, 1)).toBe('1 person');
  });
});
