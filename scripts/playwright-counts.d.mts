export declare function playwrightCounts(
  stats: { expected?: number; unexpected?: number; flaky?: number; skipped?: number } | undefined,
): { passed: number; failed: number; skipped: number; steady: boolean };
