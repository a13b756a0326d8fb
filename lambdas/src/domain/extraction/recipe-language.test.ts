// Recipes keep the language they were imported in (issue 37): a web page's declared language (JSON-LD
// inLanguage over <html lang> over og:locale), normalised to Hearth's twelve; a photo's, as the reader
// chose it. Small hand-written pages; a language Hearth does not speak leaves it to the detector.
import { describe, expect, it } from 'vitest';
import { normaliseRecipe } from '../import/normalise.js';
import { extractMainRecipe } from './extract-recipes.js';
import type { OcrProvider } from './ports.js';
import { declaredLanguage } from './recipe-language.js';
import { readDocument } from './text/read-document.js';

const URL = 'https://cook.example/r/1';

function page(options: { lang?: string; ogLocale?: string; inLanguage?: unknown }): string {
  const ld = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Pfannkuchen',
    recipeIngredient: ['200 g Mehl', '2 Eier', '300 ml Milch'],
    recipeInstructions: ['Alles verrühren.', 'In der Pfanne backen.'],
    ...(options.inLanguage === undefined ? {} : { inLanguage: options.inLanguage }),
  };
  return `<!doctype html><html${options.lang ? ` lang="${options.lang}"` : ''}><head>
    ${options.ogLocale ? `<meta property="og:locale" content="${options.ogLocale}">` : ''}
    <script type="application/ld+json">${JSON.stringify(ld)}</script></head>
    <body><h1>Pfannkuchen</h1></body></html>`;
}

describe('the language a page declares', () => {
  it('normalises tags to the twelve languages', () => {
    expect(['de-AT', 'pt_PT', 'EN-us', 'iw', 'ja', 'ar-EG', ' fr '].map(declaredLanguage)).toEqual([
      'de',
      'pt-BR',
      'en',
      'he',
      'ja',
      'ar',
      'fr',
    ]);
    expect(['sv-SE', 'zh', '', 'x', null, 42].map(declaredLanguage)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(declaredLanguage({ '@type': 'Language', name: 'Italian', alternateName: 'it' })).toBe('it');
    expect(declaredLanguage(['es-MX', 'en'])).toBe('es');
  });

  it("takes the recipe's inLanguage over the page's lang, and the lang over og:locale", () => {
    expect(
      extractMainRecipe(page({ lang: 'en', ogLocale: 'fr_FR', inLanguage: 'de-DE' }), URL)?.language,
    ).toBe('de');
    expect(extractMainRecipe(page({ lang: 'de-CH', ogLocale: 'fr_FR' }), URL)?.language).toBe('de');
    expect(extractMainRecipe(page({ ogLocale: 'nl_BE' }), URL)?.language).toBe('nl');
  });

  it('records nothing when the page names no language Hearth speaks (detected at save instead)', () => {
    const sv = extractMainRecipe(page({ lang: 'sv', ogLocale: 'sv_SE' }), URL);
    expect(sv?.title).toBe('Pfannkuchen');
    expect(sv && 'language' in sv).toBe(false);
    expect(extractMainRecipe(page({}), URL)).not.toHaveProperty('language');
  });

  it("keeps the language through the import's last step, and drops one Hearth does not speak", () => {
    const raw = { title: 'Pfannkuchen', ingredients: ['200 g Mehl'], instructions: ['Backen.'] };
    expect(normaliseRecipe({ ...raw, language: 'de' }, 'Recipe')?.language).toBe('de');
    expect(normaliseRecipe({ ...raw, language: 'sv' }, 'Recipe')).not.toHaveProperty('language');
  });
});

/** A reader that "reads" the given lines, and records which model it was asked for. */
function fakeOcr(
  lines: string[],
  languages: string[] | undefined,
  asked: (string | undefined)[],
): OcrProvider {
  return {
    languages,
    recognise: async (_bytes, _type, options) => {
      asked.push(options?.language);
      return { lines: lines.map((text) => ({ text, confidence: 95 })) };
    },
  };
}

const GERMAN_CARD = [
  'Apfelkuchen',
  'Zutaten',
  '200 g Mehl',
  '100 g Zucker',
  '2 EL Butter',
  '1 Prise Salz',
  'Zubereitung',
  'Den Ofen auf 180 Grad vorheizen und die Form fetten.',
  'Mehl, Zucker und Butter zu einem Teig verkneten und backen.',
];

describe('the language a photo was read in', () => {
  const noPdf = async () => [];

  it('records the language the reader chose, reading the page again with its model', async () => {
    const asked: (string | undefined)[] = [];
    const [recipe] = await readDocument(
      { bytes: new Uint8Array([1]), contentType: 'image/png' },
      { ocr: fakeOcr(GERMAN_CARD, ['de', 'fr'], asked), readPdf: noPdf },
    );
    expect(asked).toEqual([undefined, 'de']);
    expect(recipe?.language).toBe('de');
  });

  it('records it too from a reader that needs no telling (read once)', async () => {
    const asked: (string | undefined)[] = [];
    const [recipe] = await readDocument(
      { bytes: new Uint8Array([1]), contentType: 'image/png' },
      { ocr: fakeOcr(GERMAN_CARD, undefined, asked), readPdf: noPdf },
    );
    expect(asked).toEqual([undefined]);
    expect(recipe?.language).toBe('de');
  });

  it("records nothing when the words were not found in another language (English is the reader's default)", async () => {
    const english = [
      'Apple Cake',
      'Ingredients',
      '2 cups flour',
      '1 cup sugar',
      'Method',
      'Mix and bake until golden.',
    ];
    const [recipe] = await readDocument(
      { bytes: new Uint8Array([1]), contentType: 'image/png' },
      { ocr: fakeOcr(english, ['de', 'fr'], []), readPdf: noPdf },
    );
    expect(recipe?.title).toBe('Apple Cake');
    expect(recipe).not.toHaveProperty('language');
  });
});
