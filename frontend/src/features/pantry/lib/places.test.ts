import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/runtime';
import { bestBeforeText, expiresSoon } from './places';

describe('best-before dates', () => {
  // English, the source: its words are the messages themselves.
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('reads a date relative to today', () => {
    expect(bestBeforeText(null, '2026-11-28')).toBeNull();
    expect(bestBeforeText('2026-11-28', '2026-11-28')).toBe('Best before today');
    expect(bestBeforeText('2026-11-29', '2026-11-28')).toBe('Best before tomorrow');
    expect(bestBeforeText('2026-12-03', '2026-11-28')).toMatch(/^Best before .*3/);
    expect(bestBeforeText('2026-11-20', '2026-11-28')).toMatch(/^Past its date/);
  });

  it('marks foods whose date is within two days', () => {
    expect(expiresSoon('2026-11-30', '2026-11-28')).toBe(true);
    expect(expiresSoon('2026-12-01', '2026-11-28')).toBe(false);
    expect(expiresSoon(null, '2026-11-28')).toBe(false);
  });
});
