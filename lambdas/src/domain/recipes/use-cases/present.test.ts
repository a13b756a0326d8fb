// Which version the household rated best in its cook log (issue 39).
import { describe, expect, it } from 'vitest';
import { bestRatedVersion } from './present.js';

const rated = (revision: number, sum: number, count: number) => ({
  revision,
  sum,
  count,
  on: `2026-0${revision}-01`,
});

describe('the best-rated version', () => {
  it('needs two rated versions to choose between', () => {
    expect(bestRatedVersion([])).toBeNull();
    expect(bestRatedVersion([rated(1, 5, 1)])).toBeNull();
  });

  it('takes the highest average, to one decimal', () => {
    expect(bestRatedVersion([rated(1, 9, 2), rated(2, 14, 3), rated(3, 8, 2)])).toEqual({
      revision: 2,
      on: '2026-02-01',
      average: 4.7,
      count: 3,
    });
  });

  it('breaks a tie by the most ratings, then by the newer version', () => {
    expect(bestRatedVersion([rated(1, 8, 2), rated(2, 4, 1)])?.revision).toBe(1);
    expect(bestRatedVersion([rated(1, 4, 1), rated(2, 4, 1)])?.revision).toBe(2);
  });
});
