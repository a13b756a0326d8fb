// A photo inside an archive is believed only by its bytes: JPEG, PNG or WebP by their signatures
// (the name and the claimed type do not count), at most the size an uploaded recipe image may be
// (SPEC 9: 5MB), and at most 40 megapixels, read from the header before anything decodes it.
// Hearth has no re-encoding step on Lambda (no native image library there), so a photo over the caps
// is left behind with a warning and the recipe comes across without it.
import { MAX_RECIPE_IMAGE_BYTES } from '../../contracts/media.js';

export type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp';

export interface CollectionPhoto {
  contentType: PhotoType;
  bytes: Uint8Array;
}

export const MAX_PHOTO_PIXELS = 40_000_000;

interface Sniffed {
  contentType: PhotoType;
  width: number | null;
  height: number | null;
}

const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, at: number) => u16le(b, at) | ((b[at + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, at: number) => u16be(b, at) * 65536 + u16be(b, at + 2);
const ascii = (b: Uint8Array, at: number, n: number) => String.fromCharCode(...b.subarray(at, at + n));

function jpegSize(b: Uint8Array): { width: number; height: number } | null {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1] ?? 0;
    const length = u16be(b, at + 2);
    // Start-of-frame markers carry the size; C4, C8 and CC are tables, not frames.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: u16be(b, at + 5), width: u16be(b, at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

function webpSize(b: Uint8Array): { width: number; height: number } | null {
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8X') return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  if (chunk === 'VP8 ') return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return null;
}

/** What the bytes are, whatever their name says; null when not a JPEG, PNG or WebP. */
export function sniffPhoto(b: Uint8Array): Sniffed | null {
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) {
    const size = jpegSize(b);
    return { contentType: 'image/jpeg', width: size?.width ?? null, height: size?.height ?? null };
  }
  if (b.length >= 24 && ascii(b, 1, 3) === 'PNG' && b[0] === 0x89) {
    return { contentType: 'image/png', width: u32be(b, 16), height: u32be(b, 20) };
  }
  if (b.length >= 30 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') {
    const size = webpSize(b);
    return { contentType: 'image/webp', width: size?.width ?? null, height: size?.height ?? null };
  }
  return null;
}

/** The photo to keep, or the plain-words reason it was left behind. */
export function checkPhoto(
  bytes: Uint8Array,
  name: string,
): { photo: CollectionPhoto } | { warning: string } {
  const sniffed = sniffPhoto(bytes);
  if (!sniffed) return { warning: `The photo ${name} is not a JPEG, PNG or WebP image, so it was left out` };
  if (bytes.length > MAX_RECIPE_IMAGE_BYTES) {
    return { warning: `The photo ${name} is larger than 5MB, so it was left out` };
  }
  if ((sniffed.width ?? 0) * (sniffed.height ?? 0) > MAX_PHOTO_PIXELS) {
    return { warning: `The photo ${name} is larger than 40 megapixels, so it was left out` };
  }
  return { photo: { contentType: sniffed.contentType, bytes } };
}

/** A base64 photo (Paprika's photo_data); null when the text is not base64. */
export function decodeBase64(text: string): Uint8Array | null {
  const clean = text.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length === 0) return null;
  return new Uint8Array(Buffer.from(clean, 'base64'));
}
