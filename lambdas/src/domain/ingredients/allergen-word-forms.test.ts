// Mechanisms that carry the tables to word forms they do not list (issue 38, round I): inflection and
// spelling per language, compounds read by their parts, words for a kind of food, and the safe default.
import { describe, expect, it } from 'vitest';
import { readAllergens as read } from './allergen-lines.testkit.js';
import { normaliseForAllergens } from './allergen-text.js';

describe('word forms', () => {
  it('reads a Hebrew plural and final letters as the singular the table lists', () => {
    expect(normaliseForAllergens('לברקים')).toBe(normaliseForAllergens('לברק'));
    expect(normaliseForAllergens('פקאנים')).toBe(normaliseForAllergens('פקאן'));
    expect(read('2 לברקים שלמים').found).toEqual(['fish']);
    // A short word keeps its ending, and wine's double yod stays: garlic cloves are not wine.
    expect(read('4 שיני שום')).toEqual({ found: [], flagged: false });
  });

  it('reads an Arabic word without its article and feminine plural', () => {
    expect(normaliseForAllergens('الفريكة')).toBe(normaliseForAllergens('فريكة'));
    expect(normaliseForAllergens('بالبيضات')).toBe(normaliseForAllergens('بيض'));
    // Ta marbuta stays: tahini is not flour.
    expect(read('2 ملعقة طحينة').found).toEqual(['sesame']);
  });

  it('reads a Polish diminutive as its plain word', () => {
    expect(read('400 g kluseczki z serem').found).toEqual(['eggs', 'gluten', 'milk']);
  });

  it('reads a food before a short ending (Turkish suffixes) as that food, flagged', () => {
    expect(read('1 su bardağı cevizli')).toEqual({ found: ['nuts'], flagged: true });
    expect(read('2 yemek kaşığı fındıklı').found).toEqual(['nuts']);
  });

  it('keeps French "râpé" (grated) apart from Spanish "rape" (monkfish)', () => {
    expect(read('100 g de comté râpé').found).toEqual(['milk']);
    expect(read('1 cola de rape').found).toEqual(['fish']);
  });
});

describe('compounds and kinds of food', () => {
  it('reads Dutch and Swedish "-pasta" after a food as a paste of it, not pasta', () => {
    expect(read('2 el pindapasta').found).toEqual(['peanuts']);
    expect(read('1 el hazelnotenpasta').found).toEqual(['nuts']);
    expect(read('250 g volkorenpasta').found).toContain('gluten');
  });

  it('reads a fillet of an unknown species as fish, and a known meat fillet as that meat', () => {
    expect(read('4 Rotbarbenfilets').found).toEqual(['fish']);
    expect(read('2 scholfilets').found).toEqual(['fish']);
    expect(read('2 kipfilets').found).toEqual([]);
    expect(read('3 lüfer balığı').found).toEqual(['fish']);
  });

  it('leaves a food nobody lists "could not be checked", never safe', () => {
    expect(read('500 g zorblax')).toEqual({ found: [], flagged: true });
    // A species the tables list (round J's trade names) is found, not flagged.
    expect(read('500 g zargana')).toEqual({ found: ['fish'], flagged: false });
  });
});
