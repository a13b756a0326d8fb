import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const now = new Date('2026-11-22T12:00:00Z');
const before = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('timeAgo', () => {
  it.each([
    [10, 'just now'],
    [50, '1 minute ago'],
    [5 * 60, '5 minutes ago'],
    [3600, '1 hour ago'],
    [3 * 3600, '3 hours ago'],
    [24 * 3600, 'yesterday'],
    [3 * 24 * 3600, '3 days ago'],
    [14 * 24 * 3600, '2 weeks ago'],
    [65 * 24 * 3600, '2 months ago'],
    [800 * 24 * 3600, '2 years ago'],
  ])('words %i seconds ago as "%s"', (seconds, expected) => {
    expect(timeAgo(before(seconds), now)).toBe(expected);
  });

  it('is empty for a date it cannot read', () => {
    expect(timeAgo('not a date', now)).toBe('');
  });
});
