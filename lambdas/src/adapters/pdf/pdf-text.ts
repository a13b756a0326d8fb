// A PDF's text layer, read with pdfjs-dist bundled into the Lambda: nothing native. pdfjs's Node build
// takes DOMMatrix from @napi-rs/canvas when it can and calls `new DOMMatrix()` as it loads, so a
// pure-JS DOMMatrix stands in where no canvas was loaded first (on Lambda; locally the page renderer,
// pdf-pages.ts, installs the canvas one). Its worker runs in this thread (globalThis.pdfjsWorker), so
// the bundle needs no worker file beside it. Reading text needs neither fonts nor wasm.
import CSSMatrix from '@thednp/dommatrix';
import {
  MAX_PDF_PAGES,
  PdfRefusedError,
  type PdfTextReader,
  type PlacedText,
} from '../../domain/extraction/ports.js';

export type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let pdfjs: Promise<Pdfjs> | null = null;

/** pdfjs, loaded once, on first use. */
export function loadPdfjs(): Promise<Pdfjs> {
  pdfjs ??= (async () => {
    const globals = globalThis as { DOMMatrix?: unknown; pdfjsWorker?: unknown };
    globals.DOMMatrix ??= CSSMatrix;
    const [library, worker] = await Promise.all([
      import('pdfjs-dist/legacy/build/pdf.mjs'),
      import('pdfjs-dist/legacy/build/pdf.worker.mjs'),
    ]);
    globals.pdfjsWorker ??= worker;
    return library;
  })();
  return pdfjs;
}

/** Fewer letters than this on a page means it is a scan (or a photo) with no usable text layer. */
export const MIN_TEXT_LETTERS = 20;

export interface TextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

export type PdfDocument = Awaited<ReturnType<Pdfjs['getDocument']>['promise']>;

/** Opens a PDF, refusing one longer than the page limit before any page is read. */
export async function openPdf(
  bytes: Uint8Array,
  options: { standardFontDataUrl?: string; wasmUrl?: string } = {},
): Promise<PdfDocument> {
  const library = await loadPdfjs();
  const document = await library.getDocument({
    data: new Uint8Array(bytes),
    ...options,
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  if (document.numPages > MAX_PDF_PAGES) {
    await document.destroy();
    throw new PdfRefusedError('TooManyPages');
  }
  return document;
}

/** A page's text runs, and whether they are enough to count as a text layer. */
export async function pageText(
  page: Awaited<ReturnType<PdfDocument['getPage']>>,
): Promise<PlacedText[] | null> {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const items = content.items.filter((i): i is typeof i & TextItem => 'str' in i && 'transform' in i);
  const letters = items.reduce((sum, i) => sum + (i.str.match(/\p{L}/gu)?.length ?? 0), 0);
  // Text boxes in the page's own coordinates (top-left origin, like the OCR boxes).
  return letters >= MIN_TEXT_LETTERS ? linesOfItems(items, viewport.height) : null;
}

/** Text runs on one baseline joined into lines; a run starting far to the right stays a separate box. */
function linesOfItems(items: TextItem[], pageHeight: number): PlacedText[] {
  const runs = items
    .filter((i) => i.str.trim())
    .map((i) => {
      const size = Math.max(1, Math.hypot(i.transform[2] ?? 0, i.transform[3] ?? 0) || i.height);
      const x = i.transform[4] ?? 0;
      const baseline = i.transform[5] ?? 0;
      return { text: i.str, x0: x, x1: x + i.width, baseline, size };
    })
    .sort((a, b) => b.baseline - a.baseline || a.x0 - b.x0);
  const out: PlacedText[] = [];
  let line: { text: string; x0: number; x1: number; baseline: number; size: number } | null = null;
  const flush = () => {
    if (!line) return;
    out.push({
      text: line.text.replace(/\s+/g, ' ').trim(),
      bbox: {
        x0: line.x0,
        y0: pageHeight - line.baseline - line.size * 0.8,
        x1: line.x1,
        y1: pageHeight - line.baseline + line.size * 0.2,
      },
    });
  };
  for (const run of runs) {
    const sameLine = line && Math.abs(line.baseline - run.baseline) < line.size * 0.4;
    const gap = line ? run.x0 - line.x1 : 0;
    if (line && sameLine && gap < line.size * 1.5) {
      const glue = gap > line.size * 0.15 && !/\s$/.test(line.text) && !/^\s/.test(run.text) ? ' ' : '';
      line.text += glue + run.text;
      line.x1 = Math.max(line.x1, run.x1);
      continue;
    }
    flush();
    line = { ...run };
  }
  flush();
  return out;
}

/** Every page's text layer, null where a page has none. */
export const readPdfText: PdfTextReader = async (bytes) => {
  const document = await openPdf(bytes);
  try {
    const pages: (PlacedText[] | null)[] = [];
    for (let n = 1; n <= document.numPages; n++) {
      const page = await document.getPage(n);
      pages.push(await pageText(page));
      page.cleanup();
    }
    return pages;
  } finally {
    await document.destroy();
  }
};
