// The mechanisms of round K (issue 38): accent folding that turns one language's word into another's
// food, katakana loanwords read by sound, and Japanese compounds whose second part is a food voiced by
// rendaku. Lines written for these tests, not taken from a held-out round.
import { describe, expect, it } from 'vitest';
import { katakanaLatin } from './allergen-katakana.js';
import { readAllergens as read } from './allergen-lines.testkit.js';

describe('a word folded into another language\'s plain food ("cação", dogfish, folds to "cacao")', () => {
  it('is not read as known: the line could not be checked', () => {
    expect(read('filé de cação').flagged).toBe(true);
  });

  it('keeps a word its own language names with those accents', () => {
    expect(read('1 xícara de feijão')).toEqual({ found: [], flagged: false });
    expect(read('1 limão')).toEqual({ found: [], flagged: false });
  });
});

describe('katakana loanwords read by sound against the Latin tables', () => {
  it('romanises katakana, small letters joined to the one before', () => {
    expect(katakanaLatin('モッツァレラ')).toBe('motsarera');
    expect(katakanaLatin('シュークリーム')).toBe('shukurimu');
    expect(katakanaLatin('ごま')).toBe('');
  });

  it('finds the cheese a katakana name writes, as a guess on a flagged line', () => {
    expect(read('ゴルゴンゾーラ 50g')).toEqual({ found: ['milk'], flagged: true });
    expect(read('モッツァレラ 1個')).toEqual({ found: ['milk'], flagged: true });
  });

  it('compares the vowels katakana writes: グリュイエール is gruyère, not galera (a mantis shrimp)', () => {
    expect(read('グリュイエール 40g').found).toContain('milk');
    expect(read('グリュイエール 40g').found).not.toContain('crustaceans');
    expect(read('カマンベール 1/2個').found).toEqual(['milk']);
  });

  it('reads nothing into a short word or a known food', () => {
    expect(read('トマト 2個')).toEqual({ found: [], flagged: false });
    expect(read('ほげほげ 大さじ1')).toEqual({ found: [], flagged: true });
  });
});

describe('Japanese compounds whose second part is a food voiced by rendaku', () => {
  it('read the food part: じょうゆ is しょうゆ (soy sauce), だれ is たれ (a soy sauce base)', () => {
    expect(read('わさびじょうゆ 大さじ1').found).toEqual(['gluten', 'soy']);
    expect(read('みそだれ 大さじ2').found).toEqual(['gluten', 'soy']);
  });
});

describe('Hebrew and Arabic words read by sound: only the closest food', () => {
  it('reads the word as written before a prefix is cut (ب + سكوت is not a squid)', () => {
    expect(read('200 غ بسكوت').found).toEqual(['eggs', 'gluten', 'milk']);
  });

  it('prefers the food whose i, o, u the word writes and whose final "a" a final he writes', () => {
    // פטה: feta, not pita (פיתה writes its i) nor pâté.
    expect(read('100 גרם פטה').found).toEqual(['milk']);
  });

  it('never reads a phrase of several words joined ("black cod") as a loanword', () => {
    expect(read('200 גרם פרגית')).toEqual({ found: [], flagged: true });
  });
});
