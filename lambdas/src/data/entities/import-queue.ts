// Collection imports that wait their turn (issue 32): at most one running per person and at most a
// setting's worth across the app (COLLECTION_IMPORTS_AT_ONCE, 50 by default); the rest queue, oldest first.
//   pk = IMPORTQUEUE,  sk = <queuedAt>#<jobId>   userId, jobId, run (the workflow input), next status
//   pk = IMPORTSLOT,   sk = <nn>                  jobId, userId, until: one of the app's running places
//   pk = USER#<uid>,   sk = IMPORTRUNNING         jobId, slot, until: the one import a person runs now
// Taking a place is ONE transaction: a free (or expired) slot, the person's running mark, the queue entry
// deleted and the job moved from 'queued'; so two workers can never start the same job, nor two jobs of
// one person, nor more than the setting allows. A place is a lease (`until`, the workflow's own time
// limit and a margin): a job that died without finishing frees it by itself. A position in the queue is
// one Query counting the entries before it. The queue is small (jobs waiting minutes), one partition.
import { DeleteCommand, QueryCommand, UpdateCommand } from '../../shared/aws-sdk.js';
import { db as sharedDb } from '../../shared/clients.js';
import {
  type DocClient,
  documentTable,
  getItem,
  refusedAt,
  transactCancelled,
  transactIf,
  writeIf,
} from '../client.js';
import { userPartition } from '../table.js';
import { importJobKeys } from './import-job.js';

const QUEUE = 'IMPORTQUEUE';
const SLOTS = 'IMPORTSLOT';

export interface QueuedImport {
  jobId: string;
  userId: string;
  queuedAt: string;
  /** What the workflow starts with (a new job, or a retry with its manifest). */
  run: Record<string, unknown>;
  /** The job's status once it has a place: 'reading' (a new file) or 'running' (a retry). */
  next: 'reading' | 'running';
}

export type TakeOutcome = 'taken' | 'app-full' | 'person-busy' | 'gone';

export const importQueueKeys = {
  entry: (queuedAt: string, jobId: string) => ({ pk: QUEUE, sk: `${queuedAt}#${jobId}` }),
  slot: (slot: number) => ({ pk: SLOTS, sk: String(slot).padStart(3, '0') }),
  running: (userId: string) => ({ pk: userPartition(userId), sk: 'IMPORTRUNNING' }),
};

type Item = Record<string, unknown>;

const epoch = (at: Date) => Math.floor(at.getTime() / 1000);

export function importQueueRepository(db: DocClient, table?: string) {
  const { send, tableName } = documentTable(db, table);
  return {
    /** Puts a job in the queue: it moves from one of `from` to 'queued' in the same transaction. */
    async enqueue(entry: QueuedImport, from: readonly string[], fields: Item = {}): Promise<boolean> {
      const names: Record<string, string> = { '#status': 'status' };
      const values: Item = { ':queued': 'queued', ':at': entry.queuedAt };
      const sets = ['#status = :queued', 'queuedAt = :at', 'updatedAt = :at'];
      for (const [name, value] of Object.entries(fields)) {
        names[`#${name}`] = name;
        values[`:${name}`] = value;
        sets.push(`#${name} = :${name}`);
      }
      from.forEach((status, i) => {
        values[`:from${i}`] = status;
      });
      return transactIf(send, [
        {
          Update: {
            TableName: tableName,
            Key: importJobKeys.job(entry.userId, entry.jobId),
            UpdateExpression: `SET ${sets.join(', ')}`,
            ConditionExpression: `#status IN (${from.map((_, i) => `:from${i}`).join(', ')})`,
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
          },
        },
        {
          Put: {
            TableName: tableName,
            Item: {
              ...importQueueKeys.entry(entry.queuedAt, entry.jobId),
              type: 'queuedImport',
              ...entry,
            },
          },
        },
      ]);
    },

    /** The oldest waiting imports (one Query page). */
    async waiting(limit = 25): Promise<QueuedImport[]> {
      const result = await send<{ Items?: Item[] }>(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': QUEUE },
          Limit: limit,
          ConsistentRead: true,
        }),
      );
      return (result.Items ?? []).map((item) => ({
        jobId: String(item.jobId),
        userId: String(item.userId),
        queuedAt: String(item.queuedAt),
        run: (item.run ?? {}) as Record<string, unknown>,
        next: item.next === 'running' ? 'running' : 'reading',
      }));
    },

    /** How many imports wait before this one (one Query that counts). */
    async ahead(queuedAt: string, jobId: string): Promise<number> {
      const result = await send<{ Count?: number }>(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk AND sk < :me',
          ExpressionAttributeValues: { ':pk': QUEUE, ':me': importQueueKeys.entry(queuedAt, jobId).sk },
          Select: 'COUNT',
        }),
      );
      return result.Count ?? 0;
    },

    /** The app's places that are free now (never used, released or past their lease). */
    async freeSlots(capacity: number, at: Date): Promise<number[]> {
      const result = await send<{ Items?: Item[] }>(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': SLOTS },
          ConsistentRead: true,
        }),
      );
      const held = new Set(
        (result.Items ?? [])
          .filter((item) => typeof item.jobId === 'string' && Number(item.until) >= epoch(at))
          .map((item) => Number(item.sk)),
      );
      return Array.from({ length: capacity }, (_, slot) => slot).filter((slot) => !held.has(slot));
    },

    /**
     * Gives a waiting import `slot` (one transaction, see above); 'person-busy' when its owner runs one
     * already, 'app-full' when the slot was taken meanwhile, 'gone' when the entry or the job moved on.
     */
    async take(entry: QueuedImport, slot: number, at: Date, leaseSeconds: number): Promise<TakeOutcome> {
      const until = epoch(at) + leaseSeconds;
      const free = 'attribute_not_exists(jobId) OR #until < :now';
      const place = { jobId: entry.jobId, userId: entry.userId, until };
      const cancelled = await transactCancelled(send, [
        {
          Put: {
            TableName: tableName,
            Item: { ...importQueueKeys.slot(slot), type: 'importSlot', ...place },
            ConditionExpression: free,
            ExpressionAttributeNames: { '#until': 'until' },
            ExpressionAttributeValues: { ':now': epoch(at) },
          },
        },
        {
          Put: {
            TableName: tableName,
            Item: { ...importQueueKeys.running(entry.userId), type: 'importRunning', ...place, slot },
            ConditionExpression: free,
            ExpressionAttributeNames: { '#until': 'until' },
            ExpressionAttributeValues: { ':now': epoch(at) },
          },
        },
        {
          Delete: {
            TableName: tableName,
            Key: importQueueKeys.entry(entry.queuedAt, entry.jobId),
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
        {
          Update: {
            TableName: tableName,
            Key: importJobKeys.job(entry.userId, entry.jobId),
            UpdateExpression: 'SET #status = :next, updatedAt = :at REMOVE queuedAt',
            ConditionExpression: '#status = :queued',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':next': entry.next,
              ':queued': 'queued',
              ':at': at.toISOString(),
            },
          },
        },
      ]);
      if (!cancelled) return 'taken';
      if (refusedAt(cancelled, 2) || refusedAt(cancelled, 3)) return 'gone';
      if (refusedAt(cancelled, 1)) return 'person-busy';
      return 'app-full';
    },

    /** Takes a waiting import out of the queue (cancelled, or its job is gone). */
    async drop(queuedAt: string, jobId: string): Promise<void> {
      await send(new DeleteCommand({ TableName: tableName, Key: importQueueKeys.entry(queuedAt, jobId) }));
    },

    /** The job a person runs now (their running mark), or null: one GetItem. */
    async runningJob(userId: string): Promise<string | null> {
      const mark = await getItem(send, tableName, importQueueKeys.running(userId), { consistent: true });
      return typeof mark?.jobId === 'string' ? mark.jobId : null;
    },

    /** Gives back the place a job held (it ended or was cancelled); nothing if it held none. */
    async release(userId: string, jobId: string): Promise<void> {
      const mark = await getItem(send, tableName, importQueueKeys.running(userId), { consistent: true });
      if (mark?.jobId !== jobId) return;
      const forgetIfMine = async (key: Item) => {
        await writeIf(
          send,
          new UpdateCommand({
            TableName: tableName,
            Key: key,
            UpdateExpression: 'REMOVE jobId, userId, #until',
            ConditionExpression: 'jobId = :job',
            ExpressionAttributeNames: { '#until': 'until' },
            ExpressionAttributeValues: { ':job': jobId },
          }),
        );
      };
      await forgetIfMine(importQueueKeys.slot(Number(mark.slot)));
      await forgetIfMine(importQueueKeys.running(userId));
    },

    /** A person's running mark goes with their account (the USER# sweep takes it too). */
    async deleteAllForUser(userId: string): Promise<void> {
      await send(new DeleteCommand({ TableName: tableName, Key: importQueueKeys.running(userId) }));
    },
  };
}

export type ImportQueueRepository = ReturnType<typeof importQueueRepository>;

export const deleteAllForUser = (userId: string): Promise<void> =>
  importQueueRepository(sharedDb).deleteAllForUser(userId);
