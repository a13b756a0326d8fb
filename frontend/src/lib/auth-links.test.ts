import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { finishRecovery, parseAuthLink, pendingRecovery, recoveryRedirectTarget } from './auth-links';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

describe('e-mailed auth links', () => {
  beforeEach(() => {
    Object.assign(globalThis, { sessionStorage: new MemoryStorage() });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'sessionStorage');
  });

  it('reads the type, the decoded address and the code from the fragment', () => {
    expect(parseAuthLink('#type=recovery&email=ann%2Bcook%40example.com&code=123456')).toEqual({
      type: 'recovery',
      email: 'ann+cook@example.com',
      code: '123456',
    });
    expect(parseAuthLink('#type=signup&email=a%40b.c&code=9')?.type).toBe('signup');
  });

  it('ignores fragments that are not Hearth links', () => {
    expect(parseAuthLink('')).toBeNull();
    expect(parseAuthLink('#section-2')).toBeNull();
    expect(parseAuthLink('#type=magic&email=a%40b.c')).toBeNull();
  });

  it('moves a recovery link on any page to /auth with the same fragment and remembers it', () => {
    const hash = '#type=recovery&email=a%40b.c&code=42';
    expect(recoveryRedirectTarget('/how-it-works', hash)).toBe(`/auth${hash}`);
    expect(pendingRecovery()).toEqual({ email: 'a@b.c', code: '42' });
  });

  it('stays put on /auth but still remembers the link until the password is updated', () => {
    expect(recoveryRedirectTarget('/auth', '#type=recovery&email=a%40b.c&code=42')).toBeNull();
    expect(pendingRecovery()).not.toBeNull();
    finishRecovery();
    expect(pendingRecovery()).toBeNull();
  });

  it('leaves sign-up links and plain pages alone', () => {
    expect(recoveryRedirectTarget('/', '#type=signup&email=a%40b.c&code=1')).toBeNull();
    expect(recoveryRedirectTarget('/meal-plans', '')).toBeNull();
    expect(pendingRecovery()).toBeNull();
  });
});
