import { describe, expect, it } from 'vitest';
import {
  cdnMediaPrefixes,
  claimableMediaPrefixes,
  mediaPath,
  recipeFileKeyOf,
  recipeImageKeyOf,
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
    expect(userMediaPrefix('videos', 'u1')).toBe('videos/u1/');
    expect(underPrefix('recipe-files')).toBe('recipe-files/');
  });

  it('serves stored files at /api/media/<key>', () => {
    expect(mediaPath(recipeImageKeyOf('u1', 'a.png'))).toBe('/api/media/recipe-images/u1/a.png');
  });

  it('lets CloudFront serve recipe images only, and every user prefix is deleted with the account', () => {
    expect(userMediaPrefixes).toEqual(['recipe-images', 'recipe-files', 'videos']);
    expect(cdnMediaPrefixes).toEqual(['recipe-images']);
    expect(claimableMediaPrefixes).toEqual(['recipe-images', 'recipe-files']);
  });
});
