// The PDF page reader of pdf-pages.ts, loaded on its first PDF: that module loads pdfjs's own copy of
// the native canvas as it loads (a tenth of a second of CPU), and pdfjs after it, which a process that
// reads only photos (a new container importing one photo) never needs.
import type { PdfReader } from '../../domain/extraction/ports.js';

export const readPdfPagesLazily: PdfReader = async (bytes) =>
  (await import('./pdf-pages.js')).readPdfPages(bytes);
