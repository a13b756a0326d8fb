// What a membership move is (move.ts writes it): who moves from where to where, what lets them in, and
// why a move can be refused.
import type { HouseholdMembership } from './keys.js';

/** Why a membership transaction was refused (from which condition failed). */
export type MoveRefusal =
  | 'invitation'
  | 'full'
  | 'moved'
  | 'not-member'
  | 'not-owner'
  | 'exists'
  | 'recipes'
  /** DynamoDB cancelled it for another transaction on the same items at that moment. */
  | 'conflict';

export class MoveRefused extends Error {
  constructor(readonly reason: MoveRefusal) {
    super(`Household change refused: ${reason}`);
  }
}

/** Where a user moves from and to, and what lets them in. */
export interface MemberMove {
  userId: string;
  displayName: string;
  /**
   * The household they are in now, with its version as read; `members` is who stays in it. The last
   * member leaves a tombstone naming them: only they may have that id back (households.ts).
   */
  from: { householdId: string; version: number; lastMember: boolean; members: string[] };
  /**
   * The household they join (with its version as read), or a new household of one made for them
   * (`reclaim`: their own id again, whose tombstone must still name them); `members` is everyone in it
   * afterwards, the mover included.
   */
  to: {
    householdId: string;
    newHousehold?: { name: string; reclaim?: boolean };
    version?: number;
    members: string[];
    /**
     * The free tier's count as the join was judged (issue 32): every member's own-recipe count as read,
     * each a condition, so a recipe created meanwhile sends the join back to be judged again.
     */
    recipeCounts?: { userId: string; count: number | null }[];
  };
  /** Joining by invitation: it must still be open and unexpired, and becomes used. */
  invitation?: { householdId: string; id: string };
  /** Removal by the owner: the owner must still own the household they are removed from. */
  removedBy?: string;
  /**
   * The mover's own allergies and diets as their member item held them (issue 38): they are the
   * person's, so they go with them, and the move lands only while they are still as read (a change
   * made meanwhile sends it back to read again). Absent: nothing is carried (an account that goes).
   */
  eating?: Pick<HouseholdMembership, 'allergies' | 'diets' | 'eatingVersion'>;
  at: Date;
}
