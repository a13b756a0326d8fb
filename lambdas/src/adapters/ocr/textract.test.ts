import type { DetectDocumentTextCommand, DetectDocumentTextCommandOutput } from '@aws-sdk/client-textract';
import { describe, expect, it } from 'vitest';
import { createTextractOcr, type TextractLike } from './textract.js';

function fakeTextract(output: Partial<DetectDocumentTextCommandOutput>) {
  const sent: DetectDocumentTextCommand[] = [];
  const client: TextractLike = {
    send: async (command) => {
      sent.push(command);
      return { $metadata: {}, ...output };
    },
  };
  return { client, sent };
}

const blocks: DetectDocumentTextCommandOutput['Blocks'] = [
  { BlockType: 'PAGE', Geometry: { BoundingBox: { Left: 0, Top: 0, Width: 1, Height: 1 } } },
  {
    BlockType: 'LINE',
    Text: 'Pancakes',
    Confidence: 99.1,
    Geometry: { BoundingBox: { Left: 0.1, Top: 0.05, Width: 0.3, Height: 0.04 } },
  },
  { BlockType: 'WORD', Text: 'Pancakes', Confidence: 99.1 },
  { BlockType: 'LINE', Text: '1 cup flour', Confidence: 97.5 },
];

describe('Textract OCR provider', () => {
  it('sends the bytes to DetectDocumentText and maps LINE blocks to lines with boxes', async () => {
    const { client, sent } = fakeTextract({ Blocks: blocks });
    const bytes = new Uint8Array([0xff, 0xd8, 0xff]);
    const result = await createTextractOcr(client).recognise(bytes, 'image/jpeg');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.input).toEqual({ Document: { Bytes: bytes } });
    expect(result.lines).toHaveLength(2);
    expect(result.lines[0]?.text).toBe('Pancakes');
    expect(result.lines[0]?.confidence).toBe(99.1);
    const bbox = result.lines[0]?.bbox;
    expect(bbox?.x0).toBeCloseTo(100);
    expect(bbox?.x1).toBeCloseTo(400);
    expect(bbox?.y0).toBeCloseTo(65);
    expect(bbox?.y1).toBeCloseTo(117);
    expect(result.lines[1]).toEqual({ text: '1 cup flour', confidence: 97.5 });
  });

  it('reads an uploaded object from S3 by bucket and key', async () => {
    const { client, sent } = fakeTextract({});
    const result = await createTextractOcr(client).recogniseObject('uploads', 'u1/photo.jpg');
    expect(sent[0]?.input).toEqual({ Document: { S3Object: { Bucket: 'uploads', Name: 'u1/photo.jpg' } } });
    expect(result.lines).toEqual([]);
  });
});
