// What the household rules need besides the household table: what else moves when a member moves.

export interface MembershipFollowUps {
  /** The user's own recipes now belong to `householdId` (their household-feed keys move). */
  moveRecipes(userId: string, householdId: string): Promise<void>;
  /** Recomputes what pays for these households and their recipe counts. */
  refreshPlans(householdIds: string[]): Promise<void>;
  /** Closes the user's open live-update sockets of `householdId` and tells the rest it changed. */
  closeConnections(householdId: string, userId: string): Promise<void>;
}
