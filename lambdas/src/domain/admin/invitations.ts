// Invite User with Lifetime Access: the admin names an address; we e-mail a sign-up link and record a
// pending invitation for the address. When that address's sign-up is confirmed (so its owner proved
// they read the mail), the post-confirmation trigger accepts the invitation: lifetime access, atomically.
// An address that already has an account gets lifetime access at once and a mail saying so.
import type { AuditLogRepository } from '../../data/entities/audit-log.js';
import type { LifetimeInvitationRepository } from '../../data/entities/lifetime-invitation.js';
import { mailHtml } from '../../shared/mail-layout.js';
import type { IdentityProvider } from '../account/ports.js';
import type { MailMessage } from '../mail/ports.js';

export interface InvitationDeps {
  identity: Pick<IdentityProvider, 'findByEmail'>;
  invitations: LifetimeInvitationRepository;
  audit: AuditLogRepository;
  grantLifetime: (userId: string) => Promise<void>;
  sendMail: (message: MailMessage) => Promise<void>;
  origin: () => Promise<string>;
  clock: () => Date;
}

export function invitationLink(origin: string, email: string): string {
  return `${origin}/auth?mode=signup&invite=lifetime&email=${encodeURIComponent(email)}`;
}

/**
 * The id of the account signed in with this address, if any, and only if the address is verified:
 * an account that merely claims an address must not receive what an admin meant for its owner.
 */
async function accountOf(deps: InvitationDeps, email: string): Promise<string | null> {
  const user = await deps.identity.findByEmail(email);
  return user?.emailVerified ? user.id : null;
}

export async function sendLifetimeInvitation(
  deps: InvitationDeps,
  admin: { userId: string; email: string },
  email: string,
): Promise<{ email: string; existingAccount: boolean }> {
  const origin = await deps.origin();
  const existing = await accountOf(deps, email);
  if (existing) {
    await deps.grantLifetime(existing);
    const link = `${origin}/auth`;
    await deps.sendMail({
      to: email,
      subject: 'You have lifetime access to Hearth',
      html: mailHtml('Lifetime access is yours', [
        'A Hearth admin gave your account lifetime access. Enjoy every feature, forever:',
        { action: 'Open Hearth', link },
      ]),
      text: `A Hearth admin gave your account lifetime access. Sign in: ${link}`,
    });
  } else {
    await deps.invitations.invite(email, admin.userId, deps.clock().toISOString());
    const link = invitationLink(origin, email);
    await deps.sendMail({
      to: email,
      subject: "You're invited to Hearth, with lifetime access",
      // The address is the admin's typing: the layout escapes it.
      html: mailHtml("You're invited to Hearth", [
        `Create your account with this e-mail address (${email}) and it comes with lifetime access: every feature, never a bill.`,
        { action: 'Create my account', link },
      ]),
      text: `You're invited to Hearth with lifetime access. Create your account with ${email}: ${link}`,
    });
  }
  await deps.audit.record({
    action: 'invitation.sent',
    actorId: admin.userId,
    actorEmail: admin.email,
    targetUserId: existing,
    target: email,
    details: existing ? { existingAccount: 'true', lifetime: 'granted' } : { existingAccount: 'false' },
  });
  return { email, existingAccount: existing !== null };
}

/**
 * Accepts a pending invitation of a newly confirmed address; true when lifetime was granted. Only a
 * verified address matches (an admin-confirmed sign-up never proved it reads that mail).
 */
export async function acceptInvitationOnSignUp(
  deps: {
    invitations: Pick<LifetimeInvitationRepository, 'get' | 'accept'>;
    grantItem: (userId: string, at: string) => Record<string, unknown>;
    clock: () => Date;
  },
  user: { userId: string; email: string; emailVerified: boolean },
): Promise<boolean> {
  const { userId, email } = user;
  if (!user.emailVerified) return false;
  const invitation = await deps.invitations.get(email);
  if (invitation?.status !== 'pending') return false;
  const at = deps.clock().toISOString();
  return deps.invitations.accept(email, userId, at, deps.grantItem(userId, at));
}
