// What a changed item of the table means to open screens (issue 15). The table's stream delivers every
// change; the partitions a household watches together (its shopping list, pantry, meal plans and menus)
// and a long import's job (its owner's, issue 33) are named here once, by the prefixes their entities
// build their keys from (key-prefixes.ts). The stream consumer's rule, CDK's event-source filter (infra's
// live-updates.ts) and the local stream poller all read these lists, so a new live entity is one line
// here and reaches AWS as it reaches the local twin (the pantry was once live locally, filtered out on AWS).

import type { LiveMessage } from '../contracts/live.js';
import { KEY_PREFIXES } from './key-prefixes.js';

/**
 * Partitions whose changes reach a household's open screens. The list's and the pantry's partitions are
 * named by their household; a plan's or menu's household is its META item's userId.
 */
const LIVE_PARTITIONS = [
  { prefix: KEY_PREFIXES.shoppingList, kind: 'shopping', household: 'partition' },
  { prefix: KEY_PREFIXES.pantry, kind: 'pantry', household: 'partition' },
  { prefix: KEY_PREFIXES.mealPlan, kind: 'mealPlan', household: 'parent' },
  { prefix: KEY_PREFIXES.menu, kind: 'menu', household: 'parent' },
] as const;

const DOCUMENT_IMPORT = KEY_PREFIXES.documentImport;

/** Partition-key prefixes of the live partitions (the event-source filter's first rule). */
export const LIVE_PARTITION_PREFIXES: readonly string[] = LIVE_PARTITIONS.map(
  (partition) => partition.prefix,
);

/** Sort-key prefixes of items that reach their owner wherever they live (the filter's second rule). */
export const LIVE_ITEM_PREFIXES: readonly string[] = [DOCUMENT_IMPORT];

/** Whether a changed item's keys pass the event-source filter (the local poller applies it as AWS does). */
export const passesLiveFilter = (keys: { pk?: unknown; sk?: unknown }): boolean =>
  (typeof keys.pk === 'string' &&
    LIVE_PARTITION_PREFIXES.some((prefix) => (keys.pk as string).startsWith(prefix))) ||
  (typeof keys.sk === 'string' &&
    LIVE_ITEM_PREFIXES.some((prefix) => (keys.sk as string).startsWith(prefix)));

/** A changed item, as much of it as the rule reads (its new image, else its old one). */
export interface ChangedItem {
  pk?: unknown;
  sk?: unknown;
  userId?: unknown;
  householdId?: unknown;
  jobId?: unknown;
}

/** A household's open sockets, or only one member's among them. */
export interface DirectTarget {
  householdId: string;
  /** Only this member's sockets (a long import's steps are its owner's). */
  userId?: string;
  message: LiveMessage;
}

/**
 * Where a change goes: straight to a household, or (a plan entry, a menu dish) to the household that
 * owns the parent, which the caller looks up with `liveParents` (live-parents.ts).
 */
export type LiveTarget = DirectTarget | { parentKey: ParentKey; message: LiveMessage };

/** A plan's or menu's META item, which names its household. */
export interface ParentKey {
  pk: string;
  sk: 'META';
}

export function liveTarget(item: ChangedItem): LiveTarget | null {
  const pk = typeof item.pk === 'string' ? item.pk : '';
  const sk = typeof item.sk === 'string' ? item.sk : '';
  if (sk.startsWith(DOCUMENT_IMPORT)) {
    const { userId, householdId } = item;
    if (typeof userId !== 'string' || typeof householdId !== 'string') return null;
    return { householdId, userId, message: { kind: 'documentImport', id: sk.slice(DOCUMENT_IMPORT.length) } };
  }
  const match = LIVE_PARTITIONS.find(({ prefix }) => pk.startsWith(prefix));
  if (!match) return null;
  const { prefix, kind, household } = match;
  const id = pk.slice(prefix.length);
  if (household === 'partition') return { householdId: id, message: { kind, id } };
  if (sk === 'META' && typeof item.userId === 'string')
    return { householdId: item.userId, message: { kind, id } };
  return { parentKey: { pk, sk: 'META' }, message: { kind, id } };
}
