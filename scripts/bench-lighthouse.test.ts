// The bench reports the median of several Lighthouse runs per page, not whichever run came last.
import { describe, expect, it } from 'vitest';
import { type LighthouseScores, medianRun } from './bench-lighthouse.js';

const run = (performance: number, benchmarkIndex: number): LighthouseScores => ({
  page: 'Home',
  performance,
  accessibility: 100,
  bestPractices: 100,
  failed: performance < 90 ? ['total-blocking-time (600 ms)'] : [],
  report: `/tmp/home-${performance}.json`,
  benchmarkIndex,
  totalBlockingTime: 300 - performance,
  warnings: [],
  runs: [],
});

describe('medianRun', () => {
  it('reports the run with the median performance score, with every run beside it in order', () => {
    const median = medianRun([run(91, 1500), run(79, 1100), run(86, 1300)]);
    expect(median.performance).toBe(86);
    expect(median.report).toBe('/tmp/home-86.json');
    expect(median.failed).toEqual(['total-blocking-time (600 ms)']);
    expect(median.runs).toEqual([
      { performance: 91, totalBlockingTime: 209, benchmarkIndex: 1500 },
      { performance: 79, totalBlockingTime: 221, benchmarkIndex: 1100 },
      { performance: 86, totalBlockingTime: 214, benchmarkIndex: 1300 },
    ]);
  });

  it('takes the lower middle run of an even count, and the only run of one', () => {
    expect(medianRun([run(95, 1), run(80, 2), run(90, 3), run(85, 4)]).performance).toBe(85);
    expect(medianRun([run(93, 1)]).performance).toBe(93);
  });

  it('refuses an empty list', () => {
    expect(() => medianRun([])).toThrow('Lighthouse ran no audit');
  });
});
