// Issue 13: a lifetime invitation is matched to a VERIFIED address only.
import { describe, expect, it } from 'vitest';
import type { LifetimeInvitation } from '../../data/entities/lifetime-invitation.js';
import { acceptInvitationOnSignUp } from './invitations.js';

function pendingInvitations(email: string) {
  const stored = new Map<string, LifetimeInvitation>([
    [
      email,
      {
        email,
        status: 'pending',
        invitedBy: 'admin-1',
        invitedAt: '2026-11-01T00:00:00.000Z',
        acceptedBy: null,
        acceptedAt: null,
      },
    ],
  ]);
  return {
    stored,
    async get(address: string) {
      return stored.get(address) ?? null;
    },
    async accept(address: string, userId: string, at: string) {
      const invitation = stored.get(address);
      if (invitation?.status !== 'pending') return false;
      stored.set(address, { ...invitation, status: 'accepted', acceptedBy: userId, acceptedAt: at });
      return true;
    },
  };
}

const deps = (invitations: ReturnType<typeof pendingInvitations>) => ({
  invitations,
  grantItem: (userId: string) => ({ userId }),
  clock: () => new Date('2026-11-02T00:00:00.000Z'),
});

describe('acceptInvitationOnSignUp', () => {
  it('gives the invitation to a sign-up whose address is verified', async () => {
    const invitations = pendingInvitations('grandma@example.com');
    const accepted = await acceptInvitationOnSignUp(deps(invitations), {
      userId: 'grandma',
      email: 'grandma@example.com',
      emailVerified: true,
    });
    expect(accepted).toBe(true);
    expect(invitations.stored.get('grandma@example.com')).toMatchObject({
      status: 'accepted',
      acceptedBy: 'grandma',
    });
  });

  it('does not match a sign-up that only claims the address (unverified)', async () => {
    const invitations = pendingInvitations('grandma@example.com');
    const accepted = await acceptInvitationOnSignUp(deps(invitations), {
      userId: 'impostor',
      email: 'grandma@example.com',
      emailVerified: false,
    });
    expect(accepted).toBe(false);
    expect(invitations.stored.get('grandma@example.com')).toMatchObject({
      status: 'pending',
      acceptedBy: null,
    });
  });
});
