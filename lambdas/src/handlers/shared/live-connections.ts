// Pushing to a household's open screens (issue 15): the messages of domain/live, sent to every open socket
// of the household through the @connections API; a socket found gone is forgotten.
import {
  closeConnection,
  liveUpdatesConfigured,
  postToConnection,
} from '../../adapters/live/connections-api.js';
import type { LiveMessage } from '../../contracts/live.js';
import { liveConnections } from '../../data/entities/household/connections.js';
import { logger } from '../../shared/logger.js';

/**
 * Sends `message` to every open socket of the household (only `userId`'s when given); answers how many
 * received it.
 */
export async function announce(householdId: string, message: LiveMessage, userId?: string): Promise<number> {
  if (!liveUpdatesConfigured()) return 0;
  const open = (await liveConnections.ofHousehold(householdId)).filter(
    (connection) => userId === undefined || connection.userId === userId,
  );
  const sent = await Promise.all(
    open.map(async (connection) => {
      try {
        if (await postToConnection(connection.connectionId, message)) return true;
        await liveConnections.remove(householdId, connection.connectionId);
      } catch (error) {
        logger.warn('live message not delivered', { householdId, error: String(error) });
      }
      return false;
    }),
  );
  return sent.filter(Boolean).length;
}

/** Tells the household's open screens that its membership changed (they reload everything). */
export const announceHousehold = (householdId: string) =>
  announce(householdId, { kind: 'household', id: householdId });

/** Closes a member's open sockets of a household they just left or were removed from. */
export async function closeMemberConnections(householdId: string, userId: string): Promise<void> {
  if (!liveUpdatesConfigured()) return;
  const open = await liveConnections.ofHousehold(householdId);
  await Promise.all(
    open
      .filter((connection) => connection.userId === userId)
      .map(async (connection) => {
        await closeConnection(connection.connectionId);
        await liveConnections.remove(householdId, connection.connectionId);
      }),
  );
  await announceHousehold(householdId);
}
