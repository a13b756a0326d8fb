// Collection imports (issue 18): a job per uploaded file, one result per item, and a mark per imported
// item that makes running the same file again create nothing twice.
//   job:      pk = USER#<uid>,      sk = IMPORT#<jobId>     status, counts, file, message; TTL 30 days
//   result:   pk = IMPORT#<jobId>,  sk = ITEM#<itemKey>     imported | failed | skipped, reason, recipe
//   imported: pk = USER#<uid>,      sk = IMPORTED#<itemKey> the recipe an item became; written in the
//             recipe's own create transaction (recipe/writes.ts `once`), so it exists iff the recipe does
// A result moves the job's counts in the same transaction, conditioned on the result's previous
// status, so a task delivered twice counts once and a retried item moves from failed to imported.

import { COLLECTION_IMPORT_KEPT_DAYS } from '../../contracts/collections.js';
import { db } from '../../shared/clients.js';
import { deletePartition } from '../batch.js';
import { type DocClient, documentTable, getItem, transactIf } from '../client.js';
import { jobItems, jobKey } from '../job-items.js';
import { queryAll } from '../query.js';
import { expiresAfterDays, recordOf, userPartition } from '../table.js';

const JOB_DAYS = COLLECTION_IMPORT_KEPT_DAYS;

export type ImportJobStatus =
  | 'waiting-for-file'
  | 'queued'
  | 'reading'
  | 'running'
  | 'done'
  | 'stopped'
  | 'cancelled'
  | 'failed';
export type ItemStatus = 'imported' | 'failed' | 'skipped';

export interface ImportJobRecord {
  jobId: string;
  userId: string;
  /**
   * The household the imported recipes join. The job acts for it only while its owner is still in it,
   * as each item is imported (domain/access/capabilities.ts); who else is in it is read then, too.
   */
  householdId: string;
  /** When its owner last began or retried it (a sign-out everywhere after this stops it). */
  authorizedAt?: string | null;
  /** While it waits for a place to run (import-queue.ts). */
  queuedAt?: string | null;
  fileName: string;
  uploadKey: string;
  status: ImportJobStatus;
  format: string | null;
  total: number;
  imported: number;
  failed: number;
  skipped: number;
  /** Why the job stopped or failed, in plain words. */
  message: string | null;
  /** Where the message points (the plans page when the free tier's limit stopped the job). */
  link: string | null;
  /**
   * Set by the item that found the job may not go on (the free tier is full, its owner may no longer
   * act for the household). The job stays 'running' while its workflow still hands out items, each
   * kept as a retryable failure with this reason, and FinishImport makes it 'stopped' with it: whoever
   * sees 'stopped' reads counts that include every item.
   */
  halt?: { message: string; link: string | null } | null;
  executionArn: string | null;
  /** A large file's multipart upload (S3's id); only this upload may complete or be given up. */
  multipartId?: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ItemResultRecord {
  itemKey: string;
  status: ItemStatus;
  origin: string;
  reason: string | null;
  recipeId: string | null;
  title: string | null;
  /** Where the item's JSON is (retry reads it again); null for items the reader could not read. */
  itemRef: string | null;
  at: string;
}

const importJob = { prefix: 'IMPORT#', type: 'importJob', days: JOB_DAYS };

export const importJobKeys = {
  job: (userId: string, jobId: string) => jobKey(importJob, userId, jobId),
  result: (jobId: string, itemKey: string) => ({ pk: `IMPORT#${jobId}`, sk: `ITEM#${itemKey}` }),
  imported: (userId: string, itemKey: string) => ({ pk: userPartition(userId), sk: `IMPORTED#${itemKey}` }),
};

const countField: Record<ItemStatus, 'imported' | 'failed' | 'skipped'> = {
  imported: 'imported',
  failed: 'failed',
  skipped: 'skipped',
};

type Item = Record<string, unknown>;

const toResult = (item: Item): ItemResultRecord => {
  return recordOf<ItemResultRecord>(item);
};

export function importJobRepository(db: DocClient, table?: string) {
  const documents = documentTable(db, table);
  const { send, tableName } = documents;
  const jobs = jobItems<ImportJobRecord>(documents, importJob);
  const expiresAt = (now: string) => expiresAfterDays(now, JOB_DAYS);

  return {
    /** Creates a job waiting for its file. */
    create: jobs.create,

    /** One job of one user; null when there is none (or it is someone else's). */
    get: jobs.get,

    /**
     * Sets fields of a job when its status is one of `from`; false when it is not (moved on meanwhile).
     * The counts move only with the results (`record`).
     */
    update: (
      userId: string,
      jobId: string,
      from: readonly ImportJobStatus[],
      fields: Partial<Omit<ImportJobRecord, 'jobId' | 'userId' | 'imported' | 'failed' | 'skipped'>>,
    ): Promise<boolean> => jobs.update(userId, jobId, from, fields),

    /** Claims the job's end-of-import mail (domain/mail/once.ts). */
    claimMail: jobs.claimMail,

    /** Gives that claim back when the mail could not be sent. */
    releaseMail: jobs.releaseMail,

    /** The result of an item so far, if any. */
    async result(jobId: string, itemKey: string): Promise<ItemResultRecord | null> {
      const item = await getItem(send, tableName, importJobKeys.result(jobId, itemKey), { consistent: true });
      return item ? toResult(item) : null;
    },

    /**
     * Records an item's result and moves the job's counts with it; false when the result changed
     * meanwhile (a duplicate delivery: nothing counted twice).
     */
    async record(
      userId: string,
      jobId: string,
      result: ItemResultRecord,
      previous: ItemStatus | null,
    ): Promise<boolean> {
      const moves: string[] = [`#${countField[result.status]} :one`];
      if (previous) moves.push(`#${countField[previous]} :minus`);
      const names: Record<string, string> = { [`#${countField[result.status]}`]: countField[result.status] };
      if (previous) names[`#${countField[previous]}`] = countField[previous];
      const sameField = previous === result.status;
      return transactIf(send, [
        {
          Put: {
            TableName: tableName,
            Item: {
              ...importJobKeys.result(jobId, result.itemKey),
              type: 'importItem',
              ...result,
              expiresAt: expiresAt(result.at),
            },
            ConditionExpression: previous ? '#status = :previous' : 'attribute_not_exists(pk)',
            ...(previous
              ? {
                  ExpressionAttributeNames: { '#status': 'status' },
                  ExpressionAttributeValues: { ':previous': previous },
                }
              : {}),
          },
        },
        ...(sameField
          ? []
          : [
              {
                Update: {
                  TableName: tableName,
                  Key: importJobKeys.job(userId, jobId),
                  UpdateExpression: `ADD ${moves.join(', ')} SET updatedAt = :at`,
                  ConditionExpression: 'attribute_exists(pk)',
                  ExpressionAttributeNames: names,
                  ExpressionAttributeValues: {
                    ':one': 1,
                    ...(previous ? { ':minus': -1 } : {}),
                    ':at': result.at,
                  },
                },
              },
            ]),
      ]);
    },

    /** Every result of a job, in key order (a job holds at most a few thousand). */
    async results(jobId: string): Promise<ItemResultRecord[]> {
      const items = await queryAll(send, {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :item)',
        ExpressionAttributeValues: { ':pk': `IMPORT#${jobId}`, ':item': 'ITEM#' },
      });
      return items.map(toResult);
    },

    /** The recipe an item of this user became, if it was imported before (by any job). */
    async importedRecipe(userId: string, itemKey: string): Promise<string | null> {
      const item = await getItem(send, tableName, importJobKeys.imported(userId, itemKey), {
        consistent: true,
      });
      return typeof item?.recipeId === 'string' ? item.recipeId : null;
    },

    /** Account deletion: the user's jobs and their results (the IMPORTED# marks go with the USER# sweep). */
    async deleteAllForUser(userId: string): Promise<void> {
      const owned = await jobs.allOfUser(userId);
      for (const job of owned) {
        await deletePartition(send, tableName, `IMPORT#${String(job.jobId)}`);
      }
      await jobs.deleteJobs(owned);
    },
  };
}

export type ImportJobRepository = ReturnType<typeof importJobRepository>;

/** Account deletion: this user's import jobs and their results. */
export const deleteAllForUser = (userId: string): Promise<void> =>
  importJobRepository(db).deleteAllForUser(userId);
