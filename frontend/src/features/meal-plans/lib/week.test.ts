import { describe, expect, it } from 'vitest';
import { nextMonday, shortDate, today } from './week';

describe('meal-plan dates', () => {
  it('defaults a new plan to the coming Monday, or today on a Monday', () => {
    expect(nextMonday(new Date(2026, 10, 25, 21, 0))).toBe('2026-11-30'); // Wednesday evening
    expect(nextMonday(new Date(2026, 10, 23, 7, 0))).toBe('2026-11-23'); // Monday
    expect(nextMonday(new Date(2026, 11, 29, 12, 0))).toBe('2027-01-04'); // across the year end
  });

  it("reads today in the cook's own time zone", () => {
    expect(today(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('labels a day card with a short date', () => {
    expect(shortDate('2026-11-23')).toBe('Nov 23');
  });
});
