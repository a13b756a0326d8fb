import { describe, expect, it } from 'vitest';
import {
  formatDuration,
  formatList,
  formatNumber,
  formatRelativeTime,
  languageName,
  regionOf,
  weekdayNames,
  weekStart,
} from './format';

describe('weekStart', () => {
  it('starts the week where the region starts it', () => {
    expect(weekStart('en-US')).toBe(7);
    expect(weekStart('en')).toBe(7);
    expect(weekStart('en-GB')).toBe(1);
    expect(weekStart('de')).toBe(1);
    expect(weekStart('ja')).toBe(7);
    expect(weekStart('he')).toBe(7);
    expect(weekStart('ar-EG')).toBe(6);
  });

  it('falls back to the region table when Intl gives no week info', () => {
    const original = Object.getOwnPropertyDescriptor(Intl.Locale.prototype, 'weekInfo');
    const originalGet = Object.getOwnPropertyDescriptor(Intl.Locale.prototype, 'getWeekInfo');
    Object.defineProperty(Intl.Locale.prototype, 'weekInfo', { get: () => undefined, configurable: true });
    Object.defineProperty(Intl.Locale.prototype, 'getWeekInfo', { value: undefined, configurable: true });
    try {
      expect(weekStart('pt-BR')).toBe(7);
      expect(weekStart('ar-EG')).toBe(6);
      expect(weekStart('fr')).toBe(1);
      expect(weekStart('ja')).toBe(7);
    } finally {
      if (original) Object.defineProperty(Intl.Locale.prototype, 'weekInfo', original);
      else delete (Intl.Locale.prototype as { weekInfo?: unknown }).weekInfo;
      if (originalGet) Object.defineProperty(Intl.Locale.prototype, 'getWeekInfo', originalGet);
      else delete (Intl.Locale.prototype as { getWeekInfo?: unknown }).getWeekInfo;
    }
  });

  it('names the region a bare language implies', () => {
    expect(regionOf('de')).toBe('DE');
    expect(regionOf('en-GB')).toBe('GB');
    expect(regionOf('not a tag')).toBeUndefined();
  });
});

describe('formatting', () => {
  it('lists weekdays from the first day of the region’s week', () => {
    expect(weekdayNames('en-US', 'short').slice(0, 2)).toEqual(['Sun', 'Mon']);
    expect(weekdayNames('de', 'short').slice(0, 2)).toEqual(['Mo', 'Di']);
  });

  it('writes numbers with the locale’s decimal sign', () => {
    expect(formatNumber(1.5, 'de')).toBe('1,5');
    expect(formatNumber(1.5, 'en')).toBe('1.5');
  });

  it('joins lists and tells relative times in the locale’s words', () => {
    expect(formatList(['salt', 'pepper', 'oil'], 'en')).toBe('salt, pepper, and oil');
    expect(formatList(['Salz', 'Pfeffer'], 'de')).toBe('Salz und Pfeffer');
    const now = Date.UTC(2026, 0, 10, 12);
    expect(formatRelativeTime(now - 3 * 60_000, now, 'en')).toBe('3 minutes ago');
    expect(formatRelativeTime(now - 2 * 86_400_000, now, 'de')).toBe('vorgestern');
    expect(formatRelativeTime(now - 86_400_000, now, 'en')).toBe('yesterday');
  });

  it('writes a cooking time in hours and minutes', () => {
    expect(formatDuration(90, 'en')).toMatch(/^1 hr,? 30 min$/);
    expect(formatDuration(45, 'de')).toBe('45 Min.');
    expect(formatDuration(120, 'en', 'long')).toBe('2 hours');
  });
});

describe('a language named in the reader language', () => {
  it('names Spanish for English, French and Japanese readers, and falls back to the tag', () => {
    expect(languageName('es', 'en')).toBe('Spanish');
    expect(languageName('es', 'fr')).toBe('espagnol');
    expect(languageName('es', 'ja')).toBe('スペイン語');
    expect(languageName('not a tag!', 'en')).toBe('not a tag!');
  });
});
