// One place decides who may see and change what (issue 15): recipes, and through them their comments,
// ratings, media, and what a list, plan or menu may take from them. The rules:
//   owner             sees and changes
//   household member  sees a household or public recipe of their household (changing it: 403)
//   shared with       sees (changing: 403)
//   anyone            sees a public one (changing: 403)
//   everyone else     a private or household recipe does not exist for them (404), so nothing leaks
// A household's own things (its list, plans, menus) belong to the household: any member sees and changes
// them, a former member or a stranger meets 404 (householdThing).
import type { Visibility } from '../../contracts/recipes.js';

export type Decision = 'allow' | 'forbidden' | 'not-found';
export type Action = 'view' | 'change';

/** Who asks. A viewer without a household id (an older call path) is treated as in no household. */
export interface Viewer {
  userId: string;
  householdId?: string;
}

export interface SharedThing {
  ownerId: string;
  /** The owner's household when the thing was last filed; absent on items older than households. */
  householdId?: string | null;
  visibility: Visibility;
  sharedWith?: readonly string[];
}

/** The household an item belongs to: its own field, else its owner's household of one (same id). */
export const householdOf = (thing: Pick<SharedThing, 'ownerId' | 'householdId'>) =>
  thing.householdId ?? thing.ownerId;

export function canSee(viewer: Viewer, thing: SharedThing): boolean {
  if (thing.ownerId === viewer.userId) return true;
  if (thing.visibility === 'public') return true;
  if (thing.sharedWith?.includes(viewer.userId)) return true;
  return (
    thing.visibility === 'household' &&
    viewer.householdId !== undefined &&
    householdOf(thing) === viewer.householdId
  );
}

export function decide(viewer: Viewer, thing: SharedThing, action: Action): Decision {
  if (thing.ownerId === viewer.userId) return 'allow';
  if (!canSee(viewer, thing)) return 'not-found';
  return action === 'view' ? 'allow' : 'forbidden';
}

/** A household's list, plan or menu: its members see and change it; nobody else knows it exists. */
export const householdThing = (viewer: Viewer, householdId: string): Decision =>
  viewer.householdId === householdId ? 'allow' : 'not-found';
