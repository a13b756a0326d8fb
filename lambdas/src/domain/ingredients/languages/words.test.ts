import { describe, expect, it } from 'vitest';
import { foodNames } from './foods.js';
import { INGREDIENT_LANGUAGES } from './types.js';
import { LANGUAGE_WORDS } from './words.js';

// words.json and foods.json are read as typed tables without a check at run time: these tests hold them to
// the types the checker cannot see through JSON (singular/plural pairs, each entry's language).
describe('the language tables', () => {
  it('words.json has every ingredient language, English first, each entry naming its own language', () => {
    expect(Object.keys(LANGUAGE_WORDS)[0]).toBe('en');
    expect(Object.keys(LANGUAGE_WORDS).sort()).toEqual([...INGREDIENT_LANGUAGES].sort());
    for (const [language, words] of Object.entries(LANGUAGE_WORDS)) expect(words.language).toBe(language);
  });

  it('writes every unit form as a singular and a plural, and every counted spelling as a number', () => {
    for (const words of Object.values(LANGUAGE_WORDS)) {
      for (const unit of words.units) {
        for (const form of unit.forms ?? []) {
          expect(form, `${words.language} ${unit.unit}`).toHaveLength(2);
          for (const spelling of form) expect(typeof spelling).toBe('string');
        }
        for (const count of Object.values(unit.counted ?? {})) expect(Number.isFinite(count)).toBe(true);
      }
    }
  });

  it('foods.json has every language but English, each food key with its names', () => {
    expect(Object.keys(foodNames()).sort()).toEqual(INGREDIENT_LANGUAGES.filter((l) => l !== 'en').sort());
    for (const names of Object.values(foodNames())) {
      for (const spellings of Object.values(names)) expect(spellings).toMatch(/^[^|]+(\|[^|]+)*$/);
    }
  });
});
