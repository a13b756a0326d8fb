// The e-mail change use cases with in-memory repositories: what each step changes, and what it never does.
import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../../adapters/mail/mailer.js';
import type { EmailChangeRepository, PendingEmailChange } from '../../data/entities/email-change.js';
import type { Profile } from '../../data/entities/profile.js';
import { confirmEmailChange, type EmailChangeDeps, messages, startEmailChange } from './email-change.js';

function world(options: { password?: 'ok' | 'wrong' | 'locked'; mailFails?: (to: string) => boolean } = {}) {
  let now = new Date('2026-11-23T12:00:00.000Z');
  const profiles = new Map<string, Profile>([
    [
      'ann',
      {
        userId: 'ann',
        email: 'ann@example.com',
        displayName: 'Ann',
        hasLifetimeAccess: false,
        createdAt: '',
        emailVerified: true,
      },
    ],
  ]);
  const cognitoEmails = new Map([['ann', 'ann@example.com']]);
  const pending = new Map<string, PendingEmailChange>();
  const changes: EmailChangeRepository = {
    start: async (change) => void pending.set(change.userId, { ...change }),
    get: async (userId, at = now) => {
      const change = pending.get(userId);
      return change && change.expiresAt * 1000 > at.getTime() ? { ...change } : null;
    },
    spendAttempt: async (userId, codeHash, limit) => {
      const change = pending.get(userId);
      if (!change || change.codeHash !== codeHash || change.attempts >= limit) return null;
      change.attempts += 1;
      return change.attempts;
    },
    finish: async (userId, codeHash) => pending.get(userId)?.codeHash === codeHash && pending.delete(userId),
  };
  const mail: MailMessage[] = [];
  const deps: EmailChangeDeps = {
    changes,
    profiles: {
      get: async (userId) => profiles.get(userId) ?? null,
      findByEmail: async (email) => [...profiles.values()].find((p) => p.email === email) ?? null,
      updateEmail: async (userId, email) => {
        const profile = profiles.get(userId);
        if (profile) profiles.set(userId, { ...profile, email, emailVerified: true });
      },
    },
    checkPassword: async () => options.password ?? 'ok',
    setVerifiedEmail: async (userId, email) => {
      cognitoEmails.set(userId, email);
      return 'ok';
    },
    sendMail: async (message) => {
      if (options.mailFails?.(message.to)) throw new Error('SES is down');
      mail.push(message);
    },
    origin: async () => 'https://hearth.example',
    clock: () => now,
    newCode: () => '424242',
  };
  return {
    deps,
    profiles,
    cognitoEmails,
    pending,
    mail,
    advance: (ms: number) => (now = new Date(now.getTime() + ms)),
  };
}

describe('startEmailChange', () => {
  it('mails the code to the new address and changes nothing else; the code is not stored', async () => {
    const { deps, profiles, cognitoEmails, pending, mail } = world();
    const started = await startEmailChange(deps, 'ann', {
      newEmail: 'Ann.New@Example.com',
      currentPassword: 'pw',
    });
    expect(started).toEqual({ pendingEmail: 'ann.new@example.com', expiresAt: '2026-11-23T12:15:00.000Z' });
    expect(mail.map((m) => [m.to, m.subject])).toEqual([
      ['ann.new@example.com', 'Your Hearth e-mail change code: 424242'],
    ]);
    expect(profiles.get('ann')?.email).toBe('ann@example.com');
    expect(cognitoEmails.get('ann')).toBe('ann@example.com');
    expect(JSON.stringify([...pending.values()])).not.toContain('424242');
  });

  it('answers 429 when Cognito has locked password attempts, and mails nothing', async () => {
    const { deps, mail } = world({ password: 'locked' });
    await expect(
      startEmailChange(deps, 'ann', { newEmail: 'x@example.com', currentPassword: 'pw' }),
    ).rejects.toMatchObject({
      statusCode: 429,
      message: messages.tooManyPasswordTries,
    });
    expect(mail).toEqual([]);
  });
});

describe('confirmEmailChange', () => {
  it('refuses a code after 15 minutes', async () => {
    const { deps, advance, cognitoEmails } = world();
    await startEmailChange(deps, 'ann', { newEmail: 'late@example.com', currentPassword: 'pw' });
    advance(15 * 60 * 1000);
    await expect(confirmEmailChange(deps, 'ann', '424242')).rejects.toMatchObject({
      statusCode: 400,
      message: messages.nothingPending,
    });
    expect(cognitoEmails.get('ann')).toBe('ann@example.com');
  });

  it('keeps the change when the notice to the old address fails', async () => {
    const { deps, profiles, cognitoEmails } = world({ mailFails: (to) => to === 'ann@example.com' });
    await startEmailChange(deps, 'ann', { newEmail: 'new@example.com', currentPassword: 'pw' });
    expect(await confirmEmailChange(deps, 'ann', '424242')).toEqual({ email: 'new@example.com' });
    expect(profiles.get('ann')).toMatchObject({ email: 'new@example.com', emailVerified: true });
    expect(cognitoEmails.get('ann')).toBe('new@example.com');
  });

  it('a new start replaces the old code', async () => {
    const { deps } = world();
    await startEmailChange(deps, 'ann', { newEmail: 'first@example.com', currentPassword: 'pw' });
    deps.newCode = () => '111111';
    await startEmailChange(deps, 'ann', { newEmail: 'second@example.com', currentPassword: 'pw' });
    await expect(confirmEmailChange(deps, 'ann', '424242')).rejects.toMatchObject({
      message: messages.wrongCode,
    });
    expect(await confirmEmailChange(deps, 'ann', '111111')).toEqual({ email: 'second@example.com' });
  });
});
