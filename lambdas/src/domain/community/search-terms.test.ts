import { describe, expect, it } from 'vitest';
import { recipeWords } from '../../data/search-words.js';
import { MAX_PREFIX_PARTITIONS, matchesTerms, planSearch, searchTerms } from './search-terms.js';

/** The terms of a query that has words. */
function terms(q: string) {
  const parsed = searchTerms(q);
  if (!parsed) throw new Error(`no words in ${q}`);
  return parsed;
}

describe('searchTerms', () => {
  it('treats the last word as a prefix being typed', () => {
    expect(searchTerms('  Chicken  CURRY cocon ')).toEqual({ whole: ['chicken', 'curry'], prefix: 'cocon' });
  });

  it('is null for a query without words', () => {
    expect(searchTerms('')).toBeNull();
    expect(searchTerms(' - ')).toBeNull();
    expect(searchTerms(undefined)).toBeNull();
  });
});

describe('matchesTerms', () => {
  const words = recipeWords({ title: 'Chocolate Lava Cake', description: 'A gooey centre, every time.' });

  it('needs every whole word and a word starting with the prefix, any case', () => {
    expect(matchesTerms(words, terms('LAVA choc'))).toBe(true);
    expect(matchesTerms(words, terms('gooey'))).toBe(true);
    expect(matchesTerms(words, terms('cake lav'))).toBe(true);
  });

  it('does not match inside a word, nor a whole word only as a prefix', () => {
    expect(matchesTerms(words, terms('olate'))).toBe(false);
    expect(matchesTerms(words, terms('choc cake'))).toBe(false);
    expect(matchesTerms(words, terms('lava pie'))).toBe(false);
  });
});

describe('planSearch', () => {
  it('reads the rarest whole word and filters by the others and the prefix', () => {
    const plan = planSearch(
      terms('chicken chorizo ri'),
      [
        { word: 'chicken', count: 9000 },
        { word: 'chorizo', count: 12 },
      ],
      [
        { word: 'rice', count: 4000 },
        { word: 'rich', count: 800 },
      ],
    );
    expect(plan).toEqual({ kind: 'read', partitions: ['chorizo'], whole: ['chicken'], prefix: 'ri' });
  });

  it('reads the words a rare prefix begins when they hold fewer recipes than any whole word', () => {
    const plan = planSearch(
      terms('chicken saff'),
      [{ word: 'chicken', count: 9000 }],
      [
        { word: 'saffron', count: 30 },
        { word: 'safflower', count: 2 },
        { word: 'salad', count: 500 },
      ],
    );
    expect(plan).toEqual({
      kind: 'read',
      partitions: ['saffron', 'safflower'],
      whole: ['chicken'],
      prefix: null,
    });
  });

  it('reads only the most used words of a prefix many words begin', () => {
    const many = Array.from({ length: 20 }, (_, i) => ({
      word: `cho${String(i).padStart(2, '0')}`,
      count: i + 1,
    }));
    const plan = planSearch(terms('cho'), [], many);
    expect(plan.kind === 'read' && plan.partitions).toHaveLength(MAX_PREFIX_PARTITIONS);
    expect(plan.kind === 'read' && plan.partitions[0]).toBe('cho19');
  });

  it('reads a one- or two-letter prefix from its bucket, whatever the words it begins', () => {
    expect(planSearch(terms('s'), [], [])).toEqual({
      kind: 'read',
      partitions: ['s'],
      prefixBucket: true,
      whole: [],
      prefix: null,
    });
    expect(planSearch(terms('apple pi'), [{ word: 'apple', count: 40 }], [])).toEqual({
      kind: 'read',
      partitions: ['apple'],
      whole: [],
      prefix: 'pi',
    });
    expect(planSearch(terms('nowhere s'), [], [])).toEqual({ kind: 'empty' });
  });

  it('answers nothing when a whole word or the prefix is used by no public recipe', () => {
    expect(planSearch(terms('zzz'), [], [])).toEqual({ kind: 'empty' });
    expect(planSearch(terms('unknown pie'), [], [{ word: 'pie', count: 3 }])).toEqual({
      kind: 'empty',
    });
    expect(planSearch(terms('pie'), [], [{ word: 'pie', count: 0 }])).toEqual({ kind: 'empty' });
  });
});

describe('searching in every script (issue 37)', () => {
  const words = recipeWords({ title: '鶏の照り焼き', description: 'Crème brûlée à la française' });

  it.each([
    ['照り焼き', true],
    ['照り焼', true],
    ['鶏 照り', true],
    ['creme brulee', true],
    ['CRÈME', true],
    ['francaise', true],
    ['豚', false],
  ])('%s finds the recipe: %s', (query, found) => {
    const terms = searchTerms(query);
    expect(terms).not.toBeNull();
    expect(terms && matchesTerms(words, terms)).toBe(found);
  });
});
