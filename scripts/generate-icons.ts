// Draws every app icon from the one source, frontend/public/favicon.svg: the "any" icons as drawn (its
// own rounded square), and the maskable and Apple icons full-bleed (the platform cuts its own shape, so
// the flame sits inside the 80% safe zone on the brand colour). Run after changing the source:
//   npx tsx scripts/generate-icons.ts
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { ICON_SIZES, MASKABLE_SIZES } from '../frontend/src/config/web-manifest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const source = join(root, 'frontend/public/favicon.svg');
const out = join(root, 'frontend/public/icons');
const BRAND = '#b5522e';

async function draw(svg: Buffer, size: number, { fullBleed, scale }: { fullBleed: boolean; scale: number }) {
  const canvas = createCanvas(size, size);
  const context = canvas.getContext('2d');
  if (fullBleed) {
    context.fillStyle = BRAND;
    context.fillRect(0, 0, size, size);
  }
  const image = await loadImage(svg);
  const drawn = size * scale;
  context.drawImage(image, (size - drawn) / 2, (size - drawn) / 2, drawn, drawn);
  return canvas.encode('png');
}

const svg = await readFile(source);
await mkdir(out, { recursive: true });
for (const size of ICON_SIZES) {
  await writeFile(join(out, `icon-${size}.png`), await draw(svg, size, { fullBleed: false, scale: 1 }));
}
for (const size of MASKABLE_SIZES) {
  await writeFile(join(out, `maskable-${size}.png`), await draw(svg, size, { fullBleed: true, scale: 0.8 }));
}
await writeFile(join(out, 'apple-touch-icon.png'), await draw(svg, 180, { fullBleed: true, scale: 0.86 }));
console.log(`Icons written to ${out}`);
