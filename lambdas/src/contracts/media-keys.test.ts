import { describe, expect, it } from 'vitest';
import {
  cdnMediaPrefixes,
  claimableMediaPrefixes,
  cookbookKeyOf,
  mediaPath,
  recipeFileKeyOf,
  recipeImageKeyOf,
  recipeImageKeyOfPath,
  underPrefix,
  userMediaPrefix,
  userMediaPrefixes,
  videoFileKey,
  videoPosterKey,
} from './media-keys.js';

describe('media key shapes', () => {
  it("puts each user's files under <prefix>/<uid>/", () => {
    expect(recipeImageKeyOf('u1', '1772600767890-ab.jpg')).toBe('recipe-images/u1/1772600767890-ab.jpg');
    expect(recipeFileKeyOf('u1', 'ab.pdf')).toBe('recipe-files/u1/ab.pdf');
    expect(videoFileKey('u1', '01J')).toBe('videos/u1/01J/video');
    expect(videoPosterKey('u1', '01J')).toBe('videos/u1/01J/poster.jpg');
    expect(cookbookKeyOf('u1', '01K')).toBe('cookbooks/u1/01K.pdf');
    expect(userMediaPrefix('videos', 'u1')).toBe('videos/u1/');
    expect(underPrefix('recipe-files')).toBe('recipe-files/');
  });

  it('serves stored files at /api/media/<key>', () => {
    expect(mediaPath(recipeImageKeyOf('u1', 'a.png'))).toBe('/api/media/recipe-images/u1/a.png');
  });

  it('lets CloudFront serve recipe images only, and every user prefix is deleted with the account', () => {
    expect(userMediaPrefixes).toEqual([
      'recipe-images',
      'recipe-files',
      'videos',
      'imports',
      'exports',
      'cookbooks',
      // A meal's photo (issue 39): the household's alone, never served by CloudFront, claimed by its entry.
      'cook-photos',
    ]);
    expect(cdnMediaPrefixes).toEqual(['recipe-images']);
    expect(claimableMediaPrefixes).toEqual(['recipe-images', 'recipe-files']);
  });

  it('serves without the API only the addresses of recipe images, new and old names', () => {
    const file = `1772600767890-${'ab12'.repeat(8)}.jpg`;
    expect(recipeImageKeyOfPath(`/api/media/recipe-images/user-1/${file}`)).toBe(
      `recipe-images/user-1/${file}`,
    );
    expect(recipeImageKeyOfPath('/api/media/recipe-images/user-1/1772600767890.webp')).toBe(
      'recipe-images/user-1/1772600767890.webp',
    );
    for (const path of [
      '/api/media/recipe-images/user-1/1772600767890-short.jpg',
      '/api/media/recipe-images/../1772600767890.webp',
      '/api/media/recipe-images/user-1/../../recipe-files/u/1772600767890.png',
      '/api/media/recipe-images/user-1/1772600767890.svg',
      '/api/media/recipe-images/a/b/1772600767890.png',
      `/api/media/recipe-files/user-1/${'ab12'.repeat(8)}.pdf`,
      '/api/media/videos/user-1/01J/poster.jpg',
      '/recipe-images/user-1/1772600767890.png',
    ]) {
      expect(recipeImageKeyOfPath(path), path).toBeNull();
    }
  });
});
