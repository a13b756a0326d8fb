// Moving between households (issue 15, made race-proof by issue 32): joining by invitation, leaving,
// removal, handing over, and leaving when an account is deleted.
// - Each move is ONE transaction conditioned on both households' versions as read (data/entities/
//   household/move.ts), so the member lists it writes are never from a stale read. A move that loses a
//   race (a failed condition, or DynamoDB's TransactionConflict) is read and judged again from scratch,
//   a few times with jittered back-off: the loser then gets the refusal the new state calls for ("full",
//   "not a member", "hand over first") or, if it keeps losing, 409.
// - Joining keeps the free tier's 50 recipes for the household: a free household would pass it with the
//   joiner's recipes, so the join is refused and says what would lift it; the counts as judged are
//   conditions of the transaction, so a recipe created meanwhile sends the join back to be judged again.
// - Leaving or removal takes the person's own recipes into a household of their own: their own id again
//   only if they were the one who ended it (its tombstone names them), else a new one.
import { ulid } from 'ulid';
import {
  defaultHouseholdName,
  MAX_HOUSEHOLD_MEMBERS,
  householdMessages as says,
} from '../../contracts/households.js';
import { type HouseholdMembership, personalHouseholdId } from '../../data/entities/household/keys.js';
import { type HouseholdRead, MoveRefused } from '../../data/entities/household/repository.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../shared/errors.js';
import { backoffDelay } from '../../shared/retry.js';
import { householdOnRecord } from '../access/capabilities.js';
import { FREE_RECIPE_LIMIT, hasFullAccess } from '../billing/access.js';
import { SUBSCRIPTION_PAGE } from '../billing/entitlement.js';
import { afterMove } from './follow-ups.js';
import {
  displayNameOf,
  type HouseholdDeps,
  memberIds,
  readOwn,
  seatsTaken,
  type Who,
} from './household-reads.js';
import { gone, openInvitation, viewHousehold } from './households.js';

/** Attempts of a move that keeps losing races before it answers 409. */
export const MOVE_ATTEMPTS = 6;
const BACKOFF_BASE_MS = 20;
const BACKOFF_CAP_MS = 500;
export const CHANGED_MEANWHILE = 'Your household changed meanwhile. Please reload and try again.';

function refusal(error: MoveRefused): AppError {
  switch (error.reason) {
    case 'invitation':
      return gone(says.invitationUsed);
    case 'full':
      return conflict(says.full);
    case 'not-owner':
      return forbidden(says.notOwner);
    case 'not-member':
      return notFound(says.notAMember);
    default:
      return conflict(CHANGED_MEANWHILE);
  }
}

/**
 * Runs `attempt` until its transaction lands; each attempt reads afresh (the caller's household from their
 * session-validity record, not the request's cache) and judges again, so only the last refusal counts.
 */
async function retrying<T>(deps: HouseholdDeps, who: Who, attempt: (me: Who) => Promise<T>): Promise<T> {
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let me = who;
  for (let round = 0; ; round += 1) {
    try {
      return await attempt(me);
    } catch (error) {
      if (!(error instanceof MoveRefused)) throw error;
      if (round >= MOVE_ATTEMPTS - 1) throw refusal(error);
      await sleep(backoffDelay(round, { baseMs: BACKOFF_BASE_MS, capMs: BACKOFF_CAP_MS }));
      me = { ...who, householdId: householdOnRecord(who.userId, await deps.sessions.get(who.userId)) };
    }
  }
}

/** A member's own allergies and diets as read: they go with them when they move (issue 38). */
const eatingOf = (member: HouseholdMembership) => ({
  allergies: member.allergies,
  diets: member.diets,
  eatingVersion: member.eatingVersion,
});

/** Where someone who leaves goes: their own id if they ended that household themselves, else a new one. */
async function freshHousehold(
  deps: HouseholdDeps,
  userId: string,
): Promise<{ id: string; reclaim: boolean }> {
  const own = personalHouseholdId(userId);
  const [exists, endedBy] = await Promise.all([deps.households.exists(own), deps.households.endedBy(own)]);
  return !exists && endedBy === userId ? { id: own, reclaim: true } : { id: ulid(), reclaim: false };
}

/**
 * The free tier's count if `joiner` joins `household`, or nothing to hold when a plan covers it. Refuses
 * (402) a join that would pass the free tier's recipes, saying by how much and what lifts it.
 */
async function recipeRoom(deps: HouseholdDeps, household: HouseholdRead, joinerId: string) {
  const ids = [...memberIds(household), joinerId];
  const records = await deps.entitlements.getMany(ids);
  const now = deps.clock();
  if (records.some((record) => hasFullAccess(record, now))) return undefined;
  // The joiner's counter must exist to be held (accounts older than it are counted once).
  const joiner = records.at(-1);
  const joinerCount = joiner?.ownRecipeCount ?? (await deps.entitlements.initialiseRecipeCount(joinerId));
  const counts = records.map((record) => ({
    userId: record.userId,
    count: record.userId === joinerId ? joinerCount : record.ownRecipeCount,
  }));
  const total = counts.reduce((sum, entry) => sum + (entry.count ?? 0), 0);
  if (total > FREE_RECIPE_LIMIT)
    throw new AppError(
      402,
      'subscription_required',
      `Joining would bring the household to ${total} recipes; the free plan keeps ${FREE_RECIPE_LIMIT}. ` +
        `A plan for you or anyone in ${household.meta.name} covers everyone in it: subscribe on the plans page (${SUBSCRIPTION_PAGE}), ` +
        `or delete some of your recipes, then open this link again.`,
      { feature: 'recipe-storage', link: SUBSCRIPTION_PAGE, householdRecipes: total },
    );
  return counts;
}

export async function acceptInvitation(deps: HouseholdDeps, who: Who, token: string) {
  const joined = await retrying(deps, who, async (me) => {
    const { invitation, household } = await openInvitation(deps, token);
    if (!me.emailVerified) throw forbidden(says.unverifiedAddress);
    if (me.email.toLowerCase() !== invitation.email) throw forbidden(says.wrongAddress);
    if (household.meta.id === me.householdId) throw conflict(says.alreadyMember);
    const current = await readOwn(deps, me);
    if (current.meta.ownerId === me.userId && current.members.length > 1)
      throw conflict(says.ownerMustHandOver);
    if (seatsTaken(household) >= MAX_HOUSEHOLD_MEMBERS) throw conflict(says.full);
    const recipeCounts = await recipeRoom(deps, household, me.userId);
    const mine = current.members.find((member) => member.userId === me.userId);
    const displayName = mine?.displayName ?? (await displayNameOf(deps, me.userId, me.email));
    await deps.households.move({
      userId: me.userId,
      displayName,
      from: {
        householdId: current.meta.id,
        version: current.meta.version,
        lastMember: current.members.length <= 1,
        members: memberIds(current).filter((id) => id !== me.userId),
      },
      to: {
        householdId: household.meta.id,
        version: household.meta.version,
        members: [...memberIds(household), me.userId],
        ...(recipeCounts ? { recipeCounts } : {}),
      },
      invitation: { householdId: invitation.householdId, id: invitation.id },
      ...(mine ? { eating: eatingOf(mine) } : {}),
      at: deps.clock(),
    });
    return { current, household };
  });
  const { current, household } = joined;
  await afterMove(deps, { userId: who.userId, from: current.meta.id, to: household.meta.id }, [
    ...memberIds(current),
    ...memberIds(household),
  ]);
  return viewHousehold(deps, { ...who, householdId: household.meta.id });
}

/** The move out of `read` into a household of one; MoveRefused when the household changed meanwhile. */
async function moveOut(
  deps: HouseholdDeps,
  read: HouseholdRead,
  member: HouseholdMembership,
  removedBy?: string,
): Promise<string> {
  const to = await freshHousehold(deps, member.userId);
  await deps.households.move({
    userId: member.userId,
    displayName: member.displayName,
    from: {
      householdId: read.meta.id,
      version: read.meta.version,
      lastMember: false,
      members: memberIds(read).filter((id) => id !== member.userId),
    },
    to: {
      householdId: to.id,
      newHousehold: { name: defaultHouseholdName(member.displayName), reclaim: to.reclaim },
      members: [member.userId],
    },
    removedBy,
    eating: eatingOf(member),
    at: deps.clock(),
  });
  return to.id;
}

export async function leaveHousehold(deps: HouseholdDeps, who: Who) {
  const { read, to } = await retrying(deps, who, async (me) => {
    const read = await readOwn(deps, me);
    if (read.members.length <= 1)
      throw conflict("You're the only member of this household, so there is nothing to leave");
    if (read.meta.ownerId === me.userId) throw conflict(says.ownerMustHandOver);
    const mine = read.members.find((member) => member.userId === me.userId);
    if (!mine) throw conflict(CHANGED_MEANWHILE);
    return { read, to: await moveOut(deps, read, mine) };
  });
  await afterMove(deps, { userId: who.userId, from: read.meta.id, to }, memberIds(read));
  return viewHousehold(deps, { ...who, householdId: to });
}

export async function removeMember(deps: HouseholdDeps, who: Who, userId: string): Promise<void> {
  const { read, to } = await retrying(deps, who, async (me) => {
    const read = await readOwn(deps, me);
    if (read.meta.ownerId !== me.userId) throw forbidden(says.notOwner);
    if (userId === me.userId) throw badRequest(says.cannotRemoveSelf);
    const member = read.members.find((candidate) => candidate.userId === userId);
    if (!member) throw notFound(says.notAMember);
    return { read, to: await moveOut(deps, read, member, me.userId) };
  });
  await afterMove(deps, { userId, from: read.meta.id, to }, memberIds(read));
}

export async function handOver(deps: HouseholdDeps, who: Who, userId: string) {
  await retrying(deps, who, async (me) => {
    const read = await readOwn(deps, me);
    if (read.meta.ownerId !== me.userId) throw forbidden(says.notOwner);
    if (userId === me.userId) throw badRequest('You already own this household');
    if (!read.members.some((member) => member.userId === userId)) throw notFound(says.notAMember);
    // Refused when the owner or the member changed meanwhile: judged again from a fresh read.
    if (!(await deps.households.handOver(read.meta.id, me.userId, userId))) throw new MoveRefused('moved');
  });
  return viewHousehold(deps, who);
}

/**
 * Before an account's data goes: a member leaves their household (the owner hands it to the member who
 * joined first), so the others keep it, and a household of one goes with the account. Answers whether a
 * household with the user's own id continues with others, whose list, plans and menus (keyed by that id)
 * the deletion must then leave alone. The deletion removes the user's recipes before this (and its
 * `moveRecipes` follow-up deletes rather than moves), so their household's indexes lose them in place.
 */
export async function leaveForDeletion(
  deps: HouseholdDeps,
  user: { userId: string; householdId: string },
): Promise<{ householdKept: boolean }> {
  const who: Who = { userId: user.userId, householdId: user.householdId, email: '', emailVerified: false };
  const moved = await retrying(deps, who, async (me) => {
    const read = await deps.households.read(me.householdId);
    if (!read || read.members.length <= 1) return { read, to: null };
    const mine = read.members.find((member) => member.userId === me.userId);
    const heir = read.members.find((member) => member.userId !== me.userId);
    if (!mine || !heir) return { read, to: null };
    if (
      read.meta.ownerId === me.userId &&
      !(await deps.households.handOver(read.meta.id, me.userId, heir.userId))
    )
      throw new MoveRefused('moved');
    const after = read.meta.ownerId === me.userId ? await deps.households.read(read.meta.id) : read;
    if (!after) throw new MoveRefused('moved');
    return { read: after, to: await moveOut(deps, after, mine) };
  });
  if (moved.read && moved.to) {
    await afterMove(
      deps,
      { userId: user.userId, from: moved.read.meta.id, to: moved.to },
      memberIds(moved.read),
    );
    await deps.households.deleteHousehold(moved.to);
  } else if (moved.read) {
    await deps.followUps.closeConnections(moved.read.meta.id, user.userId);
    await deps.households.deleteHousehold(moved.read.meta.id);
  }
  // Whatever still exists under the user's own id is a household others share now.
  return { householdKept: await deps.households.exists(personalHouseholdId(user.userId)) };
}
