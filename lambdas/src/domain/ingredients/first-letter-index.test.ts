import { describe, expect, it } from 'vitest';
import { FirstLetterIndex } from './first-letter-index';
import { matchUnitAt } from './units';

const texts = (index: FirstLetterIndex<string>, line: string, pos: number) =>
  index.candidates(line, line.toLowerCase(), pos).map(({ entry }) => entry);

describe('FirstLetterIndex', () => {
  const index = new FirstLetterIndex(['tbsp', 'Tasse', 'cup', 'T', 'tsp', 'c.'], (text) => text);

  it('offers the entries starting with the letter at the position, in the order given, whatever their case', () => {
    expect(texts(index, '2 TBSP sugar', 2)).toEqual(['tbsp', 'Tasse', 'T', 'tsp']);
    expect(texts(index, '1 cup milk', 2)).toEqual(['cup', 'c.']);
  });

  it('keeps each entry with its lower case, as lines are compared with it', () => {
    expect(index.candidates('Tasse', 'tasse', 0).map(({ lower }) => lower)).toEqual([
      'tbsp',
      'tasse',
      't',
      'tsp',
    ]);
  });

  it('offers nothing where no entry starts with the letter, or past the end of the line', () => {
    expect(texts(index, '2 eggs', 2)).toEqual([]);
    expect(texts(index, '2', 5)).toEqual([]);
  });

  it('offers every entry where lowering the line moved its letters ("İ" lowers to two)', () => {
    expect(texts(index, 'İ 2 tbsp', 4)).toEqual(['tbsp', 'Tasse', 'cup', 'T', 'tsp', 'c.']);
  });

  it('offers every entry everywhere when one of them is empty (it matches anywhere)', () => {
    const withEmpty = new FirstLetterIndex(['cup', ''], (text) => text);
    expect(texts(withEmpty, '2 eggs', 2)).toEqual(['cup', '']);
  });
});

describe('unit matching through the index', () => {
  it('still tells a tablespoon "T" from a teaspoon "t", and matches other spellings in any case', () => {
    expect(matchUnitAt('1 T sugar', 2)?.unit.name).toBe('tbsp');
    expect(matchUnitAt('1 t salt', 2)?.unit.name).toBe('tsp');
    expect(matchUnitAt('2 TBSP oil', 2)?.unit.name).toBe('tbsp');
    expect(matchUnitAt('2 Cups flour', 2)?.unit.name).toBe('cup');
  });

  it('reads a unit after a letter whose lower case is longer with toLowerCase ("İ")', () => {
    expect(matchUnitAt('İ 2 tbsp', 4)?.unit.name).toBe('tbsp');
  });

  it("still prefers the longest spelling and reads other languages' units", () => {
    expect(matchUnitAt('1 fl oz cream', 2)?.text).toBe('fl oz');
    expect(matchUnitAt('2 cucharadas de azúcar', 2)?.unit.name).toBe('tbsp');
    expect(matchUnitAt('2 EL Zucker', 2, 'de')?.unit.name).toBe('tbsp');
  });
});
