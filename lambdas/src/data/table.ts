// The single DynamoDB table: generic key names so every entity fits. CDK builds the real table from
// this definition and the local runner creates DynamoDB Local's table from it, so they match.
export const tableKeys = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'expiresAt',
} as const;

export interface IndexDefinition {
  name: string;
  partitionKey: string;
  sortKey: string;
}

/** The partition several entities share per user (profile, entitlement, viewer states, ...); account
 * deletion sweeps it last. */
export const userPartition = (userId: string) => `USER#${userId}`;

/** Four overloaded GSIs, all projecting ALL attributes. Entities document which one they use. */
export const globalIndexes: IndexDefinition[] = [
  { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  // The household recipe feed (entities/household/keys.ts): the three above are taken on a recipe's META.
  { name: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
];

/** A stored item without the table's own fields (keys, type, TTL): the record the entity keeps. */
export function recordOf<T>(item: Record<string, unknown>): T {
  const { pk: _pk, sk: _sk, type: _type, expiresAt: _expires, ...record } = item;
  return record as T;
}

/** DynamoDB's TTL (epoch seconds) `days` after an ISO time. */
export const expiresAfterDays = (iso: string, days: number): number =>
  Math.floor(Date.parse(iso) / 1000) + days * 24 * 60 * 60;
