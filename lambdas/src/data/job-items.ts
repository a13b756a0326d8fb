// A long-running job's own item in its owner's partition (an export, a collection import):
//   pk = USER#<uid>, sk = <PREFIX><jobId>   the job's status and fields; TTL some days after it began
// Created once, read consistently, and moved on only from the statuses the caller expects: a
// conditional write, so two workers (or a retried task) never both move the same job. The mail that
// says a job ended is claimed on the item the same way (`mailedAt`), so it goes once.

import { UpdateCommand } from '../shared/aws-sdk.js';
import { deleteKeys } from './batch.js';
import { type documentTable, getItem, putNewItem, writeIf } from './client.js';
import { queryAll } from './query.js';
import { expiresAfterDays, recordOf, userPartition } from './table.js';

interface JobFields<Status extends string> {
  jobId: string;
  userId: string;
  status: Status;
  createdAt: string;
}

export interface JobKind {
  /** The sort-key prefix, e.g. 'EXPORT#'. */
  prefix: string;
  /** The item's `type` attribute. */
  type: string;
  /** How many days after it began the job's item expires (TTL). */
  days: number;
}

type Item = Record<string, unknown>;

export const jobKey = (kind: Pick<JobKind, 'prefix'>, userId: string, jobId: string) => ({
  pk: userPartition(userId),
  sk: `${kind.prefix}${jobId}`,
});

export function jobItems<Job extends JobFields<Status>, Status extends string = Job['status']>(
  { send, tableName }: ReturnType<typeof documentTable>,
  kind: JobKind,
) {
  const key = (userId: string, jobId: string) => jobKey(kind, userId, jobId);

  return {
    /** Writes a new job; fails if one with its id exists. */
    async create(job: Job): Promise<void> {
      await putNewItem(send, tableName, {
        ...key(job.userId, job.jobId),
        type: kind.type,
        ...job,
        expiresAt: expiresAfterDays(job.createdAt, kind.days),
      });
    },

    /** One job of one user; null when there is none (or it is someone else's). */
    async get(userId: string, jobId: string): Promise<Job | null> {
      const item = await getItem(send, tableName, key(userId, jobId), { consistent: true });
      return item ? recordOf<Job>(item) : null;
    },

    /** Sets fields of a job while its status is one of `from`; false when it is not (moved on meanwhile). */
    async update(
      userId: string,
      jobId: string,
      from: readonly Status[],
      fields: Partial<Omit<Job, 'jobId' | 'userId'>>,
    ): Promise<boolean> {
      const names: Record<string, string> = { '#status': 'status' };
      const values: Record<string, unknown> = {};
      from.forEach((status, i) => {
        values[`:from${i}`] = status;
      });
      const sets = Object.entries(fields).map(([field, value], i) => {
        names[`#f${i}`] = field;
        values[`:v${i}`] = value;
        return `#f${i} = :v${i}`;
      });
      return writeIf(
        send,
        new UpdateCommand({
          TableName: tableName,
          Key: key(userId, jobId),
          UpdateExpression: `SET ${sets.join(', ')}`,
          ConditionExpression: `attribute_exists(pk) AND #status IN (${from.map((_, i) => `:from${i}`).join(', ')})`,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        }),
      );
    },

    /**
     * Claims the mail that says the job ended (`mailedAt`): true for the one caller that may send it,
     * false when it was claimed before (the workflow's last task retried, or a cancel racing the end).
     */
    async claimMail(userId: string, jobId: string, at: string): Promise<boolean> {
      return writeIf(
        send,
        new UpdateCommand({
          TableName: tableName,
          Key: key(userId, jobId),
          UpdateExpression: 'SET mailedAt = :at',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(mailedAt)',
          ExpressionAttributeValues: { ':at': at },
        }),
      );
    },

    /** Gives a claim back when the mail could not be sent, so the retried task sends it. */
    async releaseMail(userId: string, jobId: string, at: string): Promise<void> {
      await writeIf(
        send,
        new UpdateCommand({
          TableName: tableName,
          Key: key(userId, jobId),
          UpdateExpression: 'REMOVE mailedAt',
          ConditionExpression: 'mailedAt = :at',
          ExpressionAttributeValues: { ':at': at },
        }),
      );
    },

    /** The keys (and ids) of every job of this kind the user has, for account deletion. */
    allOfUser(userId: string): Promise<Item[]> {
      return queryAll(send, {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': kind.prefix },
        ProjectionExpression: 'pk, sk, jobId',
      });
    },

    /** Deletes the given jobs' own items. */
    async deleteJobs(jobs: Item[]): Promise<void> {
      await deleteKeys(
        send,
        tableName,
        jobs.map(({ pk, sk }) => ({ pk, sk })),
      );
    },
  };
}
