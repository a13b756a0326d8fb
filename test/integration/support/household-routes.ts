// The household routes as a test person uses them: invitations by e-mail (the link from the local
// outbox), joining, the household view, and waiting out the session cache of other containers.
import { expect } from 'vitest';
import { SESSION_CACHE_MS } from '../../../lambdas/src/handlers/shared/session-check.js';
import { api } from './api.js';
import type { Session } from './auth.js';
import { readMail } from './mail.js';

export interface View {
  id: string;
  name: string;
  ownerId: string;
  role: string;
  canInvite: boolean;
  membersMayInvite: boolean;
  members: { userId: string; displayName: string; role: string }[];
  invitations: { id: string; email: string }[];
}

export const send = <T = Record<string, unknown>>(
  who: Session | null,
  method: string,
  path: string,
  body?: unknown,
  options: { ip?: string } = {},
) => api<T>(path, { method, token: who?.idToken, body, ...options });

export const household = async (who: Session) => {
  const reply = await send<View>(who, 'GET', '/api/household');
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
};

export const newest = <T extends { sentAt: string }>(mails: T[]) =>
  [...mails].sort((a, b) => a.sentAt.localeCompare(b.sentAt)).at(-1);

/** Invites `email` as `who` and answers the token from the link in the mail. */
export async function inviteToken(
  who: Session,
  email: string,
  options: { ip?: string } = {},
): Promise<string> {
  const reply = await send(who, 'POST', '/api/household/invitations', { email }, options);
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  const mail = newest(await readMail(email));
  const link = mail?.links.find((href) => href.includes('/join/') && !href.includes('decline'));
  expect(link).toBeTruthy();
  return decodeURIComponent(String(link).split('/join/')[1] ?? '');
}

export async function join(owner: Session, member: Session): Promise<View> {
  const token = await inviteToken(owner, member.email);
  const reply = await send<View>(member, 'POST', `/api/household-invitations/${token}/accept`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
}

/** Waits out the session cache of containers other than the one a change ran in. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_MS + 300));

/** Polls `check` until it answers true, failing after `ms` (a use-time check must hold within it). */
export async function within(ms: number, what: string, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`${what}: still not so after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
