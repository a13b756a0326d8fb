// Photo and PDF import: the document's text as lines in reading order, then structured into recipes
// (by a language model when the caller passes one, else by the deterministic line reader). A PDF
// whose every page has a text layer is read directly; a photo, and a PDF with a scanned page, go to
// the document text reader, which reads the file where it is stored: one page at once, several as a
// job the workflow waits for (startReadingDocument, then finishReadingDocument until it is read).
// readDocument does the same in memory, for scripts/extract. Every page an OCR read is cleaned and
// corrected the same way (noise, fractions by their shape, recipe-aware fixes; ../ocr/), whichever
// reader produced it, and the words it doubted travel to the review screen.

import { correctLines } from '../ocr/correct-lines.js';
import { locateDoubts } from '../ocr/doubts.js';
import { detectLanguage } from '../ocr/language.js';
import { readFractionShapes } from '../ocr/read-fractions.js';
import type {
  DocumentTextReader,
  OcrBox,
  OcrLanguage,
  OcrLine,
  OcrProvider,
  OcrResult,
  PdfReader,
  PdfTextReader,
  StoredDocument,
} from '../ports.js';
import { declaredLanguage } from '../recipe-language.js';
import type { ExtractedRecipe, LineReading } from '../types.js';
import { endsShort, orderLines, orderPlacedLines } from './layout.js';
import { readSourcedRecipes } from './read-lines.js';

export type DocumentContentType = 'image/jpeg' | 'image/png' | 'application/pdf';

export interface ReadDocumentInput {
  bytes: Uint8Array;
  contentType: DocumentContentType;
}

export interface ReadDocumentDeps {
  ocr: OcrProvider;
  /** Reads a PDF's pages (the pdf adapter). */
  readPdf: PdfReader;
  /**
   * A language model that structures what the rules read poorly, starting from the rules' reading
   * (absent without a configured model).
   */
  structure?: StructureLines;
}

export type StructureLines = (lines: string[], hint: ExtractedRecipe | null) => Promise<ExtractedRecipe[]>;

const alphanumerics = (text: string): number => text.match(/[\p{L}\d]/gu)?.length ?? 0;

/**
 * OCR specks: marks with no letter or digit, one or two characters standing alone (a page edge, a
 * noise speck; a lone step number "3." stays), and boxes far shorter than the page's lines of text.
 * The predicate keeps a line; it is made from the page's lines.
 */
function notNoise(lines: readonly OcrLine[]): (line: OcrLine) => boolean {
  // The page's usual line height, from lines read with some confidence: a photo on the page read as
  // rows of mush must not set it.
  const heights = lines
    .filter((l) => l.bbox && alphanumerics(l.text) >= 6 && l.confidence >= 50)
    .map((l) => (l.bbox as OcrBox).y1 - (l.bbox as OcrBox).y0)
    .sort((a, b) => a - b);
  const usualHeight = heights[Math.floor(heights.length / 2)] ?? 0;
  return (line) => {
    const text = line.text.trim();
    const count = alphanumerics(text);
    if (count === 0 || line.confidence < 20) return false;
    if (count <= 2 && !/^\d{1,2}[.)]$/.test(text)) return false;
    if (line.bbox && usualHeight && line.bbox.y1 - line.bbox.y0 < usualHeight * 0.45) return false;
    return true;
  };
}

/** What a line of the page was read from: the reader's text before any correction, and its doubt. */
interface LineSource {
  readonly read: string;
  /** 0..100: the line's least sure word (or the line's own confidence when words are unknown). */
  readonly confidence: number;
}

interface ReadLines {
  lines: string[];
  /** Words to doubt: read with low confidence, or guessed by the correction pass (none for a text layer). */
  doubtfulWords: string[];
  /** For each line, what the reader read (null for a text layer's lines and gaps). */
  sources: (LineSource | null)[];
  /** For each line, whether it ends short of its column (layout.ts endsShort). */
  endsShort: boolean[];
  language?: ExtractedRecipe['language']; // the language the reader read the page in (none for a text layer)
}

const leastSure = (line: OcrLine): number =>
  line.words?.length ? Math.min(...line.words.map((w) => w.confidence)) : line.confidence;

/** One page as OCR read it, cleaned and corrected: noise dropped, fractions by their shape, misreads fixed. */
function pageLines(result: OcrResult): ReadLines {
  const shaped = readFractionShapes(result.lines, result.shapeAt).lines;
  const keep = notNoise(shaped);
  const kept = shaped
    .map((line, i) => ({ line, raw: result.lines[i] as OcrLine }))
    .filter((p) => keep(p.line));
  const ordered = orderPlacedLines(kept.map((p) => p.line));
  const corrected = correctLines(
    ordered.map((l) => l.text),
    kept.flatMap((p) => p.line.words ?? []),
  );
  const sources = ordered.map((l): LineSource | null => {
    const parts = l.from.map((i) => kept[i] as (typeof kept)[number]);
    if (parts.length === 0) return null;
    return {
      read: parts.map((p) => p.raw.text.trim()).join(' '),
      confidence: Math.round(Math.min(...parts.map((p) => leastSure(p.line)))),
    };
  });
  return { ...corrected, sources, endsShort: endsShort(ordered) };
}

const textLayerLines = (lines: string[]): ReadLines => ({
  lines,
  doubtfulWords: [],
  sources: lines.map(() => null),
  endsShort: lines.map(() => false),
});

/** Pages' lines one after the other, a blank line between pages. */
function joinPages(pages: ReadLines[]): ReadLines {
  const joined = <T>(pick: (page: ReadLines) => T[], gap: T): T[] =>
    pages.flatMap((page, index) => (index > 0 ? [gap, ...pick(page)] : pick(page)));
  return {
    lines: joined((page) => page.lines, ''),
    doubtfulWords: pages.flatMap((page) => page.doubtfulWords),
    sources: joined((page) => page.sources, null),
    endsShort: joined((page) => page.endsShort, false),
    language: pages.find((page) => page.language)?.language,
  };
}

/**
 * A page read with the reader's default model, read again with another language's model when its words
 * read as one the reader has (accented letters survive; Textract lists none: read once). The page keeps
 * the language found, if Hearth speaks it (issue 37); English, the default rather than a finding, is left
 * to detection (a Japanese card reads as 'en' too).
 */
async function inItsLanguage(
  first: OcrResult,
  languages: readonly OcrLanguage[] | undefined,
  readAgain: (language: OcrLanguage) => Promise<OcrResult>,
): Promise<ReadLines> {
  const language = detectLanguage(first.lines.map((l) => l.text).join('\n'));
  if (language === 'en') return pageLines(first);
  const read = pageLines(languages?.includes(language) ? await readAgain(language) : first);
  return { ...read, language: declaredLanguage(language) ?? undefined };
}

async function imageLines(
  ocr: OcrProvider,
  bytes: Uint8Array,
  type: 'image/jpeg' | 'image/png',
): Promise<ReadLines> {
  const first = await ocr.recognise(bytes, type);
  return inItsLanguage(first, ocr.languages, (language) => ocr.recognise(bytes, type, { language }));
}

async function pdfLines(ocr: OcrProvider, readPdf: PdfReader, bytes: Uint8Array): Promise<ReadLines> {
  const pages: ReadLines[] = [];
  for (const page of await readPdf(bytes))
    pages.push(
      page.kind === 'text'
        ? textLayerLines(orderLines(page.items))
        : await imageLines(ocr, page.png, 'image/png'),
    );
  return joinPages(pages);
}

export async function readDocument(
  input: { bytes: Uint8Array; contentType: 'image/jpeg' | 'image/png' | 'application/pdf' },
  deps: ReadDocumentDeps,
): Promise<ExtractedRecipe[]> {
  const read =
    input.contentType === 'application/pdf'
      ? await pdfLines(deps.ocr, deps.readPdf, input.bytes)
      : await imageLines(deps.ocr, input.bytes, input.contentType);
  return recipesOf(read, deps.structure);
}

/** More than this share of the words read were doubtful: the reading needs a second opinion. */
const DOUBTFUL_SHARE = 0.08;

/**
 * Whether the rules' reading is weak enough to ask the model: no recipe, a recipe without its
 * ingredients or its steps, or a page the reader was unsure of throughout.
 */
function rulesNeedHelp(recipes: readonly ExtractedRecipe[], read: ReadLines): boolean {
  const main = recipes[0];
  if (!main?.ingredients.length || !main.instructions.length) return true;
  const words = read.lines.join(' ').split(/\s+/).filter(Boolean).length;
  return words > 0 && read.doubtfulWords.length / words > DOUBTFUL_SHARE;
}

/**
 * The recipes in the lines, each with the doubted words located in it. The rules read first; a
 * configured model structures the lines only where the rules read poorly, and its answer replaces
 * theirs only when it found a recipe (a failed or empty answer leaves the rules' reading).
 */
async function recipesOf(read: ReadLines, structure?: StructureLines): Promise<ExtractedRecipe[]> {
  if (!read.lines.some((l) => l.trim())) return [];
  const sourced = readSourcedRecipes(read.lines, { endsShort: read.endsShort });
  let recipes = sourced.map((r) => ({ ...r.recipe, ...readingsOf(r.sources, read.sources) }));
  if (structure && rulesNeedHelp(recipes, read)) {
    // A model's lines are its own: they carry no reading of the page.
    const modelled = await structure(read.lines, sourced[0]?.recipe ?? null).catch(() => []);
    if (modelled.length) recipes = modelled;
  }
  const { language } = read;
  if (language) recipes = recipes.map((recipe) => ({ language, ...recipe }));
  if (read.doubtfulWords.length === 0) return recipes;
  return recipes.map((recipe) => ({ ...recipe, doubtful: locateDoubts(recipe, read.doubtfulWords) }));
}

/** Each ingredient and step as its lines were read (none for a text layer's lines). */
function readingsOf(
  from: { ingredients: readonly (readonly number[])[]; instructions: readonly (readonly number[])[] },
  sources: readonly (LineSource | null)[],
): { readings?: LineReading[] } {
  const readings: LineReading[] = [];
  for (const field of ['ingredients', 'instructions'] as const) {
    from[field].forEach((indexes, line) => {
      const parts = indexes.map((i) => sources[i]).filter((s): s is LineSource => s != null);
      if (parts.length === 0) return;
      readings.push({
        field,
        line,
        read: parts
          .map((p) => p.read)
          .join('\n')
          .slice(0, 2000),
        confidence: Math.min(...parts.map((p) => p.confidence)),
      });
    });
  }
  return readings.length ? { readings } : {};
}

export interface ReadStoredDocumentDeps {
  text: DocumentTextReader;
  /** The stored file's bytes (a PDF's, for its text layer). */
  download: (key: string) => Promise<Uint8Array>;
  readPdfText: PdfTextReader;
  /**
   * A language model that structures what the rules read poorly, starting from the rules' reading
   * (absent without a configured model).
   */
  structure?: StructureLines;
}

export type DocumentReading =
  | { status: 'read'; recipes: ExtractedRecipe[] }
  | { status: 'reading'; jobId: string; pages?: number };

/** Textract reads a file at once from S3 only up to 10 MB; a larger scanned PDF is read as a job. */
export const READ_AT_ONCE_MAX_BYTES = 10 * 1024 * 1024;

/** Reads a stored photo or PDF, or starts the job that reads a PDF of several scanned pages. */
export async function startReadingDocument(
  document: StoredDocument,
  deps: ReadStoredDocumentDeps,
): Promise<DocumentReading> {
  const read = async (lines: ReadLines): Promise<DocumentReading> => ({
    status: 'read',
    recipes: await recipesOf(lines, deps.structure),
  });
  const onePage = async () =>
    inItsLanguage(await deps.text.readPage(document), deps.text.languages, (language) =>
      deps.text.readPage(document, { language }),
    );
  if (document.contentType !== 'application/pdf') return read(await onePage());
  const bytes = await deps.download(document.key);
  const textLayer = await deps.readPdfText(bytes);
  const pages = textLayer.filter((page) => page !== null);
  if (pages.length === textLayer.length)
    return read(joinPages(pages.map((page) => textLayerLines(orderLines(page)))));
  if (textLayer.length === 1 && bytes.length <= READ_AT_ONCE_MAX_BYTES) return read(await onePage());
  return {
    status: 'reading',
    jobId: await deps.text.startReading(document.key),
    pages: textLayer.length,
  };
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
