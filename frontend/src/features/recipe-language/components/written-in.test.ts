import { describe, expect, it } from 'vitest';
import { languageName } from './written-in';

describe('a recipe language named in the reader language', () => {
  it('names Spanish for English, French and Japanese readers, and falls back to the tag', () => {
    expect(languageName('es', 'en')).toBe('Spanish');
    expect(languageName('es', 'fr')).toBe('espagnol');
    expect(languageName('es', 'ja')).toBe('スペイン語');
    expect(languageName('not a tag!', 'en')).toBe('not a tag!');
  });
});
