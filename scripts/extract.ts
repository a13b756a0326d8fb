// Command-line front of the extraction core, for measuring it on saved pages.
//   npm run -s extract -- PAGE.html URL        one page: prints its main recipe as JSON (or null)
//   npm run -s extract -- --batch              stdin [{"html": PATH, "url": URL}, ...] -> JSON array
//   npm run -s extract -- --image FILE | --pdf FILE   photo or PDF import through the local providers
//                                              (Tesseract OCR, deterministic line reader): its first recipe
//   npm run -s extract -- --images             stdin ["photo.jpg", ...] -> JSON array, one warm reader
// Output per page: {title, description, ingredients, instructions, prepTime, cookTime, totalTime,
// servings, yields, image, _ms} or null when the page holds no recipe.
import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { createTesseractOcr, type TesseractOcr } from '../lambdas/src/adapters/ocr/tesseract.js';
import { readPdfPagesLazily as readPdfPages } from '../lambdas/src/adapters/pdf/pdf-pages-lazily.js';
import { extractPage } from '../lambdas/src/domain/extraction/extract-recipes.js';
import { readDocument } from '../lambdas/src/domain/extraction/text/read-document.js';
import type { ExtractedRecipe } from '../lambdas/src/domain/extraction/types.js';

interface PageResult {
  title: string | null;
  description: string | null;
  ingredients: string[];
  instructions: string[];
  prepTime: number | null;
  cookTime: number | null;
  totalTime: number | null;
  servings: number | null;
  yields: string | null;
  image: string | null;
  /** Words a photo's reader was unsure of (not scored; shown on the review screen). */
  doubtful?: ExtractedRecipe['doubtful'];
  _ms: number;
}

const asResult = (r: ExtractedRecipe, ms: number): PageResult => ({
  title: r.title,
  description: r.description,
  ingredients: r.ingredients,
  instructions: r.instructions,
  prepTime: r.prepTime,
  cookTime: r.cookTime,
  totalTime: r.totalTime,
  servings: r.servings,
  yields: r.yields,
  image: r.imageUrl,
  ...(r.doubtful?.length ? { doubtful: r.doubtful } : {}),
  _ms: ms,
});

/** A photo or PDF read the way the import workflow reads it locally; prints its first recipe. */
async function extractDocument(flag: '--image' | '--pdf', path: string): Promise<void> {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (e) {
    usage(`extract ${flag}: cannot read ${path}: ${(e as Error).message}`);
  }
  const contentType =
    flag === '--pdf' ? 'application/pdf' : /^\.jpe?g$/i.test(extname(path)) ? 'image/jpeg' : 'image/png';
  const ocr = createTesseractOcr();
  const started = performance.now();
  try {
    const recipes = await readDocument(
      { bytes: new Uint8Array(bytes), contentType },
      { ocr, readPdf: readPdfPages },
    );
    const ms = Math.round(performance.now() - started);
    const first = recipes[0];
    process.stdout.write(`${JSON.stringify(first ? asResult(first, ms) : null, null, 2)}\n`);
  } finally {
    await ocr.close();
  }
}

/** Reads one photo with a reader that is already running; `_ms` is the time spent on this photo. */
async function readPhoto(ocr: TesseractOcr, path: string): Promise<PageResult | null | { error: string }> {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (e) {
    return { error: `cannot read ${path}: ${(e as Error).message}` };
  }
  const contentType = /^\.jpe?g$/i.test(extname(path)) ? 'image/jpeg' : 'image/png';
  const started = performance.now();
  try {
    const recipes = await readDocument(
      { bytes: new Uint8Array(bytes), contentType },
      { ocr, readPdf: readPdfPages },
    );
    const first = recipes[0];
    return first ? asResult(first, Math.round(performance.now() - started)) : null;
  } catch (e) {
    return { error: (e as Error).stack ?? String(e) };
  }
}

/** A warm container has its reader started and its code compiled: one small made-up card first. */
async function warmUpPhotos(ocr: TesseractOcr): Promise<void> {
  // Loaded here, not at the top: a cold one-photo run loads it while the reader's worker starts.
  const { createCanvas } = await import('@napi-rs/canvas');
  const canvas = createCanvas(640, 200);
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, 640, 200);
  context.fillStyle = '#000';
  context.font = '28px serif';
  context.fillText('Warm-up loaf', 20, 50);
  context.fillText('2 cups flour', 20, 100);
  context.fillText('Mix and bake.', 20, 150);
  const png = await canvas.encode('png');
  await readDocument(
    { bytes: new Uint8Array(png), contentType: 'image/png' },
    { ocr, readPdf: readPdfPages },
  );
}

async function extractPhotos(): Promise<void> {
  let paths: unknown;
  try {
    paths = JSON.parse(await readStdin());
  } catch {
    usage('extract --images: stdin must be a JSON array of image paths');
  }
  if (!Array.isArray(paths)) usage('extract --images: stdin must be a JSON array');
  const ocr = createTesseractOcr();
  try {
    await warmUpPhotos(ocr);
    const out: unknown[] = [];
    for (const p of paths)
      out.push(typeof p === 'string' ? await readPhoto(ocr, p) : { error: 'item must be a path' });
    process.stdout.write(`${JSON.stringify(out)}\n`);
  } finally {
    await ocr.close();
  }
}

function extractFile(path: string, url: string): PageResult | null | { error: string; _ms: number } {
  let html: string;
  try {
    html = readFileSync(path, 'utf8');
  } catch (e) {
    return { error: `cannot read ${path}: ${(e as Error).message}`, _ms: 0 };
  }
  const started = performance.now();
  try {
    const { recipes, mainIndex } = extractPage(html, url);
    const ms = Math.round((performance.now() - started) * 100) / 100;
    const r = recipes[mainIndex];
    return r ? asResult(r, ms) : null;
  } catch (e) {
    return { error: (e as Error).stack ?? String(e), _ms: performance.now() - started };
  }
}

/**
 * A Lambda serves many pages per container, so the figure that matters is a warm parse. Before a batch
 * the parser and extractor run a few times on a page made here (JSON-LD, microdata-free headings and
 * lists), so the first real pages are not timed while V8 is still compiling the code.
 */
function warmUp(): void {
  const steps = Array.from(
    { length: 12 },
    (_, i) => `<li>Step ${i + 1}: stir for ${i + 2} minutes.</li>`,
  ).join('');
  const items = Array.from({ length: 15 }, (_, i) => `<li>${i + 1} cups flour, sifted</li>`).join('');
  const jsonLd = JSON.stringify({
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'WebPage', name: 'Warm-up' },
      {
        '@type': 'Recipe',
        name: 'Warm-up loaf',
        recipeIngredient: ['2 cups flour', '1 tsp salt'],
        recipeInstructions: [{ '@type': 'HowToStep', text: 'Mix.' }],
        prepTime: 'PT10M',
        cookTime: 'PT1H',
        recipeYield: '1 loaf',
      },
    ],
  });
  const page = `<!doctype html><html><head><title>Warm-up loaf</title><meta property="og:title" content="Warm-up loaf"><script type="application/ld+json">${jsonLd}</script></head><body><article><h1>Warm-up loaf</h1><h2>Ingredients</h2><ul>${items}</ul><h2>Directions</h2><ol>${steps}</ol></article></body></html>`;
  const plain = page.replace(/<script[\s\S]*?<\/script>/, '');
  for (let i = 0; i < 40; i += 1) {
    extractPage(page, 'https://example.com/warm-up');
    extractPage(plain, 'https://example.com/warm-up');
  }
}

function usage(message: string, code = 2): never {
  process.stderr.write(
    `${message}\nusage: npm run -s extract -- PAGE.html URL\n       npm run -s extract -- --batch < pages.json\n       npm run -s extract -- --image PHOTO.png|.jpg\n       npm run -s extract -- --images < photos.json\n       npm run -s extract -- --pdf FILE.pdf\n`,
  );
  process.exit(code);
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function main(argv: string[]): Promise<void> {
  const [first, second] = argv;
  if (first === '--image' || first === '--pdf') {
    if (!second) usage(`extract ${first}: expected a file`);
    await extractDocument(first, second);
    return;
  }
  if (first === '--images') {
    await extractPhotos();
    return;
  }
  if (first === '--batch') {
    let pages: unknown;
    try {
      pages = JSON.parse(await readStdin());
    } catch {
      usage('extract --batch: stdin must be a JSON array of {"html": PATH, "url": URL}');
    }
    if (!Array.isArray(pages)) usage('extract --batch: stdin must be a JSON array');
    warmUp();
    const out = pages.map((p) => {
      const { html, url } = (p ?? {}) as { html?: unknown; url?: unknown };
      if (typeof html !== 'string' || typeof url !== 'string')
        return { error: 'item needs html and url strings' };
      return extractFile(html, url);
    });
    process.stdout.write(`${JSON.stringify(out)}\n`);
    return;
  }
  if (!first || !second || first.startsWith('--')) usage('extract: expected PAGE.html URL');
  process.stdout.write(`${JSON.stringify(extractFile(first, second), null, 2)}\n`);
}

await main(process.argv.slice(2));
