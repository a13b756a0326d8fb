// Who eats what (issue 38): each member keeps their own allergies and diets, on their member item of
// the household, so the household's one read (GET /api/household) tells every screen who may eat what.
// A member sets only their own: another member's health is theirs to say. Someone outside the
// household is not found, as for every other household route.
import type { EatingNeeds } from '../../contracts/allergens.js';
import type { HouseholdView } from '../../contracts/households.js';
import { forbidden, notFound } from '../../shared/errors.js';
import { type HouseholdDeps, readOwn, toView, type Who } from './household-reads.js';

export const eatingNeedsMessages = {
  notFound: 'Member not found',
  notYours: 'You can change only your own allergies and diets.',
} as const;

export async function setEatingNeeds(
  deps: HouseholdDeps,
  caller: Who,
  userId: string,
  needs: EatingNeeds,
): Promise<HouseholdView> {
  const read = await readOwn(deps, caller);
  const member = read.members.find((candidate) => candidate.userId === userId);
  if (!member) throw notFound(eatingNeedsMessages.notFound);
  if (userId !== caller.userId) throw forbidden(eatingNeedsMessages.notYours);
  const kept = {
    allergies: [...new Set(needs.allergies)],
    diets: [...new Set(needs.diets)],
  };
  // Conditioned on the member item: someone who left meanwhile writes nothing.
  if (!(await deps.households.setEatingNeeds(read.meta.id, userId, kept))) {
    throw notFound(eatingNeedsMessages.notFound);
  }
  const members = read.members.map((candidate) =>
    candidate.userId === userId ? { ...candidate, ...kept } : candidate,
  );
  return toView({ ...read, members }, caller.userId, deps.clock());
}
