// OCR on AWS: Textract's DetectDocumentText, on bytes or on an object already in S3 (an upload),
// which spares sending the photo through the Lambda. Textract's LINE blocks become OCR lines;
// their boxes, given as fractions of the page, are scaled to a 1000 x 1300 page (DetectDocumentText
// does not say the page's size; most recipe pages and cards are portrait) so the layout step can
// compare gaps with line heights as it does for Tesseract's pixels.
import {
  type Block,
  DetectDocumentTextCommand,
  type DetectDocumentTextCommandOutput,
  type Document,
} from '@aws-sdk/client-textract';
import type { OcrContentType, OcrLine, OcrProvider, OcrResult } from '../../domain/extraction/ports.js';

/** The part of TextractClient this adapter uses, so tests can pass a fake. */
export interface TextractLike {
  send(command: DetectDocumentTextCommand): Promise<DetectDocumentTextCommandOutput>;
}

const PAGE_WIDTH = 1000;
const PAGE_HEIGHT = 1300;

/** LINE blocks in Textract's order, as OCR lines with boxes. */
export function linesFromBlocks(blocks: readonly Block[]): OcrLine[] {
  const lines: OcrLine[] = [];
  for (const block of blocks) {
    if (block.BlockType !== 'LINE' || !block.Text) continue;
    const box = block.Geometry?.BoundingBox;
    const line: OcrLine = {
      text: block.Text,
      confidence: block.Confidence ?? 0,
      ...(box &&
      box.Left !== undefined &&
      box.Top !== undefined &&
      box.Width !== undefined &&
      box.Height !== undefined
        ? {
            bbox: {
              x0: box.Left * PAGE_WIDTH,
              y0: box.Top * PAGE_HEIGHT,
              x1: (box.Left + box.Width) * PAGE_WIDTH,
              y1: (box.Top + box.Height) * PAGE_HEIGHT,
            },
          }
        : {}),
    };
    lines.push(line);
  }
  return lines;
}

export interface TextractOcr extends OcrProvider {
  /** OCR of an object in S3, without downloading it first. */
  recogniseObject(bucket: string, key: string): Promise<OcrResult>;
}

export function createTextractOcr(client: TextractLike): TextractOcr {
  const detect = async (document: Document): Promise<OcrResult> => {
    const output = await client.send(new DetectDocumentTextCommand({ Document: document }));
    return { lines: linesFromBlocks(output.Blocks ?? []) };
  };
  return {
    recognise: (bytes: Uint8Array, _contentType: OcrContentType) => detect({ Bytes: bytes }),
    recogniseObject: (bucket: string, key: string) => detect({ S3Object: { Bucket: bucket, Name: key } }),
  };
}
