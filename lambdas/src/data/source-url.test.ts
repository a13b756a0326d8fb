import { describe, expect, it } from 'vitest';
import { normaliseSourceUrl, sourceUrlKey } from './source-url.js';

describe('normaliseSourceUrl', () => {
  it.each([
    ['https://www.Example.com/Soup/?utm_source=x&b=2&a=1#top', 'example.com/Soup?a=1&b=2'],
    ['http://example.com/Soup?b=2&a=1&fbclid=abc', 'example.com/Soup?a=1&b=2'],
    ['https://example.com:443/', 'example.com/'],
    ['https://example.com:8443/x', 'example.com:8443/x'],
  ])('%s → %s', (address, normal) => {
    expect(normaliseSourceUrl(address)).toBe(normal);
  });

  it('gives one key to two spellings of one page and none to a non-web address', () => {
    expect(sourceUrlKey('https://www.example.com/soup/')).toBe(sourceUrlKey('http://example.com/soup#x'));
    expect(sourceUrlKey('https://example.com/soup')).not.toBe(sourceUrlKey('https://example.com/stew'));
    expect(sourceUrlKey('ftp://example.com/soup')).toBeNull();
  });
});
