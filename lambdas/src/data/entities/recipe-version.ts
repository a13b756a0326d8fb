// A recipe's versions (issue 39): one partition per recipe's history, apart from the recipe's own
// partition so the recipe page's one Query never reads them.
//   pk = RECIPE#<id>#VERSIONS, sk = V#<revision, 8 digits>   one version; newest first by reading backwards
// A version stores its change (contracts/recipe-versions.ts: line operations and from/to values), and the
// first one and every 20th after it the whole content too (`state`), so any version is rebuilt from at
// most 20 items of one Query (`range`). META keeps `revision`, the newest version's number. Each version is
// written in the transaction of the edit that made it, only if absent (recipe/writes.ts), so two edits
// can never write one number. Deleted with the recipe (recipe/delete.ts), and so with its owner's account.
import type { FieldChange, VersionOrigin, VersionState } from '../../contracts/recipe-versions.js';
import { putItems } from '../batch.js';
import { type DocClient, documentTable, refusedAt, transactCancelled } from '../client.js';
import { type Page, partitionItems, partitionPage, queryAll } from '../query.js';
import { recipeKeys } from './recipe/keys.js';

/** Versions written with META's move in one transaction (100 items at most, META's update among them). */
const RESTORED_TOGETHER = 99;

type Item = Record<string, unknown>;

export interface RecipeVersion {
  revision: number;
  at: string;
  /** Who saved it. */
  by: string;
  origin: VersionOrigin;
  restoredFrom: number | null;
  /** What changed from the version before (null for the first of a history). */
  changes: FieldChange[] | null;
  /** The whole content, on checkpoints (contracts/recipe-versions.ts, isCheckpoint). */
  state: VersionState | null;
}

const pad = (revision: number) => String(revision).padStart(8, '0');

export const recipeVersionKeys = {
  partition: (recipeId: string) => `RECIPE#${recipeId}#VERSIONS`,
  item: (recipeId: string, revision: number) => ({
    pk: recipeVersionKeys.partition(recipeId),
    sk: `V#${pad(revision)}`,
  }),
};

/** The stored item of a version. */
export function recipeVersionItem(recipeId: string, version: RecipeVersion): Item {
  return {
    ...recipeVersionKeys.item(recipeId, version.revision),
    type: 'recipeVersion',
    recipeId,
    revision: version.revision,
    at: version.at,
    by: version.by,
    origin: version.origin,
    ...(version.restoredFrom === null ? {} : { restoredFrom: version.restoredFrom }),
    ...(version.changes === null ? {} : { changes: version.changes }),
    ...(version.state === null ? {} : { state: version.state }),
  };
}

/** A transaction item putting a version, refused when that number is already written. */
export function putVersionOnce(tableName: string, recipeId: string, version: RecipeVersion) {
  return {
    Put: {
      TableName: tableName,
      Item: recipeVersionItem(recipeId, version),
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

const toVersion = (item: Item): RecipeVersion => ({
  revision: Number(item.revision),
  at: String(item.at ?? ''),
  by: String(item.by ?? ''),
  origin: (item.origin as VersionOrigin) ?? 'edited',
  restoredFrom: typeof item.restoredFrom === 'number' ? item.restoredFrom : null,
  changes: Array.isArray(item.changes) ? (item.changes as FieldChange[]) : null,
  state: typeof item.state === 'object' && item.state !== null ? (item.state as VersionState) : null,
});

export function recipeVersionRepository(db: DocClient, table?: string) {
  const { send, tableName } = documentTable(db, table);
  return {
    /** A page of versions, newest first: one Query. */
    async page(recipeId: string, options: { limit: number; cursor?: string }): Promise<Page<RecipeVersion>> {
      const result = await partitionPage(send, tableName, recipeVersionKeys.partition(recipeId), {
        ...options,
        sortKeyPrefix: 'V#',
      });
      return { items: result.items.map(toVersion), nextCursor: result.nextCursor };
    },

    /** Every version of a recipe, oldest first (the export; a history is small: one Query per 1 MB). */
    async all(recipeId: string): Promise<RecipeVersion[]> {
      const items = await partitionItems(send, tableName, recipeVersionKeys.partition(recipeId));
      return items.map(toVersion);
    },

    restoreHistory: (recipeId: string, versions: RecipeVersion[], mark: string) =>
      restoreHistory(db, recipeId, versions, mark, table),

    /** Versions `from` to `to`, oldest first: one Query (at most 20 items when `from` is a checkpoint). */
    async range(recipeId: string, from: number, to: number): Promise<RecipeVersion[]> {
      const items = await queryAll(send, {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': recipeVersionKeys.partition(recipeId),
          ':from': recipeVersionKeys.item(recipeId, from).sk,
          ':to': recipeVersionKeys.item(recipeId, to).sk,
        },
      });
      return items.map(toVersion);
    },
  };
}

/**
 * What giving a recipe a whole history did: 'restored', or 'kept' when the recipe is gone or has a
 * history of its own by now (an edit since its first version).
 */
export type HistoryRestored = 'restored' | 'kept';

/**
 * Gives a recipe whose history is still its first version (an import's) the whole history `versions`
 * (numbered 1 to R, oldest first; the last one is the recipe as it is). META's `revision` moves to R in
 * the same transaction as the first 99 versions, on condition that it is still 1 or that this same
 * `mark` moved it (a retry): from then on an edit writes version R + 1, so no edit ever meets the
 * versions written after it (BatchWrite, unconditional: each is what a retry writes again).
 */
export async function restoreHistory(
  db: DocClient,
  recipeId: string,
  versions: RecipeVersion[],
  mark: string,
  table?: string,
): Promise<HistoryRestored> {
  const { send, tableName } = documentTable(db, table);
  const last = versions.at(-1);
  if (!last) return 'kept';
  const items = versions.map((version) => recipeVersionItem(recipeId, version));
  const cancelled = await transactCancelled(send, [
    {
      Update: {
        TableName: tableName,
        Key: recipeKeys.meta(recipeId),
        UpdateExpression: 'SET revision = :last, revisionAt = :at, historyFrom = :mark',
        ConditionExpression: 'attribute_exists(pk) AND (revision = :one OR historyFrom = :mark)',
        ExpressionAttributeValues: { ':last': last.revision, ':at': last.at, ':mark': mark, ':one': 1 },
      },
    },
    ...items.slice(0, RESTORED_TOGETHER).map((Item) => ({ Put: { TableName: tableName, Item } })),
  ]);
  if (cancelled && refusedAt(cancelled, 0)) return 'kept';
  if (cancelled) throw cancelled;
  await putItems(send, tableName, items.slice(RESTORED_TOGETHER));
  return 'restored';
}

export type RecipeVersionRepository = ReturnType<typeof recipeVersionRepository>;
