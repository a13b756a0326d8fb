import { describe, expect, it } from 'vitest';
import { checkCatalogs } from '../i18n-check';
import { type CatalogToCheck, catalogProblems, oneTranslationProblems } from './completeness';

const source = {
  a1: 'Shopping list',
  b2: 'Hello {name}',
  c3: '{count, plural, one {# recipe} other {# recipes}}',
  d4: 'Read <0>the guide</0>',
};

function catalog(locales: CatalogToCheck['locales']): CatalogToCheck {
  return { name: 'test/{locale}', source, locales };
}

const completeGerman = {
  a1: { translation: 'Einkaufsliste' },
  b2: { translation: 'Hallo {name}' },
  c3: { translation: '{count, plural, one {# Rezept} other {# Rezepte}}' },
  d4: { translation: 'Lies <0>die Anleitung</0>' },
};

describe('catalogProblems', () => {
  it('passes a complete catalog', () => {
    expect(catalogProblems(catalog({ de: completeGerman }))).toEqual([]);
  });

  it('fails on a missing, an empty and an obsolete translation', () => {
    const { a1: _missing, ...rest } = completeGerman;
    expect(catalogProblems(catalog({ de: rest }))).toEqual([
      'de (test/{locale}): missing a translation of "Shopping list"',
    ]);
    expect(catalogProblems(catalog({ de: { ...completeGerman, a1: { translation: ' ' } } }))).toHaveLength(1);
    expect(
      catalogProblems(catalog({ de: { ...completeGerman, a1: { translation: 'Liste', obsolete: true } } })),
    ).toHaveLength(1);
  });

  it('fails on a stale message the code no longer has', () => {
    const problems = catalogProblems(catalog({ de: { ...completeGerman, zz: { translation: 'Alt' } } }));
    expect(problems).toEqual(['de (test/{locale}): stale message zz ("Alt"): the code no longer has it']);
  });

  it('fails on a renamed placeholder, a lost tag and broken ICU', () => {
    const problems = catalogProblems(
      catalog({
        de: {
          ...completeGerman,
          b2: { translation: 'Hallo {nam}' },
          d4: { translation: 'Lies die Anleitung' },
          c3: { translation: '{count, plural, one {# Rezept} other {# Rezepte}' },
        },
      }),
    );
    expect(problems).toHaveLength(3);
    expect(problems[0]).toContain('has placeholders {nam} where "Hello {name}" has {name}');
    expect(problems[1]).toContain('is not a valid ICU message');
    expect(problems[2]).toContain('has tags  where "Read <0>the guide</0>" has </0>, <0>');
  });

  it('asks each language for the plural forms it needs, and no others', () => {
    const polish = {
      ...completeGerman,
      c3: { translation: '{count, plural, one {# przepis} other {# przepisu}}' },
    };
    expect(catalogProblems(catalog({ pl: polish }))).toEqual([
      'pl (test/{locale}): "{count, plural, one {# przepis} other {# przepisu}}": {count} lacks the plural forms few, many',
    ]);
    const japanese = {
      ...completeGerman,
      c3: { translation: '{count, plural, one {#件} other {#件のレシピ}}' },
    };
    expect(catalogProblems(catalog({ ja: japanese }))[0]).toContain('has plural forms one ja never uses');
  });
});

describe('oneTranslationProblems', () => {
  const feature = (name: string, translation: string): CatalogToCheck => ({
    name,
    source: { a1: 'Shopping list' },
    locales: { de: { a1: { translation } } },
  });

  it('passes a message translated one way in every catalog that has it', () => {
    expect(
      oneTranslationProblems([feature('one', 'Einkaufsliste'), feature('two', 'Einkaufsliste')]),
    ).toEqual([]);
  });

  it('fails on the same message translated two ways in two catalogs', () => {
    expect(
      oneTranslationProblems([feature('one', 'Einkaufsliste'), feature('two', 'Einkaufszettel')]),
    ).toEqual([
      'de: "Shopping list" is "Einkaufsliste" in one but "Einkaufszettel" in two: one message, one translation (or give each its own context)',
    ]);
  });

  it('leaves the same English with another context (another id) to its own translation', () => {
    const aisle: CatalogToCheck = {
      name: 'two',
      source: { b2: 'Shopping list' },
      locales: { de: { b2: { translation: 'Einkaufszettel' } } },
    };
    expect(oneTranslationProblems([feature('one', 'Einkaufsliste'), aisle])).toEqual([]);
  });
});

describe("Hearth's catalogs", () => {
  it('are complete in every language: no missing or stale message, placeholders and plurals right', async () => {
    expect(await checkCatalogs()).toEqual([]);
  }, 60_000);
});
