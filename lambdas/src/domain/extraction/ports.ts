// What the photo and PDF reader needs from outside: an OCR backend (Textract on AWS, Tesseract
// locally) giving the page's lines of text with a confidence and, where known, their box in pixels of
// the page as read; and a PDF reader giving each page's text layer or, for a scan, a PNG for OCR.
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
