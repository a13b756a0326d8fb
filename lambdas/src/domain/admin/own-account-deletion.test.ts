// A cook deletes their own account: only with their password, never an admin's account this way, and
// then exactly what an admin's deletion does (sign-in, sessions, subscription, data), in that order,
// audit-logged with the cook as the actor.
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../data/entities/audit-log.js';
import { type AccountDeletionDeps, deleteOwnAccount, ownDeletionMessages } from './account-deletion.js';

const cook = { userId: 'u1', email: 'cook@example.com' };

function world(options: { password?: 'ok' | 'wrong' | 'locked'; admins?: string[] } = {}) {
  const steps: string[] = [];
  const audit: Omit<AuditEntry, 'id' | 'at'>[] = [];
  const deps: AccountDeletionDeps = {
    identity: {
      getUser: async () => ({ email: 'cook@example.com' }),
      adminIds: async () => new Set(options.admins ?? []),
      checkPassword: async (_userId, password) => {
        steps.push(`password ${password}`);
        return options.password ?? 'ok';
      },
      deleteUser: async (userId) => {
        steps.push(`sign-in ${userId}`);
        return 'deleted';
      },
    },
    profiles: {} as AccountDeletionDeps['profiles'],
    audit: {
      record: async (entry: Omit<AuditEntry, 'id' | 'at'>) => {
        audit.push(entry);
      },
    } as unknown as AccountDeletionDeps['audit'],
    endSessions: async (userId) => {
      steps.push(`sessions ${userId}`);
    },
    cancelSubscription: async (userId) => {
      steps.push(`subscription ${userId}`);
      return 'sub_123';
    },
    deleteUserData: async (userId) => {
      steps.push(`data ${userId}`);
      return { recipes: 7 };
    },
  };
  return { deps, steps, audit };
}

describe('deleteOwnAccount', () => {
  it('checks the password, then removes the sign-in, the sessions, the subscription and the data', async () => {
    const { deps, steps, audit } = world();
    expect(await deleteOwnAccount(deps, cook, 'secret')).toEqual({ id: 'u1', deleted: true });
    expect(steps).toEqual(['password secret', 'sign-in u1', 'sessions u1', 'subscription u1', 'data u1']);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'user.deleted',
        actorId: 'u1',
        targetUserId: 'u1',
        target: 'cook@example.com',
        details: { recipes: '7', subscriptionCancelled: 'sub_123' },
      }),
    ]);
  });

  it('refuses a wrong password with 400 and too many tries with 429, deleting nothing', async () => {
    for (const [password, status, message] of [
      ['wrong', 400, ownDeletionMessages.wrongPassword],
      ['locked', 429, ownDeletionMessages.tooManyTries],
    ] as const) {
      const { deps, steps } = world({ password });
      await expect(deleteOwnAccount(deps, cook, 'guess')).rejects.toMatchObject({
        statusCode: status,
        message,
      });
      expect(steps).toEqual(['password guess']);
    }
  });

  it('refuses an admin with 403 before asking for the password', async () => {
    const { deps, steps } = world({ admins: ['u1'] });
    await expect(deleteOwnAccount(deps, cook, 'secret')).rejects.toMatchObject({
      statusCode: 403,
      message: ownDeletionMessages.admin,
    });
    expect(steps).toEqual([]);
  });
});
