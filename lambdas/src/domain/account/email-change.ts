// Changing one's own e-mail address: proven before anything trusts it.
//  1. start: the current password is checked with Cognito, an address another account uses is refused
//     (409), and a 6-digit code is mailed to the new address. Nothing else changes.
//  2. confirm: the code (hashed at rest, 15 minutes, 5 tries) moves the address in Cognito, marked
//     verified, and on the profile; the old address is told.
// The code is ours rather than Cognito's VerifyUserAttribute so the server, not the browser, holds
// the whole flow (that call needs the user's access token, the API sees ID tokens) and so the same code
// path runs on AWS and locally. The pool keeps `keepOriginal` and the app client cannot write `email`,
// so this is the only way an address changes besides the admin's audited one.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { EmailChangeRepository } from '../../data/entities/email-change.js';
import type { Profile } from '../../data/entities/profile.js';
import { AppError, badRequest, conflict } from '../../shared/errors.js';
import { logger } from '../../shared/logger.js';
import type { MailMessage } from '../mail/ports.js';
import { emailChangeCodeMail, emailChangedNotice } from './email-change-mail.js';
import type { IdentityProvider } from './ports.js';

export const EMAIL_CODE_MINUTES = 15;
export const EMAIL_CODE_ATTEMPTS = 5;

export const messages = {
  wrongPassword: 'That password is not right. Enter the password you sign in with.',
  sameAddress: 'That is already your e-mail address',
  taken: 'An account with this email already exists',
  nothingPending: 'There is no e-mail change waiting for a code. Start the change again.',
  wrongCode: 'That code is not right. Check the e-mail we sent and try again.',
  tooManyTries: 'Too many wrong codes. Start the change again to get a new code.',
  tooManyPasswordTries: 'Too many password attempts. Wait a few minutes and try again.',
} as const;

export interface EmailChangeDeps {
  changes: EmailChangeRepository;
  profiles: {
    get(userId: string): Promise<Profile | null>;
    findByEmail(email: string): Promise<Profile | null>;
    updateEmail(userId: string, email: string): Promise<void>;
  };
  /** Cognito's answer to the user's password: 'ok', 'wrong', or 'locked' (too many attempts). */
  checkPassword(userId: string, password: string): Promise<'ok' | 'wrong' | 'locked'>;
  /** Sets the proven address on the Cognito user; 'taken' when another account holds it. */
  setVerifiedEmail: IdentityProvider['setVerifiedEmail'];
  sendMail(message: MailMessage): Promise<void>;
  origin(): Promise<string>;
  clock(): Date;
  /** The code to send; random unless a test fixes it. */
  newCode?: () => string;
}

const hashCode = (salt: string, code: string) => createHmac('sha256', salt).update(code).digest('hex');

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

const randomCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Step 1: checks the password and the address, then mails a code to the new address. */
export async function startEmailChange(
  deps: EmailChangeDeps,
  userId: string,
  input: { newEmail: string; currentPassword: string },
): Promise<{ pendingEmail: string; expiresAt: string }> {
  const newEmail = input.newEmail.toLowerCase();
  const profile = await deps.profiles.get(userId);
  if (profile?.email === newEmail) throw badRequest(messages.sameAddress);
  const password = await deps.checkPassword(userId, input.currentPassword);
  if (password === 'locked') throw new AppError(429, 'too_many_requests', messages.tooManyPasswordTries);
  if (password === 'wrong') throw badRequest(messages.wrongPassword);
  const holder = await deps.profiles.findByEmail(newEmail);
  if (holder && holder.userId !== userId) throw conflict(messages.taken);

  const now = deps.clock();
  const code = (deps.newCode ?? randomCode)();
  const salt = randomBytes(16).toString('hex');
  const expiresAt = Math.floor(now.getTime() / 1000) + EMAIL_CODE_MINUTES * 60;
  await deps.changes.start({
    userId,
    newEmail,
    codeHash: hashCode(salt, code),
    salt,
    attempts: 0,
    expiresAt,
    startedAt: now.toISOString(),
  });
  await deps.sendMail(
    emailChangeCodeMail({ to: newEmail, code, minutes: EMAIL_CODE_MINUTES, language: profile?.language }),
  );
  return { pendingEmail: newEmail, expiresAt: new Date(expiresAt * 1000).toISOString() };
}

/** Step 2: the code from the mail completes the change. A wrong code changes nothing but a try. */
export async function confirmEmailChange(
  deps: EmailChangeDeps,
  userId: string,
  code: string,
): Promise<{ email: string }> {
  const now = deps.clock();
  const pending = await deps.changes.get(userId, now);
  if (!pending) throw badRequest(messages.nothingPending);
  // Spend the try before comparing, so parallel guesses share the same small budget.
  const used = await deps.changes.spendAttempt(userId, pending.codeHash, EMAIL_CODE_ATTEMPTS, now);
  if (used === null) {
    if (pending.attempts >= EMAIL_CODE_ATTEMPTS) throw badRequest(messages.tooManyTries);
    throw badRequest(messages.nothingPending);
  }
  if (!sameHash(hashCode(pending.salt, code), pending.codeHash)) {
    const left = EMAIL_CODE_ATTEMPTS - used;
    if (left <= 0) throw badRequest(messages.tooManyTries);
    throw badRequest(messages.wrongCode);
  }
  // Single use: only the request that removes this very change goes on.
  if (!(await deps.changes.finish(userId, pending.codeHash))) throw badRequest(messages.nothingPending);

  const before = await deps.profiles.get(userId);
  const outcome = await deps.setVerifiedEmail(userId, pending.newEmail);
  if (outcome === 'taken') throw conflict(messages.taken);
  // The address passed the contract's check when the change started; the provider refusing it is a fault.
  if (outcome === 'invalid') throw new Error('The identity provider refused a checked address');
  await deps.profiles.updateEmail(userId, pending.newEmail);
  const oldEmail = before?.email;
  if (oldEmail && oldEmail !== pending.newEmail) {
    // The change stands even if this mail fails; the failure is logged.
    try {
      await deps.sendMail(
        emailChangedNotice({
          to: oldEmail,
          newEmail: pending.newEmail,
          origin: await deps.origin(),
          byAdmin: false,
          language: before?.language,
        }),
      );
    } catch (error) {
      logger.error('e-mail change notice failed', { userId, error: String(error) });
    }
  }
  return { email: pending.newEmail };
}
