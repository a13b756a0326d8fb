// What else moves when a member moves (ports.ts), run so that one failing never skips the others and
// nothing is left undone for good: the live sockets close and a running import halts first (access
// must end at once), then each follow-up runs on its own; only when all succeeded does the member item
// stop saying where they came from (pendingFrom). A household read finds a pendingFrom older than a moment and runs them again.
import type { HouseholdRead } from '../../data/entities/household/repository.js';
import { logger } from '../../shared/logger.js';
import { NO_LONGER_IN_HOUSEHOLD } from '../access/capabilities.js';
import type { HouseholdDeps } from './household-reads.js';

/** A move's follow-ups still pending after this long failed (they take well under a second). */
const SETTLE_AFTER_MS = 30_000;

export interface Moved {
  userId: string;
  from: string;
  to: string;
}

/** Runs every follow-up of a move; answers the failures (each already run past). */
export async function runFollowUps(deps: HouseholdDeps, moved: Moved): Promise<unknown[]> {
  const { userId, from, to } = moved;
  const failures: unknown[] = [];
  const attempt = async (step: () => Promise<unknown>) => {
    try {
      await step();
    } catch (error) {
      failures.push(error);
    }
  };
  await attempt(() => deps.followUps.closeConnections(from, userId));
  await attempt(() => deps.followUps.haltImports(userId, NO_LONGER_IN_HOUSEHOLD));
  await attempt(() => deps.followUps.moveRecipes(userId, to));
  await attempt(() => deps.households.revokeInvitationsBy(from, userId));
  await attempt(() => deps.followUps.dropLinkedFiles(userId));
  await attempt(() => deps.followUps.renewHouseholdLinks(from));
  if (failures.length === 0) await attempt(() => deps.households.settled(to, userId, from));
  return failures;
}

/** After a move: forget the cached households of everyone it changed, then its follow-ups. */
export async function afterMove(deps: HouseholdDeps, moved: Moved, affected: string[]): Promise<void> {
  for (const id of new Set([moved.userId, ...affected])) deps.forget(id);
  const failures = await runFollowUps(deps, moved);
  // The move itself stands (one transaction); what failed runs again from pendingFrom.
  if (failures.length > 0)
    logger.warn('household follow-ups failed; they run again later', { errors: failures.map(String) });
}

/** Runs again the follow-ups of moves into `read` that did not all succeed. */
export async function settleMoves(deps: HouseholdDeps, read: HouseholdRead): Promise<void> {
  const now = deps.clock().getTime();
  for (const member of read.members)
    if (member.pendingFrom && now - Date.parse(member.joinedAt) > SETTLE_AFTER_MS)
      await runFollowUps(deps, { userId: member.userId, from: member.pendingFrom, to: read.meta.id });
}
