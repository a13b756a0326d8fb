import { describe, expect, it } from 'vitest';
import { addressAfterShare, bookmarkletFor, sharedAddress } from './share-target';

describe('sharedAddress', () => {
  it('takes the url field when a browser shares a page', () => {
    expect(sharedAddress({ url: 'https://example.com/lasagne', text: 'Best lasagne' })).toBe(
      'https://example.com/lasagne',
    );
  });

  it('finds the address in the text when an app puts it there (Android Chrome often does)', () => {
    expect(sharedAddress({ text: 'Try this! https://example.com/pie?ref=app.' })).toBe(
      'https://example.com/pie?ref=app',
    );
    expect(sharedAddress({ title: 'https://example.com/soup', text: '' })).toBe('https://example.com/soup');
  });

  it('has none when nothing looks like a web address', () => {
    expect(sharedAddress({ url: 'javascript:alert(1)', text: 'no link here' })).toBeNull();
    expect(sharedAddress({})).toBeNull();
  });
});

describe('addressAfterShare', () => {
  it('opens the photo import for a photo, the URL import with the address otherwise', () => {
    expect(addressAfterShare({ address: null, photo: true })).toBe('/?add=image&shared=photo');
    expect(addressAfterShare({ address: 'https://example.com/a b', photo: false })).toBe(
      '/?add=url&url=https%3A%2F%2Fexample.com%2Fa%20b',
    );
    expect(addressAfterShare({ address: null, photo: false })).toBe('/?add=url');
  });
});

describe('bookmarkletFor', () => {
  it('sends the current page to this site’s URL import', () => {
    const link = bookmarkletFor('https://hearth.example');
    expect(link.startsWith('javascript:')).toBe(true);
    const location = { href: 'https://recipes.example/cake?x=1' };
    new Function('location', link.slice('javascript:'.length))(location);
    expect(location.href).toBe(
      'https://hearth.example/?add=url&url=https%3A%2F%2Frecipes.example%2Fcake%3Fx%3D1',
    );
  });
});
