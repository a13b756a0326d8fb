import { describe, expect, it } from 'vitest';
import { passwordProblem } from './cognito.js';

describe('passwordProblem (the CDK pool policy, enforced by the local shim)', () => {
  it('accepts a password with every required kind of character', () => {
    expect(passwordProblem('Family-Recipes-1')).toBeNull();
    expect(passwordProblem('Aa1 aaaa')).toBeNull();
  });

  it.each([
    ['Aa1-', 'Password not long enough'],
    ['AAAA-1111', 'Password must have lowercase characters'],
    ['aaaa-1111', 'Password must have uppercase characters'],
    ['Aaaa-aaaa', 'Password must have numeric characters'],
    ['Aaaa1aaaa', 'Password must have symbol characters'],
    [undefined, 'Password not long enough'],
  ])('refuses %j: %s', (password, reason) => {
    expect(passwordProblem(password)).toBe(`Password did not conform with policy: ${reason}`);
  });
});
