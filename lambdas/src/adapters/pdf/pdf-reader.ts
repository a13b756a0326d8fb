// The PDF reader port, loading pdfjs on first use: it is large, and photo import does not need it.
import type { PdfReader } from '../../domain/extraction/ports.js';

export const readPdfOnDemand: PdfReader = async (bytes) =>
  (await import('./pdf-pages.js')).readPdfPages(bytes);
