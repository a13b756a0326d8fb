import { describe, expect, it } from 'vitest';
import { authScreenRedirect, safeNext, signedInScreenRedirect } from './guards';

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

describe('a screen that needs a session', () => {
  it('draws for someone signed in', () => {
    expect(signedInScreenRedirect({ pathname: '/pantry', search: '' }, true)).toBeNull();
  });

  it('sends anyone else to sign in first, then back where they were going', () => {
    expect(signedInScreenRedirect({ pathname: '/', search: '' }, false)).toBe('/auth');
    expect(signedInScreenRedirect({ pathname: '/meal-plan/p1', search: '?day=2' }, false)).toBe(
      `/auth?next=${encodeURIComponent('/meal-plan/p1?day=2')}`,
    );
  });
});

describe('the sign-in screen', () => {
  const visit = (search: string) => ({ pathname: '/auth', search });

  it('draws for someone signed out', () => {
    expect(authScreenRedirect(visit(''), false, false)).toBeNull();
    expect(authScreenRedirect(visit('?next=%2Fpantry'), false, false)).toBeNull();
  });

  it('sends someone signed in on to where they were going, only inside the app', () => {
    expect(authScreenRedirect(visit(''), true, false)).toBe('/');
    expect(authScreenRedirect(visit('?next=%2Fpantry'), true, false)).toBe('/pantry');
    expect(authScreenRedirect(visit('?next=%2F%2Fevil.example'), true, false)).toBe('/');
  });

  it('stays while a recovery is being finished', () => {
    expect(authScreenRedirect(visit(''), true, true)).toBeNull();
  });

  it('lets a signed-in user change e-mail, and asks anyone else to sign in first', () => {
    expect(authScreenRedirect(visit('?change-email=true'), true, false)).toBeNull();
    expect(authScreenRedirect(visit('?change-email=true'), false, false)).toBe(
      `/auth?next=${encodeURIComponent('/auth?change-email=true')}`,
    );
  });
});
