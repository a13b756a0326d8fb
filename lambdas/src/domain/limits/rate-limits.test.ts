// The rate-limit policy against an in-memory counter store that follows the same window rules as the
// DynamoDB repository (open at first use, refuse when full until the window ends).
import { describe, expect, it } from 'vitest';
import {
  afterFailedIncrement,
  type CounterWindow,
  openWindow,
  type TakeOutcome,
} from '../../data/entities/rate-limit.js';
import { AppError } from '../../shared/errors.js';
import { checkRateLimit, RATE_LIMITS, type RateLimitDeps, retryPhrase } from './rate-limits.js';

function memoryCounters() {
  const items = new Map<string, CounterWindow>();
  const taken: string[] = [];
  return {
    items,
    taken,
    async take(subject: string, counter: string, limit: { max: number; windowSeconds: number }, now: Date) {
      const key = `${subject}|${counter}`;
      taken.push(key);
      const nowSeconds = Math.floor(now.getTime() / 1000);
      const current = items.get(key);
      if (current && current.windowEnd > nowSeconds && current.count < limit.max) {
        current.count += 1;
        return { allowed: true } as TakeOutcome;
      }
      const next = afterFailedIncrement(current, nowSeconds, limit.max);
      if (next.kind === 'refuse')
        return { allowed: false, retryAfterSeconds: next.retryAfterSeconds } as const;
      items.set(key, openWindow(nowSeconds, limit.windowSeconds));
      return { allowed: true } as TakeOutcome;
    },
  };
}

function setup(start = '2026-05-01T10:00:00.000Z') {
  let now = new Date(start);
  const counters = memoryCounters();
  const deps: RateLimitDeps = { counters, clock: () => now };
  return {
    deps,
    counters,
    advance: (seconds: number) => {
      now = new Date(now.getTime() + seconds * 1000);
    },
  };
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('rate-limit policy', () => {
  it('has the agreed numbers in one table, every limit among them', () => {
    // The whole table: a limit added, removed or changed without agreeing its numbers fails here.
    const windows = Object.fromEntries(
      Object.entries(RATE_LIMITS).map(([action, policy]) => [action, policy.windows]),
    );
    expect(windows).toEqual({
      'recipe-import': [{ max: 30, windowSeconds: 3600 }],
      share: [{ max: 20, windowSeconds: 3600 }],
      'household-invite': [
        { max: 10, windowSeconds: 3600 },
        { max: 30, windowSeconds: 86_400 },
      ],
      comment: [
        { max: 10, windowSeconds: 60 },
        { max: 100, windowSeconds: 86_400 },
      ],
      'invitation-code': [{ max: 5, windowSeconds: 900 }],
      'email-change': [{ max: 5, windowSeconds: 3600 }],
      'video-copy': [{ max: 20, windowSeconds: 3600 }],
    });
  });

  it('allows the maximum, then refuses with 429, Retry-After and a message saying when', async () => {
    const { deps, advance } = setup();
    for (let i = 0; i < 5; i += 1) {
      await checkRateLimit(deps, 'invitation-code', { userId: 'u-1' });
      advance(60);
    }
    // The window opened at the first attempt, 5 minutes ago: 10 minutes are left.
    const error = await refusal(checkRateLimit(deps, 'invitation-code', { userId: 'u-1' }));
    expect(error.statusCode).toBe(429);
    expect(error.code).toBe('too_many_requests');
    expect(error.headers).toEqual({ 'retry-after': '600' });
    expect(error.message).toBe('Too many invitation code attempts. Please try again in 10 minutes.');
    // Another user, and the same user on another action, have their own allowance.
    await checkRateLimit(deps, 'invitation-code', { userId: 'u-2' });
    await checkRateLimit(deps, 'comment', { userId: 'u-1' });
  });

  it('opens a new window once the old one has ended', async () => {
    const { deps, advance } = setup();
    for (let i = 0; i < 20; i += 1) await checkRateLimit(deps, 'video-copy', { userId: 'u-1' });
    advance(3599);
    expect((await refusal(checkRateLimit(deps, 'video-copy', { userId: 'u-1' }))).headers).toEqual({
      'retry-after': '1',
    });
    advance(1);
    await checkRateLimit(deps, 'video-copy', { userId: 'u-1' });
  });

  it('holds comments to 10 a minute and 100 a day, spending nothing from the day when the minute refuses', async () => {
    const { deps, counters, advance } = setup();
    for (let i = 0; i < 10; i += 1) await checkRateLimit(deps, 'comment', { userId: 'u-1' });
    const minute = await refusal(checkRateLimit(deps, 'comment', { userId: 'u-1' }));
    expect(minute.headers).toEqual({ 'retry-after': '60' });
    expect(minute.message).toBe(
      "You've posted a lot of comments in a short time. Please try again in 60 seconds.",
    );
    expect(counters.items.get('user#u-1|comment#86400')?.count).toBe(10);
    // Ten a minute for nine more minutes reaches the day's 100.
    for (let m = 0; m < 9; m += 1) {
      advance(60);
      for (let i = 0; i < 10; i += 1) await checkRateLimit(deps, 'comment', { userId: 'u-1' });
    }
    advance(60);
    const day = await refusal(checkRateLimit(deps, 'comment', { userId: 'u-1' }));
    // The day opened with the first comment, 10 minutes ago.
    expect(day.headers).toEqual({ 'retry-after': String(86_400 - 600) });
    expect(day.message).toBe(
      "You've posted a lot of comments in a short time. Please try again in 24 hours.",
    );
  });

  it('multiplies every maximum by the configured multiplier (the benchmark)', async () => {
    const { deps } = setup();
    const scaled = { ...deps, multiplier: 3 };
    for (let i = 0; i < 15; i += 1) await checkRateLimit(scaled, 'invitation-code', { userId: 'u-1' });
    expect((await refusal(checkRateLimit(scaled, 'invitation-code', { userId: 'u-1' }))).statusCode).toBe(
      429,
    );
  });

  it('keys users and addresses apart', async () => {
    const { deps, counters } = setup();
    await checkRateLimit(deps, 'share', { userId: 'abc' });
    await checkRateLimit(deps, 'share', { ip: '203.0.113.9' });
    expect(counters.taken).toEqual(['user#abc|share#3600', 'ip#203.0.113.9|share#3600']);
  });

  it('words the wait rounded up, in seconds, minutes or hours', () => {
    expect(retryPhrase(1)).toBe('in 1 second');
    expect(retryPhrase(40)).toBe('in 40 seconds');
    expect(retryPhrase(60)).toBe('in 60 seconds');
    expect(retryPhrase(61)).toBe('in 2 minutes');
    expect(retryPhrase(720)).toBe('in 12 minutes');
    expect(retryPhrase(3600)).toBe('in 60 minutes');
    expect(retryPhrase(3601)).toBe('in 2 hours');
  });
});
