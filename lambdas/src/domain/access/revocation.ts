// What ends with a person's sessions (issue 32: "sign out of all devices", a password reset, account
// deletion): everything long-lived they could have handed to whoever held a session of theirs. Their
// open sockets close, their running import halts, their open invitations are withdrawn, the files
// behind links they were given go, and their household's shared links (calendar feeds) get new
// addresses. Each capability also checks its maker's record as it acts (capabilities.ts), so this is
// the prompt half; the check is the sure half.
import type { HouseholdRepository } from '../../data/entities/household/repository.js';
import type { SessionValidity } from '../../data/entities/session-validity.js';
import type { MembershipFollowUps } from '../households/ports.js';
import { householdOnRecord, MADE_BEFORE_SIGN_OUT } from './capabilities.js';

export interface RevocationDeps {
  sessions: { get(userId: string): Promise<SessionValidity | null> };
  households: Pick<HouseholdRepository, 'endCapabilities' | 'revokeInvitationsBy'>;
  followUps: Pick<
    MembershipFollowUps,
    'closeConnections' | 'haltImports' | 'renewHouseholdLinks' | 'dropLinkedFiles'
  >;
  clock: () => Date;
}

/** Revokes what the user's ended sessions could have passed on; every step runs even if one fails. */
export async function revokeAfterSessionsEnded(deps: RevocationDeps, userId: string): Promise<void> {
  const householdId = householdOnRecord(userId, await deps.sessions.get(userId));
  const steps = [
    () => deps.followUps.closeConnections(householdId, userId),
    () => deps.followUps.haltImports(userId, MADE_BEFORE_SIGN_OUT),
    () => deps.households.endCapabilities(householdId, deps.clock()),
    () => deps.households.revokeInvitationsBy(householdId, userId),
    () => deps.followUps.dropLinkedFiles(userId),
    () => deps.followUps.renewHouseholdLinks(householdId),
  ];
  const failures: unknown[] = [];
  for (const step of steps)
    await step().catch((error: unknown) => {
      failures.push(error);
    });
  if (failures.length > 0) throw new AggregateError(failures, 'Some links could not be revoked');
}
