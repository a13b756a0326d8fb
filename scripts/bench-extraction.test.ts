import { describe, expect, it } from 'vitest';
import { extractionFigures, extractionTable } from './bench-extraction.js';

// The tail of a scorer report, as score-extraction.mjs prints it (hand-written figures).
const report = (ingredients: string, nothing: number) => `set dev: 10 pages from 5 hosts; corpus /tmp/c

field           pages   score  extra  badtype  how
title              10   99.0%      0        0  exact after normalisation, case-insensitive
ingredients        10   ${ingredients}      0        0  list F1
OVERALL            10   97.5%  mean of the 9 field scores (micro, all page-fields pooled: 97.2%)

pages: 10; ok 10 (of which with no field at all: ${nothing}); crashed 0; timed out 0
extraction dev: fields 97.5% pages 10 crashes 0 p50 5ms p95 20ms`;

describe('bench: URL extraction figures', () => {
  it('reads the overall score, each field, the pages with nothing and the crashes', () => {
    expect(extractionFigures(report('95.4%', 1))).toEqual({
      summary: 'extraction dev: fields 97.5% pages 10 crashes 0 p50 5ms p95 20ms',
      overall: '97.5%',
      fields: [
        ['title', '99.0%'],
        ['ingredients', '95.4%'],
      ],
      pages: '10',
      nothing: '1',
      crashes: '0',
    });
    expect(extractionFigures('no summary here')).toBeNull();
  });

  it('sets dev and check side by side, a column each', () => {
    const dev = extractionFigures(report('95.4%', 0));
    const check = extractionFigures(report('94.9%', 2));
    if (!dev || !check) throw new Error('the sample report did not parse');
    expect(
      extractionTable([
        ['dev', dev],
        ['check hosts', check],
      ]).split('\n'),
    ).toEqual([
      '                      dev  check hosts',
      'mean field score    97.5%        97.5%',
      '  title             99.0%        99.0%',
      '  ingredients       95.4%        94.9%',
      'pages                  10           10',
      'pages with nothing      0            2',
      'crashes                 0            0',
    ]);
  });
});
