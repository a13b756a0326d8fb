// Playwright's JSON report stats as the test runner counts them: a flaky test (one that passed only
// on a retry) is a failure, never a pass.

/** @param {{ expected?: number, unexpected?: number, flaky?: number, skipped?: number } | undefined} stats */
export function playwrightCounts(stats) {
  const flaky = stats?.flaky ?? 0;
  return {
    passed: stats?.expected ?? 0,
    failed: (stats?.unexpected ?? 0) + flaky,
    skipped: stats?.skipped ?? 0,
    steady: flaky === 0,
  };
}
