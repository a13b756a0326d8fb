import { describe, expect, it } from 'vitest';
import { jpegName, MAX_PHOTO_SIDE, shrunkSize } from './shrink-photo';

describe('shrinking a photo for import', () => {
  it("fits a phone's 12-megapixel photo within 3,000 pixels on its long side, keeping its shape", () => {
    expect(shrunkSize(4032, 3024)).toEqual({ width: MAX_PHOTO_SIDE, height: 2250 });
    expect(shrunkSize(3024, 4032)).toEqual({ width: 2250, height: MAX_PHOTO_SIDE });
  });

  it('never enlarges a small photo', () => {
    expect(shrunkSize(1200, 900)).toEqual({ width: 1200, height: 900 });
  });

  it('uploads under the same name as a JPEG', () => {
    expect(jpegName('IMG_0412.PNG')).toBe('IMG_0412.jpg');
    expect(jpegName('card.jpeg')).toBe('card.jpg');
    expect(jpegName('scan')).toBe('scan.jpg');
  });
});
