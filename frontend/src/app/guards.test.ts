import { describe, expect, it } from 'vitest';
import { safeNext } from './guards';

describe('where sign-in leads', () => {
  it('follows paths inside the app', () => {
    expect(safeNext('/meal-plans')).toBe('/meal-plans');
    expect(safeNext('/auth?change-email=true')).toBe('/auth?change-email=true');
  });

  it('refuses other sites and falls back to Home', () => {
    expect(safeNext('//evil.example/phish')).toBe('/');
    expect(safeNext('https://evil.example')).toBe('/');
    expect(safeNext(null)).toBe('/');
  });
});
