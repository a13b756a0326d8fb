import { describe, expect, it } from 'vitest';
import { MAX_RECIPE_WORDS, recipeWords, spacedWords, wordsOf } from './search-words.js';

describe('wordsOf', () => {
  it('lower-cases, folds accents, drops apostrophes and splits at anything but letters and digits', () => {
    expect(wordsOf("Grandma's Crème Brûlée: stir-fry 2x, 100% BEST!")).toEqual([
      'grandmas',
      'creme',
      'brulee',
      'stir',
      'fry',
      '2x',
      '100',
      'best',
    ]);
  });

  it('keeps each word once, in first-seen order, and handles empty text', () => {
    expect(wordsOf('Pie pie PIE apple pie')).toEqual(['pie', 'apple']);
    expect(wordsOf(null)).toEqual([]);
    expect(wordsOf('  ...  ')).toEqual([]);
  });

  it('reads non-Latin scripts as words', () => {
    // Folding is the same for queries and recipes, so 'й' read as 'и' still matches.
    expect(wordsOf('Борщ с говядиной')).toEqual(['борщ', 'с', 'говядинои']);
  });

  it('folds accents and spelled letters in every Latin language (issue 37)', () => {
    expect(wordsOf('Crème brûlée')).toEqual(wordsOf('creme brulee'));
    expect(wordsOf('Weißwein-Sauce')).toEqual(['weisswein', 'sauce']);
    expect(wordsOf('Żurek łódzki')).toEqual(['zurek', 'lodzki']);
    expect(wordsOf('Şakşuka')).toEqual(['saksuka']);
  });

  it('splits Japanese into words with Intl.Segmenter, keeping voiced kana apart', () => {
    expect(wordsOf('鶏の照り焼き')).toEqual(['鶏', 'の', '照り', '焼き']);
    expect(wordsOf('ｶﾞﾄｰ ショコラ')).toEqual(wordsOf('ガトー ショコラ'));
    expect(wordsOf('がんも')).not.toEqual(wordsOf('かんも'));
  });
});

describe('recipeWords', () => {
  it('puts title words first and caps very long descriptions', () => {
    const description = Array.from({ length: 300 }, (_, i) => `word${i}`).join(' ');
    const words = recipeWords({ title: 'Lemon Tart', description });
    expect(words.slice(0, 3)).toEqual(['lemon', 'tart', 'word0']);
    expect(words).toHaveLength(MAX_RECIPE_WORDS);
  });

  it('spaces words so a filter can test whole words and word starts', () => {
    expect(spacedWords(['lemon', 'tart'])).toBe(' lemon tart ');
  });
});
