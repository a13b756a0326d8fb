import { describe, expect, it } from 'vitest';
import config from '../test/e2e/playwright.config';
import { playwrightCounts } from './playwright-counts.mjs';

describe('browser test counting', () => {
  it('counts a flaky test as failed and marks the run unsteady', () => {
    expect(playwrightCounts({ expected: 40, unexpected: 0, flaky: 2, skipped: 1 })).toEqual({
      passed: 40,
      failed: 2,
      skipped: 1,
      steady: false,
    });
  });

  it('passes a run with no flaky test', () => {
    expect(playwrightCounts({ expected: 40, unexpected: 1, flaky: 0 })).toEqual({
      passed: 40,
      failed: 1,
      skipped: 0,
      steady: true,
    });
  });

  it('runs Playwright without retries, failing on flaky tests', () => {
    expect(config.retries).toBe(0);
    expect(config.failOnFlakyTests).toBe(true);
  });
});
