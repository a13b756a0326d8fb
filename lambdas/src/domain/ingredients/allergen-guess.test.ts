import { describe, expect, it } from 'vitest';
import { editsBetween, guessTraits, guessTraitsTryingEveryFood } from './allergen-guess.js';
import { guesses } from './allergen-rules.js';

/** Words as an unplaced word comes: a food misspelt, joined, ending a compound, inflected, or none. */
function wordsFrom(foods: readonly string[]): string[] {
  return foods.flatMap((joined, i) => {
    const other = foods[(i * 13 + 5) % foods.length] ?? '';
    const forms = [
      joined,
      `${joined.slice(0, -1)}e`,
      `${joined.slice(0, 2)}${joined.slice(3)}`,
      `${joined.slice(0, 1)}${joined.slice(2, 3)}${joined.slice(1, 2)}${joined.slice(3)}`,
      `${joined}x`,
      `raucher${joined}`,
      `${joined}li`,
      `${joined}ami`,
      `${other.slice(0, 4)}${joined.slice(-4)}`,
      joined.slice(0, 4),
      joined.slice(1),
    ];
    // Each food in one form, in turn, so every form is met ~300 times.
    return forms.filter((_, form) => (form + i) % forms.length === 0);
  });
}

describe('guessing what an unplaced word is', () => {
  it('finds the same traits as meeting every food, in the same order', () => {
    const foods = guesses();
    const latin = foods.map((food) => food.joined).filter((joined) => /^[a-z]+$/.test(joined));
    let guessed = 0;
    const words = wordsFrom(latin);
    for (const word of words) {
      const expected = [...guessTraitsTryingEveryFood(word, foods)];
      expect([...guessTraits(word, foods)], word).toEqual(expected);
      if (expected.length > 0) guessed += 1;
    }
    expect(words.length).toBeGreaterThan(2_500);
    // Most of these words are a food in some form: the comparison is not of empty answers.
    expect(guessed / words.length).toBeGreaterThan(0.4);
  }, 60_000);

  it('reads a misspelling, a compound and an ending, and not a short word', () => {
    const foods = [
      { joined: 'mayonnaise', traits: ['eggs'] },
      { joined: 'tofu', traits: ['soy'] },
      { joined: 'sirke', traits: ['sulphites'] },
      { joined: 'beer', traits: [] },
    ];
    expect([...guessTraits('mayonaise', foods)]).toEqual(['eggs']);
    expect([...guessTraits('raeuchertofu', foods)]).toEqual(['soy']);
    expect([...guessTraits('sirkesi', foods)]).toEqual(['sulphites']);
    expect([...guessTraits('sirkeleriniz', foods)]).toEqual([]);
    expect([...guessTraits('tof', foods)]).toEqual([]);
    expect([...guessTraits('rootbeer', foods)]).toEqual([]);
  });

  it('counts edits, a swap of neighbours as one', () => {
    expect(editsBetween('parmesean', 'parmesan', 2)).toBe(1);
    expect(editsBetween('worchestershire', 'worcestershire', 2)).toBe(1);
    expect(editsBetween('mlik', 'milk', 1)).toBe(1);
    expect(editsBetween('butter', 'bitten', 1)).toBe(2);
  });
});
