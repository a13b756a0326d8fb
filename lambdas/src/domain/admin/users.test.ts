// Issue 13, item 5: what the identity provider will not take becomes a 4xx, never a 500. (The
// adapter turns Cognito's InvalidParameterException into 'invalid'; adapters/identity.)
import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors.js';
import type { IdentityProvider } from '../account/ports.js';
import { changeUserEmail, searchUsers, type UserAdminDeps } from './users.js';

/** An in-memory directory holding one member, which refuses every new address as invalid. */
function deps(asked: string[] = []): UserAdminDeps {
  const identity: UserAdminDeps['identity'] = {
    getUser: async () => ({ email: 'cook@example.com' }),
    searchByEmailPrefix: async (prefix) => {
      asked.push(`search ${prefix}`);
      return [];
    },
    adminIds: async () => {
      asked.push('admins');
      return new Set<string>();
    },
    setVerifiedEmail: async (): ReturnType<IdentityProvider['setVerifiedEmail']> => 'invalid',
  };
  return {
    identity,
    profiles: {} as UserAdminDeps['profiles'],
    audit: {} as UserAdminDeps['audit'],
    getEntitlement: async () => ({}) as never,
    grantLifetime: async () => undefined,
    revokeLifetime: async () => undefined,
  };
}

describe('admin user search and e-mail change against Cognito limits', () => {
  it('finds nobody for a term longer than a Cognito filter carries, without asking the directory', async () => {
    const sent: string[] = [];
    expect(await searchUsers(deps(sent), 'a'.repeat(300))).toEqual([]);
    expect(await searchUsers(deps(sent), 'cook\u0000@example.com')).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('answers 400 when the identity provider will not take the new address', async () => {
    const attempt = changeUserEmail(
      deps(),
      { userId: 'admin', email: 'admin@example.com' },
      'u1',
      'x@y.example',
    );
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({
      statusCode: 400,
      message: 'Please enter a valid email address',
    });
  });
});
