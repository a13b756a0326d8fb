// Photo and PDF import: the document's text as lines in reading order, then structured into recipes
// (by a language model when the caller passes one, else by the deterministic line reader). A PDF
// whose every page has a text layer is read directly; a photo, and a PDF with a scanned page, go to
// the document text reader, which reads the file where it is stored: one page at once, several as a
// job the workflow waits for (startReadingDocument, then finishReadingDocument until it is read).
// readDocument does the same in memory, for scripts/extract.
import type {
  DocumentTextReader,
  OcrBox,
  OcrLine,
  OcrProvider,
  OcrResult,
  PdfReader,
  PdfTextReader,
  StoredDocument,
} from '../ports.js';
import type { ExtractedRecipe } from '../types.js';
import { orderLines } from './layout.js';
import { readRecipesFromLines } from './read-lines.js';

export type DocumentContentType = 'image/jpeg' | 'image/png' | 'application/pdf';

export interface ReadDocumentInput {
  bytes: Uint8Array;
  contentType: DocumentContentType;
}

export interface ReadDocumentDeps {
  ocr: OcrProvider;
  /** Reads a PDF's pages (the pdf adapter). */
  readPdf: PdfReader;
  structure?: (lines: string[]) => Promise<ExtractedRecipe[]>;
}

const alphanumerics = (text: string): number => text.match(/[\p{L}\d]/gu)?.length ?? 0;

/**
 * OCR specks: marks with no letter or digit, one or two characters standing alone (a page edge, a
 * noise speck; a lone step number "3." stays), and boxes far shorter than the page's lines of text.
 */
function withoutNoise(lines: readonly OcrLine[]): OcrLine[] {
  const heights = lines
    .filter((l) => l.bbox && alphanumerics(l.text) >= 6)
    .map((l) => (l.bbox as OcrBox).y1 - (l.bbox as OcrBox).y0)
    .sort((a, b) => a - b);
  const usualHeight = heights[Math.floor(heights.length / 2)] ?? 0;
  return lines.filter((line) => {
    const text = line.text.trim();
    const count = alphanumerics(text);
    if (count === 0 || line.confidence < 20) return false;
    if (count <= 2 && !/^\d{1,2}[.)]$/.test(text)) return false;
    if (line.bbox && usualHeight && line.bbox.y1 - line.bbox.y0 < usualHeight * 0.45) return false;
    return true;
  });
}

const pageLines = (result: OcrResult): string[] => orderLines(withoutNoise(result.lines));

async function imageLines(
  ocr: OcrProvider,
  bytes: Uint8Array,
  type: 'image/jpeg' | 'image/png',
): Promise<string[]> {
  return pageLines(await ocr.recognise(bytes, type));
}

/** Pages' lines one after the other, a blank line between pages. */
const joinPages = (pages: string[][]): string[] =>
  pages.flatMap((lines, index) => (index > 0 ? ['', ...lines] : lines));

async function pdfLines(ocr: OcrProvider, readPdf: PdfReader, bytes: Uint8Array): Promise<string[]> {
  const pages = await readPdf(bytes);
  const lines: string[] = [];
  for (const page of pages) {
    if (lines.length > 0) lines.push('');
    if (page.kind === 'text') lines.push(...orderLines(page.items));
    else lines.push(...(await imageLines(ocr, page.png, 'image/png')));
  }
  return lines;
}

export async function readDocument(
  input: { bytes: Uint8Array; contentType: 'image/jpeg' | 'image/png' | 'application/pdf' },
  deps: ReadDocumentDeps,
): Promise<ExtractedRecipe[]> {
  const lines =
    input.contentType === 'application/pdf'
      ? await pdfLines(deps.ocr, deps.readPdf, input.bytes)
      : await imageLines(deps.ocr, input.bytes, input.contentType);
  return recipesOf(lines, deps.structure);
}

function recipesOf(lines: string[], structure?: ReadDocumentDeps['structure']): Promise<ExtractedRecipe[]> {
  if (!lines.some((l) => l.trim())) return Promise.resolve([]);
  return (structure ?? (async (l: string[]) => readRecipesFromLines(l)))(lines);
}

export interface ReadStoredDocumentDeps {
  text: DocumentTextReader;
  /** The stored file's bytes (a PDF's, for its text layer). */
  download: (key: string) => Promise<Uint8Array>;
  readPdfText: PdfTextReader;
  structure?: (lines: string[]) => Promise<ExtractedRecipe[]>;
}

export type DocumentReading =
  | { status: 'read'; recipes: ExtractedRecipe[] }
  | { status: 'reading'; jobId: string };

/** Reads a stored photo or PDF, or starts the job that reads a PDF of several scanned pages. */
export async function startReadingDocument(
  document: StoredDocument,
  deps: ReadStoredDocumentDeps,
): Promise<DocumentReading> {
  const read = async (lines: string[]): Promise<DocumentReading> => ({
    status: 'read',
    recipes: await recipesOf(lines, deps.structure),
  });
  if (document.contentType !== 'application/pdf') return read(pageLines(await deps.text.readPage(document)));
  const textLayer = await deps.readPdfText(await deps.download(document.key));
  const pages = textLayer.filter((page) => page !== null);
  if (pages.length === textLayer.length) return read(joinPages(pages.map((page) => orderLines(page))));
  if (textLayer.length === 1) return read(pageLines(await deps.text.readPage(document)));
  return { status: 'reading', jobId: await deps.text.startReading(document.key) };
}

/** The job's recipes once its pages are read; still 'reading' while the reader works. */
export async function finishReadingDocument(
  jobId: string,
  deps: Pick<ReadStoredDocumentDeps, 'text' | 'structure'>,
): Promise<DocumentReading> {
  const job = await deps.text.readingResult(jobId);
  if (job.status === 'in-progress') return { status: 'reading', jobId };
  return { status: 'read', recipes: await recipesOf(joinPages(job.pages.map(pageLines)), deps.structure) };
}
