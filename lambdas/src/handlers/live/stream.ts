// The table's stream consumer (issue 15): a change to a household's shopping list, a meal plan or a menu
// becomes one small message to every open socket of that household, within a second of the write; a
// long import's step (issue 33) one to its owner's sockets. Batches may come twice (at-least-once):
// a message says only what to read again, so a repeat costs a refetch and changes nothing. On AWS
// a DynamoDB Streams event source mapping calls it (filtered to those partitions); locally the stream
// poller in infra/local/websocket.ts reads DynamoDB Local's stream and calls it the same way.

import type { DynamoDBStreamEvent } from 'aws-lambda';
import { type DirectTarget, liveTarget, type ParentKey } from '../../data/live-changes.js';
import { liveParents } from '../../data/live-parents.js';
import { coalesce } from '../../domain/live/changes.js';
import type { AttributeValue } from '../../shared/aws-sdk.js';
import { unmarshall } from '../../shared/aws-sdk.js';
import { db } from '../../shared/clients.js';
import { announce } from '../shared/live-connections.js';

type Image = Record<string, AttributeValue>;

const parentsTable = liveParents(db);

export async function handler(event: DynamoDBStreamEvent): Promise<{ sent: number }> {
  const direct: DirectTarget[] = [];
  // One read per parent a batch touches (a plan's ten entries ask once).
  const parents = new Map<string, Promise<string | null>>();
  const householdOfParent = (parentKey: ParentKey) => {
    let read = parents.get(parentKey.pk);
    if (!read) {
      read = parentsTable.householdOf(parentKey);
      parents.set(parentKey.pk, read);
    }
    return read;
  };
  for (const record of event.Records) {
    const image = (record.dynamodb?.NewImage ?? record.dynamodb?.OldImage) as Image | undefined;
    if (!image) continue;
    const target = liveTarget(unmarshall(image));
    if (!target) continue;
    if ('householdId' in target) direct.push(target);
    else {
      const householdId = await householdOfParent(target.parentKey);
      if (householdId) direct.push({ householdId, message: target.message });
    }
  }
  const counts = await Promise.all(
    coalesce(direct).map((target) => announce(target.householdId, target.message, target.userId)),
  );
  return { sent: counts.reduce((sum, count) => sum + count, 0) };
}
