// Use-time checks for anything long-lived (issue 32): an import job, an export, an invitation, a live
// socket, a calendar link. Each was made by someone, at some moment, often for a household; none of that
// is trusted when it acts. It acts only while, on the SAME session-validity record the API reads for every
// request (data/entities/session-validity.ts):
//   - the account is not deleted or disabled,
//   - no "sign out of all devices" (or password reset) came at or after the moment it was made (a stolen
//     session must not leave something running), and
//   - the maker is still in the household it acts for.
// A household's shared links (any member could have copied them) also stop when anyone leaves, is
// removed, signs out everywhere or is deleted: the household's capabilitiesValidAfter. The registry of
// every such capability, and how each is revoked on those four events: ./capability-registry.ts.
import type { SessionValidity } from '../../data/entities/session-validity.js';
import { AppError } from '../../shared/errors.js';

export const NO_LONGER_IN_HOUSEHOLD = "You're no longer in this household";
export const MADE_BEFORE_SIGN_OUT =
  'This was started before you signed out of all devices, so it has stopped. Please start it again.';

/** Something long-lived: who made it, when, and for which household (if it acts for one). */
export interface Capability {
  madeBy: string;
  /** ISO time or epoch milliseconds. */
  madeAt: string | number | Date;
  householdId?: string;
}

export type CapabilityVerdict = 'holds' | 'left-household' | 'sessions-ended' | 'account-gone';

const epochSeconds = (at: Capability['madeAt']) =>
  Math.floor((at instanceof Date ? at.getTime() : typeof at === 'number' ? at : Date.parse(at)) / 1000);

/** The maker's household on their record: absent means their own id (their household of one). */
export const householdOnRecord = (userId: string, record: SessionValidity | null) =>
  record?.householdId ?? userId;

/** Whether `capability` may act now, judged from its maker's current session-validity record. */
export function judgeCapability(capability: Capability, record: SessionValidity | null): CapabilityVerdict {
  if (record?.deleted || record?.disabled) return 'account-gone';
  // Tokens and records carry whole seconds: made in the very second sessions ended counts as before.
  if (record && epochSeconds(capability.madeAt) <= record.validAfter) return 'sessions-ended';
  if (
    capability.householdId !== undefined &&
    householdOnRecord(capability.madeBy, record) !== capability.householdId
  )
    return 'left-household';
  return 'holds';
}

/** A household's shared link made at `madeAt` still works (nobody left or signed out everywhere since). */
export const householdLinkHolds = (
  madeAt: Capability['madeAt'],
  capabilitiesValidAfter: number | undefined,
) => capabilitiesValidAfter === undefined || epochSeconds(madeAt) > capabilitiesValidAfter;

/** The refusal a person reads for a verdict other than 'holds'. */
export function capabilityRefusal(verdict: Exclude<CapabilityVerdict, 'holds'>): AppError {
  if (verdict === 'left-household') return new AppError(403, 'not_in_household', NO_LONGER_IN_HOUSEHOLD);
  if (verdict === 'sessions-ended') return new AppError(403, 'capability_ended', MADE_BEFORE_SIGN_OUT);
  return new AppError(401, 'session_expired', 'Your session has ended. Please sign in again.');
}

/** Reads the maker's record (uncached: a capability acts far from any request's cache) and judges it. */
export async function checkCapability(
  sessions: { get(userId: string): Promise<SessionValidity | null> },
  capability: Capability,
): Promise<CapabilityVerdict> {
  return judgeCapability(capability, await sessions.get(capability.madeBy));
}

/** Throws the refusal unless `capability` holds. */
export async function requireCapability(
  sessions: { get(userId: string): Promise<SessionValidity | null> },
  capability: Capability,
): Promise<void> {
  const verdict = await checkCapability(sessions, capability);
  if (verdict !== 'holds') throw capabilityRefusal(verdict);
}
