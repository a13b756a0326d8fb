// The export's zip is written as it is built (issue 40): each file reaches the sink before the next is
// added, the result is a zip any reader opens, photos are stored as they are, and a sink's failure stops
// the export rather than being lost.
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { FileSink } from '../ports.js';
import { ZipStream } from './zip-stream.js';

function memorySink(options: { failOnWrite?: number } = {}) {
  const chunks: Uint8Array[] = [];
  let writes = 0;
  const sink: FileSink & { chunks: Uint8Array[]; closed: boolean; bytes(): Uint8Array } = {
    chunks,
    closed: false,
    async write(bytes) {
      writes += 1;
      if (writes === options.failOnWrite) throw new Error('the bucket refused a part');
      chunks.push(bytes);
    },
    async close() {
      sink.closed = true;
      return chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    },
    async abort() {
      chunks.length = 0;
    },
    bytes: () => {
      const all = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
      let at = 0;
      for (const chunk of chunks) {
        all.set(chunk, at);
        at += chunk.length;
      }
      return all;
    },
  };
  return sink;
}

const modified = new Date(Date.UTC(2026, 2, 4, 10, 30, 0));

describe('ZipStream', () => {
  it('makes a zip any reader opens, with every file whole and in its place', async () => {
    const sink = memorySink();
    const zip = new ZipStream(sink, modified);
    const photo = new Uint8Array(5_000).map((_, i) => (i * 7) % 256);
    await zip.add('photos/soup.jpg', photo, false);
    await zip.addText('recipes/soup.json', '{"name":"Leek soup ✓"}\n');
    const size = await zip.finish();

    expect(sink.closed).toBe(true);
    expect(size).toBe(sink.bytes().length);
    const files = unzipSync(sink.bytes());
    expect(Object.keys(files)).toEqual(['photos/soup.jpg', 'recipes/soup.json']);
    expect(files['photos/soup.jpg']).toEqual(photo);
    expect(strFromU8(files['recipes/soup.json'] as Uint8Array)).toBe('{"name":"Leek soup ✓"}\n');
  });

  it('hands each file to the sink as it is added, not at the end', async () => {
    const sink = memorySink();
    const zip = new ZipStream(sink, modified);
    await zip.addText('a.txt', 'a'.repeat(10_000));
    const afterFirst = sink.bytes().length;
    expect(afterFirst).toBeGreaterThan(0);
    await zip.add('b.bin', new Uint8Array(20_000).fill(9), false);
    // The stored file's bytes are in the sink before the directory is written.
    expect(sink.bytes().length).toBeGreaterThan(afterFirst + 20_000);
    await zip.finish();
  });

  it('compresses text and stores photos as they are', async () => {
    const sink = memorySink();
    const zip = new ZipStream(sink, modified);
    await zip.addText('recipes/long.json', 'simmer '.repeat(5_000));
    await zip.add('photos/p.jpg', new Uint8Array(10_000).fill(1), false);
    await zip.finish();
    const bytes = sink.bytes();
    // Local file headers: compression method 8 (deflate) for the text, 0 (stored) for the photo.
    const headers: number[] = [];
    for (let i = 0; i + 10 < bytes.length; i += 1)
      if (bytes[i] === 0x50 && bytes[i + 1] === 0x4b && bytes[i + 2] === 0x03 && bytes[i + 3] === 0x04)
        headers.push((bytes[i + 8] as number) | ((bytes[i + 9] as number) << 8));
    expect(headers).toEqual([8, 0]);
    expect(bytes.length).toBeLessThan(10_000 + 35_000 / 2);
  });

  it('stops the export when the sink refuses a part', async () => {
    const zip = new ZipStream(memorySink({ failOnWrite: 1 }), modified);
    await expect(zip.addText('a.txt', 'hello')).rejects.toThrow('the bucket refused a part');
  });
});
