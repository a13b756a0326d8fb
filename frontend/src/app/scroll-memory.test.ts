import { describe, expect, it } from 'vitest';
import { scrollTarget } from './scroll-memory';

const at = (pathname: string, key: string, hash = '') => ({ pathname, key, hash });

describe('scrollTarget', () => {
  it('returns Back and Forward to where the cook was, and to the top of an entry never scrolled', () => {
    expect(scrollTarget(at('/', 'home1'), 'POP', '/recipe/r1', { home1: 1840 })).toEqual({ top: 1840 });
    expect(scrollTarget(at('/', 'home2'), 'POP', '/recipe/r1', { home1: 1840 })).toEqual({ top: 0 });
  });

  it('returns Back to the item the cook was looking at, where it stood, with the offset beside it', () => {
    const place = { top: 2210, anchor: 'r8', offset: 264 };
    expect(scrollTarget(at('/', 'home1'), 'POP', '/recipe/r8', { home1: place })).toEqual(place);
    // A tab's places noted before anchors were: the offset alone.
    expect(scrollTarget(at('/', 'home1'), 'POP', '/recipe/r8', { home1: 2210 })).toEqual({ top: 2210 });
  });

  it('opens a followed link at the top of its page, or at the element its hash names', () => {
    expect(scrollTarget(at('/recipe/r1', 'r1'), 'PUSH', '/', { r1: 600 })).toEqual({ top: 0 });
    expect(scrollTarget(at('/help', 'h', '#share%20target'), 'PUSH', '/', {})).toEqual({
      element: 'share target',
    });
    expect(scrollTarget(at('/help', 'h', '#'), 'PUSH', '/', {})).toEqual({ top: 0 });
  });

  it("leaves the scroll alone when a page rewrites its own address (Home's filters), not on a redirect", () => {
    expect(scrollTarget(at('/', 'home3'), 'REPLACE', '/', {})).toBeNull();
    expect(scrollTarget(at('/auth', 'a'), 'REPLACE', '/meal-plans', {})).toEqual({ top: 0 });
  });
});
