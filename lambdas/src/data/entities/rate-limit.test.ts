// The window arithmetic of rate-limit counters and their key shape, checked without a database.
import { describe, expect, it } from 'vitest';
import { afterFailedIncrement, openWindow, rateLimitKeys } from './rate-limit.js';

describe('rate-limit counters', () => {
  it('live under RATELIMIT# partitions, one item per subject and counter', () => {
    expect(rateLimitKeys.item('user#u-1', 'comment#60')).toEqual({
      pk: 'RATELIMIT#user#u-1',
      sk: 'comment#60',
    });
  });

  it('open a window at the first use that ends windowSeconds later', () => {
    expect(openWindow(1_000, 900)).toEqual({ count: 1, windowEnd: 1_900 });
  });

  it('refuse a full open window until its end, counted in whole seconds', () => {
    expect(afterFailedIncrement({ count: 5, windowEnd: 1_900 }, 1_000, 5)).toEqual({
      kind: 'refuse',
      retryAfterSeconds: 900,
    });
    expect(afterFailedIncrement({ count: 5, windowEnd: 1_900 }, 1_899, 5)).toEqual({
      kind: 'refuse',
      retryAfterSeconds: 1,
    });
  });

  it('open a new window when none exists or the last one has ended (even if TTL has not removed it)', () => {
    expect(afterFailedIncrement(undefined, 1_000, 5)).toEqual({ kind: 'open' });
    expect(afterFailedIncrement({ count: 5, windowEnd: 1_900 }, 1_900, 5)).toEqual({ kind: 'open' });
    expect(afterFailedIncrement({ count: 99, windowEnd: 1_000 }, 5_000, 5)).toEqual({ kind: 'open' });
  });

  it('try the increment again when a concurrent request opened a window with room', () => {
    expect(afterFailedIncrement({ count: 1, windowEnd: 1_900 }, 1_000, 5)).toEqual({ kind: 'retry' });
  });
});
