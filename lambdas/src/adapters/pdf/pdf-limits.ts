// What the PDF reader refuses, kept apart from the reader so the import route can name the reasons
// without loading pdfjs.

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
