// @napi-rs/canvas, loaded on first use: its native library costs a tenth of a second of CPU to load,
// which a new process reading a photo spends while the reader's worker starts on the other core
// (tesseract.ts starts the worker before it prepares the image), not before anything else can start.
import { createRequire } from 'node:module';

type Canvas = typeof import('@napi-rs/canvas');

let loaded: Canvas | null = null;

export function nativeCanvas(): Canvas {
  loaded ??= createRequire(import.meta.url)('@napi-rs/canvas') as Canvas;
  return loaded;
}
