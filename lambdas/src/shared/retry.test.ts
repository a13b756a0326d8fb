import { describe, expect, it } from 'vitest';
import { backoffDelay } from './retry.js';

describe('backoffDelay', () => {
  const policy = { baseMs: 20, capMs: 500 };

  it('waits up to base * 2^attempt, never past the cap', () => {
    expect([0, 1, 2, 3, 4, 5].map((attempt) => backoffDelay(attempt, policy, () => 0.999999))).toEqual(
      [20, 40, 80, 160, 320, 500].map((ceiling) => expect.closeTo(ceiling, 0)),
    );
    expect(backoffDelay(30, policy, () => 0.5)).toBe(250);
  });

  it('spreads retries over the whole window (full jitter), so colliding writers part', () => {
    expect(backoffDelay(3, policy, () => 0)).toBe(0);
    const delays = Array.from({ length: 200 }, () => backoffDelay(3, policy));
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...delays)).toBeLessThan(160);
    expect(new Set(delays.map((d) => Math.floor(d / 40))).size).toBe(4);
  });
});
