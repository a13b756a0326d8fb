// The written lines of twelve languages (test/fixtures/ingredient-lines/): every language parses at least 95%
// exactly (amount, unit and food), with the recipe's language known, and at least 90% when it is not.
import { describe, expect, it } from 'vitest';
import { exactPercent, scoreLines } from '../../../../test/support/ingredient-figures.js';
import { INGREDIENT_LANGUAGES } from './languages/types.js';

const withLanguage = scoreLines();
const withoutLanguage = scoreLines(undefined, false);

describe('ingredient lines in twelve languages', () => {
  it('has at least 50 written lines in each language', () => {
    expect(withLanguage.map((score) => score.language)).toEqual([...INGREDIENT_LANGUAGES]);
    for (const score of withLanguage) expect(score.lines, score.language).toBeGreaterThanOrEqual(50);
  });

  it.each(withLanguage.map((score, index) => [score.language, score, withoutLanguage[index]] as const))(
    '%s parses at least 95% of its lines exactly',
    (_language, score, blind) => {
      const misses = score.misses.map((miss) => `${miss.line.line} -> ${JSON.stringify(miss.got)}`);
      expect(exactPercent(score), misses.join('\n')).toBeGreaterThanOrEqual(95);
      expect(blind && exactPercent(blind)).toBeGreaterThanOrEqual(90);
    },
  );
});
