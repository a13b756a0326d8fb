import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { webManifest } from './web-manifest';

const publicDir = fileURLToPath(new URL('../../public', import.meta.url));

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(path: string): string {
  const bytes = readFileSync(path);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('web manifest', () => {
  it('lists icons that exist at the sizes it claims, with the sizes installability needs', () => {
    for (const icon of webManifest.icons)
      expect(pngSize(`${publicDir}${icon.src}`), icon.src).toBe(icon.sizes);
    const any = webManifest.icons.filter((icon) => icon.purpose === 'any').map((icon) => icon.sizes);
    expect(any).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(webManifest.icons.some((icon) => icon.purpose === 'maskable' && icon.sizes === '512x512')).toBe(
      true,
    );
    expect(pngSize(`${publicDir}/icons/apple-touch-icon.png`)).toBe('180x180');
  });

  it('offers shortcuts to Add Recipe, the Shopping List and Meal Plans on routes the app has', () => {
    expect(webManifest.shortcuts.map((shortcut) => [shortcut.name, shortcut.url])).toEqual([
      ['Add Recipe', '/?add=recipe'],
      ['Shopping List', '/shopping-list'],
      ['Meal Plans', '/meal-plans'],
    ]);
  });

  it('receives shared pages and photos as a multipart POST the service worker answers', () => {
    expect(webManifest.share_target).toMatchObject({
      action: '/share-target',
      method: 'POST',
      enctype: 'multipart/form-data',
      params: { url: 'url', text: 'text', files: [{ name: 'photo', accept: ['image/*'] }] },
    });
    expect(webManifest.display).toBe('standalone');
  });
});
