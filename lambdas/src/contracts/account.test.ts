import { describe, expect, it } from 'vitest';
import { changeEmailRequest, defaultDisplayName, updateProfileRequest } from './account.js';

describe('account contracts', () => {
  it.each(['', '   ', 'no-at-sign.example.com'])('refuses %j as an e-mail with the spec message', (email) => {
    const result = changeEmailRequest.safeParse({ email });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please enter a valid email address');
  });

  it('trims and lower-cases a new e-mail', () => {
    expect(changeEmailRequest.parse({ email: '  Ann@Example.COM ' })).toEqual({ email: 'ann@example.com' });
  });

  it('requires a display name of at most 60 characters', () => {
    expect(updateProfileRequest.safeParse({ displayName: '  ' }).success).toBe(false);
    expect(updateProfileRequest.safeParse({ displayName: 'x'.repeat(61) }).success).toBe(false);
    expect(updateProfileRequest.parse({ displayName: ' Gran ' })).toEqual({ displayName: 'Gran' });
  });

  it('defaults the display name to the part before the @', () => {
    expect(defaultDisplayName('maria.lopez@example.com')).toBe('maria.lopez');
  });
});
