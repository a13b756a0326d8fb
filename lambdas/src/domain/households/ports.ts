// What the household rules need besides the household table: what else moves when a member moves.
// Each follow-up is safe to run again: a move records where the member came from (the member item's
// pendingFrom) until every follow-up has run, and a later read of the household runs what failed.

export interface MembershipFollowUps {
  /** The user's own recipes now belong to `householdId` (their household-feed keys move). */
  moveRecipes(userId: string, householdId: string): Promise<void>;
  /** The household's shared links (its plans' calendar feeds) get new addresses: someone left it. */
  renewHouseholdLinks(householdId: string): Promise<void>;
  /** Closes the user's open live-update sockets of `householdId` and tells the rest it changed. */
  closeConnections(householdId: string, userId: string): Promise<void>;
  /** The files the user was handed links to (export zips, cookbook PDFs) go, so those links stop. */
  dropLinkedFiles(userId: string): Promise<void>;
  /** The user's running collection import halts at once, saying `message` (each item also checks). */
  haltImports(userId: string, message: string): Promise<void>;
}
