// Collection files in each format Hearth imports, made here in code for the tests (never copied from
// another project): each builder writes the shape the app's export has, with the fields it carries.
import { deflateSync } from 'node:zlib';
import { gzipSync, strToU8, type Zippable, zipSync } from 'fflate';

/** The smallest valid PNG of `width` x `height` (one grey row repeated; the header is what counts). */
export function pngPhoto(width = 2, height = 2): Uint8Array {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Uint8Array) => {
    let c = 0xffffffff;
    for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Uint8Array) => {
    const out = new Uint8Array(12 + data.length);
    const view = new DataView(out.buffer);
    view.setUint32(0, data.length);
    out.set(strToU8(type), 4);
    out.set(data, 8);
    view.setUint32(8 + data.length, crc(out.subarray(4, 8 + data.length)));
    return out;
  };
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Math.min(height, 4);
  const raw = new Uint8Array(rows * (Math.min(width, 4) + 1)).fill(128);
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', new Uint8Array(deflateSync(raw))),
    chunk('IEND', new Uint8Array()),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export interface PaprikaRecipe {
  name: string;
  ingredients?: string;
  directions?: string;
  notes?: string;
  description?: string;
  servings?: string;
  prep_time?: string;
  cook_time?: string;
  rating?: number;
  categories?: string[];
  source_url?: string;
  nutritional_info?: string;
  photo?: string;
  photo_data?: string;
}

export const paprikaRecipe = (recipe: PaprikaRecipe): Uint8Array =>
  gzipSync(
    strToU8(JSON.stringify({ uid: recipe.name.toUpperCase(), hash: 'h', photo_hash: null, ...recipe })),
  );

/** A .paprikarecipes export: a zip of gzipped JSON recipes. */
export function paprikaExport(recipes: readonly PaprikaRecipe[]): Uint8Array {
  const files: Zippable = {};
  recipes.forEach((recipe, i) => {
    files[
      `${recipe.name.replace(/[/\\]/g, '-')}${i > 0 && recipes.slice(0, i).some((r) => r.name === recipe.name) ? ` ${i}` : ''}.paprikarecipe`
    ] = [paprikaRecipe(recipe), { level: 0 }];
  });
  return zipSync(files);
}

/** `count` Paprika recipes, each with a photo, named "Family recipe 1" … */
export function paprikaCollection(count: number): Uint8Array {
  const photo = Buffer.from(pngPhoto(4, 3)).toString('base64');
  return paprikaExport(
    Array.from({ length: count }, (_, i) => ({
      name: `Family recipe ${i + 1}`,
      ingredients: `${i + 1} cups flour\n2 eggs`,
      directions: `Mix everything for recipe ${i + 1}.\nBake.`,
      servings: '4 servings',
      prep_time: '10 mins',
      cook_time: '20 mins',
      categories: ['Dinner'],
      photo: 'photo.png',
      photo_data: photo,
    })),
  );
}

export const zipOf = (files: Record<string, string | Uint8Array>): Uint8Array =>
  zipSync(
    Object.fromEntries(
      Object.entries(files).map(([name, v]) => [name, typeof v === 'string' ? strToU8(v) : v]),
    ),
  );
