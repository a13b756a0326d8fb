// Photo and PDF import end to end through the local providers: a printed recipe is drawn in the
// test (slightly rotated, with noise), read by Tesseract, and structured by the line reader.

import { createRequire } from 'node:module';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { createTesseractOcr } from '../../../adapters/ocr/tesseract.js';
import { readPdfPages } from '../../../adapters/pdf/pdf-pages.js';
import type { OcrProvider } from '../ports.js';
import type { ExtractedRecipe } from '../types.js';
import { readDocument } from './read-document.js';

const require = createRequire(import.meta.url);
GlobalFonts.registerFromPath(
  require.resolve('@fontsource-variable/nunito-sans/files/nunito-sans-latin-wght-normal.woff2'),
  'Recipe Print',
);

const RECIPE = {
  title: 'Buttermilk Scones',
  facts: 'Makes 8 scones  ·  Prep 15 min  ·  Bake 12 min',
  ingredients: [
    '2 cups all-purpose flour',
    '1 tablespoon baking powder',
    '1/2 teaspoon salt',
    '6 tablespoons cold butter, cubed',
    '3/4 cup buttermilk',
  ],
  steps: [
    'Heat the oven to 220 degrees and line a baking sheet.',
    'Rub the butter into the flour, baking powder and salt.',
    'Stir in the buttermilk, pat out the dough and cut eight rounds.',
  ],
};

/** Lines of the printed page, as [text, size, gap before]. */
function pageLines(): [string, number, number][] {
  return [
    [RECIPE.title, 44, 0],
    [RECIPE.facts, 22, 24],
    ['Ingredients', 30, 50],
    ...RECIPE.ingredients.map((l): [string, number, number] => [l, 24, 14]),
    ['Method', 30, 50],
    ...RECIPE.steps.map((l, i): [string, number, number] => [`${i + 1}. ${l}`, 24, 18]),
  ];
}

/** A seeded generator, so the noise is the same on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

async function photoOfRecipe(): Promise<Buffer> {
  const canvas = createCanvas(1100, 1000);
  const context = canvas.getContext('2d');
  context.fillStyle = '#f4efe4';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.save();
  context.translate(canvas.width / 2, canvas.height / 2);
  context.rotate((1.2 * Math.PI) / 180);
  context.translate(-canvas.width / 2, -canvas.height / 2);
  context.fillStyle = '#1d1a16';
  let y = 70;
  for (const [text, size, gap] of pageLines()) {
    y += gap + size;
    context.font = `${size >= 30 ? 700 : 400} ${size}px "Recipe Print"`;
    context.fillText(text, 70, y);
  }
  context.restore();
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  const next = random(7);
  for (let p = 0; p < image.data.length; p += 4) {
    const speck = (next() - 0.5) * 60;
    for (let c = 0; c < 3; c++)
      image.data[p + c] = Math.max(0, Math.min(255, (image.data[p + c] ?? 0) + speck));
  }
  context.putImageData(image, 0, 0);
  return canvas.encode('png');
}

async function textPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 740;
  for (const [text, size, gap] of pageLines()) {
    const points = size / 2;
    y -= gap / 2 + points;
    // Helvetica's encoding has no middle dot spacing issues, but keep the facts line plain ASCII.
    page.drawText(text.replaceAll('·', '|'), { x: 50, y, size: points, font: size >= 30 ? bold : regular });
  }
  return pdf.save();
}

/** The recipe's title and ingredients, no method: a reading the rules cannot complete. */
async function ingredientsOnlyPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  [RECIPE.title, 'Ingredients', ...RECIPE.ingredients].forEach((text, i) => {
    page.drawText(text, { x: 50, y: 740 - i * 24, size: 12, font });
  });
  return pdf.save();
}

async function scannedPdf(png: Buffer): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const image = await pdf.embedPng(png);
  const page = pdf.addPage([612, (612 * image.height) / image.width]);
  page.drawImage(image, { x: 0, y: 0, width: page.getWidth(), height: page.getHeight() });
  return pdf.save();
}

const tesseract = createTesseractOcr();
afterAll(() => tesseract.close());

const noOcr: OcrProvider = {
  recognise: () => Promise.reject(new Error('a text PDF needs no OCR')),
};

function expectTheRecipe(recipes: Awaited<ReturnType<typeof readDocument>>): void {
  expect(recipes).toHaveLength(1);
  const [recipe] = recipes;
  expect(recipe?.title).toBe(RECIPE.title);
  expect(recipe?.ingredients).toEqual(RECIPE.ingredients);
  expect(recipe?.instructions).toEqual(RECIPE.steps);
  expect(recipe).toMatchObject({ yields: 'Makes 8 scones', prepTime: 15, cookTime: 12 });
}

describe('readDocument', () => {
  it('imports a photo of a printed recipe, slightly rotated and noisy', { timeout: 60_000 }, async () => {
    const png = await photoOfRecipe();
    expectTheRecipe(
      await readDocument({ bytes: png, contentType: 'image/png' }, { ocr: tesseract, readPdf: readPdfPages }),
    );
  });

  it('imports a PDF from its text layer without OCR', { timeout: 30_000 }, async () => {
    const bytes = await textPdf();
    expectTheRecipe(
      await readDocument({ bytes, contentType: 'application/pdf' }, { ocr: noOcr, readPdf: readPdfPages }),
    );
  });

  it('imports a scanned PDF through OCR of its page', { timeout: 60_000 }, async () => {
    const bytes = await scannedPdf(await photoOfRecipe());
    expectTheRecipe(
      await readDocument(
        { bytes, contentType: 'application/pdf' },
        { ocr: tesseract, readPdf: readPdfPages },
      ),
    );
  });

  it("keeps the rules' reading of a clear page and does not ask the model", { timeout: 30_000 }, async () => {
    const seen: string[][] = [];
    const structure = async (lines: string[]) => {
      seen.push(lines);
      return [];
    };
    const recipes = await readDocument(
      { bytes: await textPdf(), contentType: 'application/pdf' },
      { ocr: noOcr, readPdf: readPdfPages, structure },
    );
    expect(seen).toEqual([]);
    expectTheRecipe(recipes);
  });

  it("asks the model, with the rules' reading as its hint, where the rules find no steps", {
    timeout: 30_000,
  }, async () => {
    const calls: { lines: string[]; hint: ExtractedRecipe | null }[] = [];
    const modelled: ExtractedRecipe = {
      title: 'Scones',
      description: null,
      ingredients: ['250 g flour'],
      instructions: ['Bake.'],
      sourceUrl: '',
      imageUrl: null,
      videoUrl: null,
      prepTime: null,
      cookTime: null,
      totalTime: null,
      servings: null,
      yields: null,
      suggestedCategories: [],
    };
    const structure = async (lines: string[], hint: ExtractedRecipe | null) => {
      calls.push({ lines, hint });
      return [modelled];
    };
    const recipes = await readDocument(
      { bytes: await ingredientsOnlyPdf(), contentType: 'application/pdf' },
      { ocr: noOcr, readPdf: readPdfPages, structure },
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]?.lines).toContain(RECIPE.ingredients[0]);
    expect(calls[0]?.hint?.ingredients).toEqual(RECIPE.ingredients);
    expect(recipes).toEqual([modelled]);
  });

  it("keeps the rules' reading when the model fails", { timeout: 30_000 }, async () => {
    const recipes = await readDocument(
      { bytes: await ingredientsOnlyPdf(), contentType: 'application/pdf' },
      { ocr: noOcr, readPdf: readPdfPages, structure: () => Promise.reject(new Error('throttled')) },
    );
    expect(recipes[0]?.ingredients).toEqual(RECIPE.ingredients);
  });
});
