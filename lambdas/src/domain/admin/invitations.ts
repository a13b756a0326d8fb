// Invite User with Lifetime Access: the admin names an address; we e-mail a sign-up link and record a
// pending invitation for the address. When that address's sign-up is confirmed (so its owner proved
// they read the mail), the post-confirmation trigger accepts the invitation: lifetime access, atomically.
// An address that already has an account gets lifetime access at once and a mail saying so.
// The mail speaks the recipient's language (issue 37): an account's own (`locale` on its sign-in, which
// follows the profile's), else the `language` the admin chose, else the admin's own; English without one
// (docs/i18n.md, beside the household invitation's rule, which it follows).

import { type InterfaceLanguage, isInterfaceLanguage } from '../../contracts/languages.js';
import type { AuditLogRepository } from '../../data/entities/audit-log.js';
import type { LifetimeInvitationRepository } from '../../data/entities/lifetime-invitation.js';
import { mailHtml } from '../../shared/mail-layout.js';
import { adminTexts } from '../../shared/mail-texts/admin.js';
import { fill, mailLanguage, text } from '../../shared/mail-texts/fill.js';
import type { IdentityProvider } from '../account/ports.js';
import type { MailMessage } from '../mail/ports.js';

export interface InvitationDeps {
  identity: Pick<IdentityProvider, 'findByEmail' | 'getUser'>;
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
 * The account signed in with this address, if any, and only if the address is verified: an account that
 * merely claims an address must not receive what an admin meant for its owner.
 */
async function accountOf(deps: InvitationDeps, email: string) {
  const user = await deps.identity.findByEmail(email);
  return user?.emailVerified ? user : null;
}

/** The lifetime access given to an existing account, in its language. */
export function lifetimeGrantedMail(
  to: string,
  link: string,
  language: InterfaceLanguage = 'en',
): MailMessage {
  const say = adminTexts()[language];
  return {
    to,
    subject: text(say.grantedSubject),
    html: mailHtml(
      text(say.grantedHeading),
      [text(say.grantedBody), { action: text(say.grantedAction), link }],
      language,
    ),
    text: fill(text(say.grantedText), { link }),
  };
}

/** The invitation to an address without an account; the address is the admin's typing: the layout escapes it. */
export function lifetimeInvitationMail(
  to: string,
  link: string,
  language: InterfaceLanguage = 'en',
): MailMessage {
  const say = adminTexts()[language];
  const values = { email: to, link };
  return {
    to,
    subject: text(say.invitedSubject),
    html: mailHtml(
      text(say.invitedHeading),
      [fill(text(say.invitedBody), values), { action: text(say.invitedAction), link }],
      language,
    ),
    text: fill(text(say.invitedText), values),
  };
}

export async function sendLifetimeInvitation(
  deps: InvitationDeps,
  admin: { userId: string; email: string },
  email: string,
  language?: InterfaceLanguage,
): Promise<{ email: string; existingAccount: boolean }> {
  const origin = await deps.origin();
  const account = await accountOf(deps, email);
  const existing = account?.id ?? null;
  // The account's own language, else the one chosen, else the admin's own (on their sign-in: no table read).
  const own = account?.locale;
  const mailIn = async () =>
    isInterfaceLanguage(own)
      ? own
      : (language ?? mailLanguage((await deps.identity.getUser(admin.userId))?.locale));
  if (account) {
    await deps.grantLifetime(account.id);
    await deps.sendMail(lifetimeGrantedMail(email, `${origin}/auth`, await mailIn()));
  } else {
    await deps.invitations.invite(email, admin.userId, deps.clock().toISOString());
    await deps.sendMail(lifetimeInvitationMail(email, invitationLink(origin, email), await mailIn()));
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
