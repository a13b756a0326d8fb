import { describe, expect, it } from 'vitest';
import { byWeek, weekOf } from './days';

describe('cook log days', () => {
  it('puts a day in the week that starts on its Monday', () => {
    expect(weekOf('2026-03-01')).toBe('2026-02-23'); // a Sunday
    expect(weekOf('2026-03-02')).toBe('2026-03-02'); // a Monday
    expect(weekOf('2026-03-04')).toBe('2026-03-02');
  });

  it('groups the timeline week by week, latest first', () => {
    const weeks = byWeek([
      { cookedOn: '2026-03-04' },
      { cookedOn: '2026-03-02' },
      { cookedOn: '2026-03-01' },
    ]);
    expect(weeks.map((week) => [week.week, week.entries.length])).toEqual([
      ['2026-03-02', 2],
      ['2026-02-23', 1],
    ]);
  });
});
