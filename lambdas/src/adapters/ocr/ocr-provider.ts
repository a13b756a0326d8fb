// What every OCR backend (Textract on AWS, Tesseract locally) gives the recipe reader: the page's
// lines of text with a confidence and, where known, their box in pixels of the page as read.

export type OcrContentType = 'image/jpeg' | 'image/png';

export interface OcrBox {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

export interface OcrLine {
  readonly text: string;
  /** 0..100. */
  readonly confidence: number;
  readonly bbox?: OcrBox;
}

export interface OcrResult {
  readonly lines: OcrLine[];
}

export interface OcrProvider {
  recognise(bytes: Uint8Array, contentType: OcrContentType): Promise<OcrResult>;
}
