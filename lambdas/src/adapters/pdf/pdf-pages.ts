// A PDF's pages for the local reader (the stand-in for Textract, and scripts/extract): the text layer
// as boxes of text where the page has one, and otherwise (a scanned page) the page rendered to a PNG
// for OCR. Rendering needs @napi-rs/canvas, a native package, so this module never runs on Lambda.
// pdfjs must find canvas's DOMMatrix, Path2D and ImageData when it loads (it keeps one DOMMatrix
// from then on), so they are installed here before pdf-text.ts loads it. Its standard fonts and wasm
// decoders are read from the installed package, never fetched.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import {
  MAX_RENDER_PIXELS,
  MAX_RENDER_SIDE,
  PdfRefusedError,
  type PlacedText,
} from '../../domain/extraction/ports.js';
import { openPdf, pageText } from './pdf-text.js';

const require = createRequire(import.meta.url);

// The copy pdfjs's own canvas factory loads (its own dependency, required from its folder): a Path2D
// of another copy is not a path to its canvases.
const canvasModule = createRequire(require.resolve('pdfjs-dist/package.json'))(
  '@napi-rs/canvas',
) as typeof import('@napi-rs/canvas');
Object.assign(globalThis, {
  DOMMatrix: canvasModule.DOMMatrix,
  Path2D: canvasModule.Path2D,
  ImageData: canvasModule.ImageData,
});

/** The port's page, with the rendered scan as a Buffer. */
export type PdfPage =
  | { readonly kind: 'text'; readonly items: PlacedText[] }
  | { readonly kind: 'scan'; readonly png: Buffer };

/** Rendered width in pixels for OCR of a scanned page. */
const RENDER_WIDTH = 1800;
/** The scale for rendering a page of this size (points) for OCR, within the pixel caps. */
export function renderScale(width: number, height: number): number {
  if (!(width > 0 && height > 0)) throw new PdfRefusedError('PageTooLargeToRender');
  let scale = Math.min(
    Math.min(4, Math.max(1, RENDER_WIDTH / width)),
    Math.sqrt(MAX_RENDER_PIXELS / (width * height)),
  );
  // The canvas is the scaled size rounded up: keep the rounded size within the cap too.
  while (Math.ceil(width * scale) * Math.ceil(height * scale) > MAX_RENDER_PIXELS) scale *= 0.999;
  if (Math.max(width, height) * scale > MAX_RENDER_SIDE) throw new PdfRefusedError('PageTooLargeToRender');
  return scale;
}

function packageFolder(): string {
  return dirname(require.resolve('pdfjs-dist/package.json'));
}

/** Every page of the PDF: its text boxes, or a rendering when it has no text layer. */
export async function readPdfPages(bytes: Uint8Array): Promise<PdfPage[]> {
  const folder = packageFolder();
  const document = await openPdf(bytes, {
    standardFontDataUrl: `${pathToFileURL(join(folder, 'standard_fonts')).href}/`,
    wasmUrl: `${pathToFileURL(join(folder, 'wasm')).href}/`,
  });
  try {
    const pages: PdfPage[] = [];
    for (let n = 1; n <= document.numPages; n++) {
      const page = await document.getPage(n);
      const items = await pageText(page);
      if (items) {
        pages.push({ kind: 'text', items });
      } else {
        const viewport = page.getViewport({ scale: 1 });
        const scaled = page.getViewport({ scale: renderScale(viewport.width, viewport.height) });
        // pdfjs's own canvas factory: its scratch canvases and ours must come from the same loaded
        // copy of @napi-rs/canvas, or drawing one onto the other crashes the process.
        const factory = document.canvasFactory as {
          create(width: number, height: number): { canvas: Canvas; context: SKRSContext2D };
        };
        const { canvas, context } = factory.create(Math.ceil(scaled.width), Math.ceil(scaled.height));
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, canvas.width, canvas.height);
        await page.render({
          canvas: canvas as unknown as HTMLCanvasElement,
          canvasContext: context as unknown as CanvasRenderingContext2D,
          viewport: scaled,
        }).promise;
        pages.push({ kind: 'scan', png: await canvas.encode('png') });
      }
      page.cleanup();
    }
    return pages;
  } finally {
    await document.destroy();
  }
}
