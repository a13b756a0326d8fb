// What the photo and PDF reader needs from outside: a reader of uploaded files where they are stored
// (Textract on AWS; locally Tesseract, with pdfjs drawing the PDF's pages) giving each page's lines of
// text with a confidence and, where known, their box on the page; and a PDF text-layer reader. The
// in-memory OCR and PDF renderer (OcrProvider, PdfReader) serve the local stand-in and scripts.
import type { PlacedText } from './text/layout.js';

export type { PlacedText };

export type OcrContentType = 'image/jpeg' | 'image/png';

export interface OcrBox {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** One word as read, where the reader reports words (Tesseract, Textract's WORD blocks). */
export interface OcrWord {
  readonly text: string;
  /** 0..100. */
  readonly confidence: number;
  readonly bbox?: OcrBox;
}

export interface OcrLine {
  readonly text: string;
  /** 0..100. */
  readonly confidence: number;
  readonly bbox?: OcrBox;
  readonly words?: readonly OcrWord[];
}

export interface OcrResult {
  readonly lines: OcrLine[];
  /**
   * What the glyph in a box of the page looks like (a fraction glyph such as "½", or a digit), where
   * the reader can look again at the page it read; null when it cannot tell.
   */
  readonly shapeAt?: (box: OcrBox) => string | null;
}

/** ISO 639-1 code of the language the page is printed in ("de"). */
export type OcrLanguage = string;

export interface OcrOptions {
  /** Read with this language's model; a reader that detects the language itself ignores it. */
  readonly language?: OcrLanguage;
}

export interface OcrProvider {
  recognise(bytes: Uint8Array, contentType: OcrContentType, options?: OcrOptions): Promise<OcrResult>;
  /**
   * Languages besides English this reader can read once told (Tesseract's language packs). Absent
   * when the reader needs no telling (Textract): then the page is read once.
   */
  readonly languages?: readonly OcrLanguage[];
}

export type PdfPage =
  | { readonly kind: 'text'; readonly items: PlacedText[] }
  | { readonly kind: 'scan'; readonly png: Uint8Array };

/** Reads a PDF's pages; throws PdfRefusedError for a PDF it will not read. */
export type PdfReader = (bytes: Uint8Array) => Promise<PdfPage[]>;

/** A PDF's text layer: each page's lines of text, or null for a page that has none (a scan). */
export type PdfTextReader = (bytes: Uint8Array) => Promise<(PlacedText[] | null)[]>;

/** An uploaded photo or PDF, by its key in the media bucket. */
export interface StoredDocument {
  readonly key: string;
  readonly contentType: OcrContentType | 'application/pdf';
}

export type DocumentTextJob =
  | { readonly status: 'in-progress' }
  | { readonly status: 'done'; readonly pages: OcrResult[] };

/**
 * Reads the text of a stored file: a photo or a one-page PDF at once, a PDF of several pages as a job
 * the workflow polls (each call returns at once). Throws DocumentUnreadableError for a file it
 * cannot read.
 */
export interface DocumentTextReader {
  readPage(document: StoredDocument, options?: OcrOptions): Promise<OcrResult>;
  /** As OcrProvider.languages: the languages it reads once told; absent when it detects them itself. */
  readonly languages?: readonly OcrLanguage[];
  /** Starts reading every page of a stored PDF; resolves to the job's id. */
  startReading(key: string): Promise<string>;
  readingResult(jobId: string): Promise<DocumentTextJob>;
}

/** A stored file that is not there (expired, or never uploaded); `name` is the workflow error. */
export class DocumentMissingError extends Error {
  constructor() {
    super('That file was not found. Please upload it again.');
    this.name = 'FileNotFound';
  }
}

/** A file the text reader could not read; `name` is the workflow error the route answers. */
export class DocumentUnreadableError extends Error {
  constructor(message = 'That file could not be read') {
    super(message);
    this.name = 'FileUnreadable';
  }
}

// What the PDF reader refuses, kept with the port so the import route can name the reasons without
// loading pdfjs.

/**
 * Limits that keep one upload from tying up the reader: a recipe is a page or a few, so a longer PDF
 * is refused with a message (rather than silently reading its first pages and missing the recipe the
 * cook meant); a page is rendered at most this many pixels, and a page box no renderer should draw
 * (a side longer than this once scaled) is refused.
 */
export const MAX_PDF_PAGES = 20;
export const MAX_RENDER_PIXELS = 12_000_000;
export const MAX_RENDER_SIDE = 16_384;

export type PdfRefusal = 'TooManyPages' | 'PageTooLargeToRender';

export const pdfRefusalMessages: Record<PdfRefusal, string> = {
  TooManyPages: `That PDF has more than ${MAX_PDF_PAGES} pages. Please import just the pages with the recipe.`,
  PageTooLargeToRender: 'That PDF has a page too large to read',
};

/** A PDF the reader will not read; `name` is the reason (a workflow error name). */
export class PdfRefusedError extends Error {
  constructor(readonly reason: PdfRefusal) {
    super(pdfRefusalMessages[reason]);
    this.name = reason;
  }
}
