// "Export everything" (issue 18): one item per export job in the owner's partition. Job ids are ULIDs,
// so the owner's latest export is the last EXPORT# item (one Query, newest first, Limit 1).
//   job: pk = USER#<uid>, sk = EXPORT#<jobId>   status, counts, where the zip is; TTL 7 days
// The zip itself lives in the media bucket under exports/<uid>/<jobId>/ (contracts/media-keys.ts).

import type { ExportStatus } from '../../contracts/exports.js';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '../../shared/aws-sdk.js';
import { db } from '../../shared/clients.js';
import { deleteKeys } from '../batch.js';
import { type DocClient, documentTable, isConditionFailure } from '../client.js';
import { queryAll } from '../query.js';
import { expiresAfterDays, recordOf, userPartition } from '../table.js';

const JOB_DAYS = 7;

export interface ExportJobRecord {
  jobId: string;
  userId: string;
  /** The household whose shopping list goes into the zip. */
  householdId: string;
  status: ExportStatus;
  /** Where the zip is in the bucket, once built. */
  zipKey: string | null;
  fileName: string;
  recipes: number;
  photos: number;
  mealPlans: number;
  size: number;
  /** Why the export failed, in plain words. */
  message: string | null;
  executionArn: string | null;
  createdAt: string;
  finishedAt: string | null;
}

export const exportJobKeys = {
  job: (userId: string, jobId: string) => ({ pk: userPartition(userId), sk: `EXPORT#${jobId}` }),
};

type Item = Record<string, unknown>;

const toJob = (item: Item) => recordOf<ExportJobRecord>(item);

export function exportJobRepository(db: DocClient, table?: string) {
  const { send, tableName } = documentTable(db, table);
  const expiresAt = (now: string) => expiresAfterDays(now, JOB_DAYS);

  return {
    /** Creates a job (it starts running at once). */
    async create(job: ExportJobRecord): Promise<void> {
      await send(
        new PutCommand({
          TableName: tableName,
          Item: {
            ...exportJobKeys.job(job.userId, job.jobId),
            type: 'exportJob',
            ...job,
            expiresAt: expiresAt(job.createdAt),
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    },

    /** One export of one user; null when there is none (or it is someone else's). */
    async get(userId: string, jobId: string): Promise<ExportJobRecord | null> {
      const result = await send<{ Item?: Item }>(
        new GetCommand({ TableName: tableName, Key: exportJobKeys.job(userId, jobId), ConsistentRead: true }),
      );
      return result.Item ? toJob(result.Item) : null;
    },

    /** The user's latest export (job ids sort by time), or null. */
    async latest(userId: string): Promise<ExportJobRecord | null> {
      const result = await send<{ Items?: Item[] }>(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': 'EXPORT#' },
          ScanIndexForward: false,
          Limit: 1,
          ConsistentRead: true,
        }),
      );
      const item = result.Items?.[0];
      return item ? toJob(item) : null;
    },

    /** Sets fields of a job while it is still `from`; false when it moved on meanwhile. */
    async update(
      userId: string,
      jobId: string,
      from: ExportStatus,
      fields: Partial<Omit<ExportJobRecord, 'jobId' | 'userId'>>,
    ): Promise<boolean> {
      const entries = Object.entries(fields);
      const names: Record<string, string> = { '#status': 'status' };
      const values: Record<string, unknown> = { ':from': from };
      const sets = entries.map(([field, value], i) => {
        names[`#f${i}`] = field;
        values[`:v${i}`] = value;
        return `#f${i} = :v${i}`;
      });
      try {
        await send(
          new UpdateCommand({
            TableName: tableName,
            Key: exportJobKeys.job(userId, jobId),
            UpdateExpression: `SET ${sets.join(', ')}`,
            ConditionExpression: 'attribute_exists(pk) AND #status = :from',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** Account deletion: the user's export jobs (their zips go with the exports/ prefix). */
    async deleteAllForUser(userId: string): Promise<void> {
      const jobs = await queryAll(send, {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': 'EXPORT#' },
        ProjectionExpression: 'pk, sk',
      });
      await deleteKeys(send, tableName, jobs);
    },
  };
}

export type ExportJobRepository = ReturnType<typeof exportJobRepository>;

/** Account deletion: this user's export jobs. */
export const deleteAllForUser = (userId: string): Promise<void> =>
  exportJobRepository(db).deleteAllForUser(userId);
