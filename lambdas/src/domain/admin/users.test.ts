// Issue 13, item 5: what real Cognito throws on input it will not take becomes a 4xx, never a 500.
import { AdminGetUserCommand, ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors.js';
import { changeUserEmail, searchUsers, type UserAdminDeps } from './users.js';

const cognitoError = (name: string, message: string) => Object.assign(new Error(message), { name });

/** Cognito as AWS runs it, for the calls these use cases make: filters over 256 characters and
 * attribute values it cannot take are refused with InvalidParameterException. */
function deps(sent: unknown[] = []): UserAdminDeps {
  return {
    userPoolId: 'pool',
    cognito: {
      send: async (sentCommand: never) => {
        const command = sentCommand as unknown;
        sent.push(command);
        if (command instanceof AdminGetUserCommand)
          return { UserAttributes: [{ Name: 'email', Value: 'cook@example.com' }] };
        if (command instanceof ListUsersCommand) {
          if ((command.input.Filter ?? '').length > 256)
            throw cognitoError('InvalidParameterException', 'Filter too long');
          return { Users: [] };
        }
        throw cognitoError('InvalidParameterException', 'Invalid email address format.');
      },
    },
    profiles: {} as UserAdminDeps['profiles'],
    audit: {} as UserAdminDeps['audit'],
    getEntitlement: async () => ({}) as never,
    grantLifetime: async () => undefined,
    revokeLifetime: async () => undefined,
    deleteUserData: async () => ({ recipes: 0 }),
    endSessions: async () => {
      throw new Error('not used by these use cases');
    },
    cancelSubscription: async () => {
      throw new Error('not used by these use cases');
    },
  };
}

describe('admin user search and e-mail change against Cognito limits', () => {
  it('finds nobody for a term longer than a Cognito filter carries, without asking Cognito', async () => {
    const sent: unknown[] = [];
    expect(await searchUsers(deps(sent), 'a'.repeat(300))).toEqual([]);
    expect(await searchUsers(deps(sent), 'cook\u0000@example.com')).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('answers 400 when Cognito will not take the new address', async () => {
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
