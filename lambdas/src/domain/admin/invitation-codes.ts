// Invitation codes: generate (unique by conditional put, a new draw on collision), deactivate (only an
// unused active code), and redeem (one transaction: the code becomes used AND the caller gets lifetime).
import type { InvitationCodeView } from '../../contracts/admin.js';
import {
  generateCode,
  type InvitationCode,
  type InvitationCodeRepository,
} from '../../data/entities/invitation-code.js';
import { AppError, conflict, notFound } from '../../shared/errors.js';

export interface CodeDeps {
  codes: InvitationCodeRepository;
  clock: () => Date;
  /** Draws a code; node:crypto by default, fixed in tests. */
  draw?: () => string;
}

export interface RedeemDeps {
  codes: InvitationCodeRepository;
  hasLifetime: (userId: string) => Promise<boolean>;
  grantItem: (userId: string, at: string) => Record<string, unknown>;
  clock: () => Date;
}

export const REDEEM_SUCCESS = 'Lifetime access has been granted to your account!';
export const redeemMessages = {
  unknown: 'This invitation code does not exist',
  used: 'This code has already been used',
  inactive: 'This code is no longer active',
  alreadyLifetime: 'You already have lifetime access',
} as const;

/** What the API shows of a code (the creator's id stays inside). */
export function presentCode(code: InvitationCode): InvitationCodeView {
  const { createdBy: _createdBy, ...view } = code;
  return view;
}

/** Creates a new active code; a collision (1 in 2 billion per existing code) draws again. */
export async function generateInvitationCode(
  deps: CodeDeps,
  admin: { userId: string; email: string },
  input: { notes: string | null; intendedEmail: string | null },
): Promise<InvitationCode> {
  const draw = deps.draw ?? (() => generateCode());
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code: InvitationCode = {
      code: draw(),
      status: 'active',
      notes: input.notes,
      intendedEmail: input.intendedEmail?.toLowerCase() ?? null,
      createdBy: admin.userId,
      createdByEmail: admin.email,
      createdAt: deps.clock().toISOString(),
      usedBy: null,
      usedByEmail: null,
      usedAt: null,
      deactivatedAt: null,
    };
    if (await deps.codes.create(code)) return code;
  }
  throw new AppError(503, 'code_collision', 'Failed to generate code');
}

/** active -> inactive; a used or inactive code stays as it is (409), an unknown one is 404. */
export async function deactivateInvitationCode(deps: CodeDeps, code: string): Promise<InvitationCode> {
  const result = await deps.codes.deactivate(code.trim().toUpperCase(), deps.clock().toISOString());
  if (result.ok) return result.code;
  if (!result.existing) throw notFound('This invitation code does not exist');
  throw conflict('Only unused active codes can be deactivated');
}

/** Redeems a code for the caller: exactly one of any number of simultaneous redemptions wins. */
export async function redeemInvitationCode(
  deps: RedeemDeps,
  user: { userId: string; email: string },
  code: string,
): Promise<{ message: string; lifetime: true }> {
  // Checked first so a code is not spent on someone who has lifetime already (a race here is harmless).
  if (await deps.hasLifetime(user.userId)) throw conflict(redeemMessages.alreadyLifetime);
  const at = deps.clock().toISOString();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const outcome = await deps.codes.redeem(code, user, at, deps.grantItem(user.userId, at));
    if (outcome === 'redeemed') return { message: REDEEM_SUCCESS, lifetime: true };
    if (outcome === 'unknown') throw notFound(redeemMessages.unknown);
    if (outcome === 'used') throw conflict(redeemMessages.used);
    if (outcome === 'inactive') throw conflict(redeemMessages.inactive);
    // 'busy': another transaction touched the same items; try again.
  }
  throw conflict(redeemMessages.used);
}
