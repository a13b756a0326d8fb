// The PDF reader's limits, on PDFs made in the test: a long PDF is refused before any page is read,
// and a huge page is rendered within the pixel cap (or refused when no sane rendering exists).
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { MAX_PDF_PAGES, MAX_RENDER_PIXELS } from '../../domain/extraction/ports.js';
import { readPdfPages } from './pdf-pages.js';

/** A PDF of `count` pages of `size` points; with `text`, each page carries a line of it. */
async function pdfOf(count: number, size: [number, number], text?: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let n = 0; n < count; n++) {
    const page = pdf.addPage(size);
    if (text) page.drawText(`${text} ${n + 1}`, { x: 20, y: size[1] - 40, size: 12, font });
  }
  return pdf.save();
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

async function refusal(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(Error);
  return error as Error;
}

describe('readPdfPages limits', () => {
  it(`refuses a 200-page PDF with a message naming the ${MAX_PDF_PAGES}-page limit`, async () => {
    const bytes = await pdfOf(200, [612, 792], 'Pancakes with maple syrup and butter');
    const started = Date.now();
    const error = await refusal(readPdfPages(bytes));
    expect(error.name).toBe('TooManyPages');
    expect(error.message).toBe(
      'That PDF has more than 20 pages. Please import just the pages with the recipe.',
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it(`reads a PDF of exactly ${MAX_PDF_PAGES} pages`, async () => {
    const pages = await readPdfPages(await pdfOf(MAX_PDF_PAGES, [612, 792], 'Pancakes with maple syrup'));
    expect(pages).toHaveLength(MAX_PDF_PAGES);
    expect(pages.every((page) => page.kind === 'text')).toBe(true);
  });

  it('renders a 20000 x 20000 pt scanned page within the pixel cap', async () => {
    const [page, ...rest] = await readPdfPages(await pdfOf(1, [20_000, 20_000]));
    expect(rest).toHaveLength(0);
    expect(page?.kind).toBe('scan');
    const { width, height } = pngSize((page as { png: Buffer }).png);
    expect(width * height).toBeLessThanOrEqual(MAX_RENDER_PIXELS);
    expect(width).toBeGreaterThan(3000);
    expect(width).toBe(height);
  });

  it('still renders an ordinary scanned page at the OCR width', async () => {
    const [page] = await readPdfPages(await pdfOf(1, [612, 792]));
    expect(page?.kind).toBe('scan');
    const { width, height } = pngSize((page as { png: Buffer }).png);
    // 1800 px wide, give or take the rounding up of the scaled size.
    expect(Math.abs(width - 1800)).toBeLessThanOrEqual(1);
    expect(height).toBe(2330);
  });

  it('refuses a page box no renderer should draw (a 1 pt wide, 14400 pt tall strip)', async () => {
    const error = await refusal(readPdfPages(await pdfOf(1, [1, 14_400])));
    expect(error.name).toBe('PageTooLargeToRender');
    expect(error.message).toBe('That PDF has a page too large to read');
  });
});
