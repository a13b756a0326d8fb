import { describe, expect, it } from 'vitest';
import { dollars, featuresOf, formatLongDate, perMonth } from './plans';

describe('plan wording', () => {
  it('shows the yearly price per month to two decimals', () => {
    expect(perMonth({ id: 'yearly', price: 48, interval: 'year', trialDays: 7 })).toBe('$4.00');
  });

  it('lists the first 5 features on monthly and yearly, all 8 on lifetime', () => {
    expect(featuresOf('monthly')).toHaveLength(5);
    expect(featuresOf('yearly')[0]).toBe('Unlimited recipe storage');
    expect(featuresOf('lifetime')).toHaveLength(8);
  });

  it('writes prices and long US dates', () => {
    expect(dollars(4.99)).toBe('$4.99');
    expect(dollars(100)).toBe('$100');
    expect(formatLongDate('2026-03-17T12:00:00Z')).toBe('March 17, 2026');
  });
});
