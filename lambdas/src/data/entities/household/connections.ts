// Open live-update sockets (issue 15), one item per connection in its household's partition, so the
// fan-out after a change is ONE Query (keys in ./keys.ts):
//   pk = LIVE#<hid>, sk = CONN#<connectionId>   userId, connectedAt, expiresAt (TTL: API Gateway closes a
//                                               WebSocket after 2 hours at most, so a lost $disconnect
//                                               leaves nothing behind for long)

import { DeleteCommand, QueryCommand } from '../../../shared/aws-sdk.js';
import { db as sharedDb } from '../../../shared/clients.js';
import { type DocClient, documentTable, putItem } from '../../client.js';
import { householdKeys } from './keys.js';

/** API Gateway's longest WebSocket connection, and a margin. */
const CONNECTION_TTL_SECONDS = 2 * 60 * 60 + 5 * 60;

export interface LiveConnection {
  householdId: string;
  connectionId: string;
  userId: string;
}

export function liveConnectionRepository(db: DocClient, table?: string) {
  const { send, tableName } = documentTable(db, table);
  return {
    async add(connection: LiveConnection, at: Date): Promise<void> {
      await putItem(send, tableName, {
        ...householdKeys.connection(connection.householdId, connection.connectionId),
        type: 'liveConnection',
        ...connection,
        connectedAt: at.toISOString(),
        expiresAt: Math.floor(at.getTime() / 1000) + CONNECTION_TTL_SECONDS,
      });
    },

    async remove(householdId: string, connectionId: string): Promise<void> {
      await send(
        new DeleteCommand({ TableName: tableName, Key: householdKeys.connection(householdId, connectionId) }),
      );
    },

    /** Every open connection of a household (one Query; a household has a handful). */
    async ofHousehold(householdId: string): Promise<LiveConnection[]> {
      const result = await send<{ Items?: Record<string, unknown>[] }>(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': householdKeys.connectionPartition(householdId) },
        }),
      );
      return (result.Items ?? []).map((item) => ({
        householdId,
        connectionId: String(item.connectionId),
        userId: String(item.userId),
      }));
    },
  };
}

export type LiveConnectionRepository = ReturnType<typeof liveConnectionRepository>;

export const liveConnections = liveConnectionRepository(sharedDb);
