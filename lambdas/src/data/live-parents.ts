// The household of a live change's parent (a plan's or menu's META item names it as userId), for the
// stream consumer (handlers/live/stream.ts). Apart from live-changes.ts, which CDK and the local stream
// poller load without any client.
import { type DocClient, documentTable, getItem } from './client.js';
import type { ParentKey } from './live-changes.js';

/** One GetItem; null when the parent is gone. */
export function liveParents(db: DocClient, table?: string) {
  const { send, tableName } = documentTable(db, table);
  return {
    async householdOf(parentKey: ParentKey): Promise<string | null> {
      const item = await getItem(send, tableName, parentKey, { projection: 'userId' });
      return typeof item?.userId === 'string' ? item.userId : null;
    },
  };
}
