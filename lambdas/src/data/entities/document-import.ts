// Long imports (issue 33): a scanned PDF or a large photo read by a job, one item per job in its
// owner's partition. Job ids are ULIDs, so the owner's recent imports are the last DOCIMPORT# items.
//   job: pk = USER#<uid>, sk = DOCIMPORT#<jobId>   status, steps, what was read; TTL 7 days
// Every write is safe to repeat, as the workflow's tasks may be delivered twice: a step is set only if
// it is not there yet (its first time stays), and the job ends only from 'reading', so a second
// finish changes nothing. The table's stream carries each change to the owner's open screens.

import type { DocumentImportStatus, DocumentImportStep } from '../../contracts/extraction.js';
import { QueryCommand, UpdateCommand } from '../../shared/aws-sdk.js';
import { type DocClient, documentTable, writeIf } from '../client.js';
import { jobItems, jobKey } from '../job-items.js';
import { KEY_PREFIXES } from '../key-prefixes.js';
import { recordOf, userPartition } from '../table.js';

const JOB_DAYS = 7;
/** How many recent imports the list on Home reads (one Query page). */
const RECENT = 10;

export interface DocumentImportRecord {
  jobId: string;
  userId: string;
  /** Whose open screens hear of its steps (the owner's sockets are filed under their household). */
  householdId: string;
  /** What was uploaded (not `type`: that attribute names the item's entity). */
  documentType: 'image' | 'pdf';
  /** The upload being read (recipe-files/<uid>/…). */
  key: string;
  fileName: string | null;
  status: DocumentImportStatus;
  pages: number | null;
  /** When each step began, by step. */
  steps: Partial<Record<DocumentImportStep, string>>;
  /** The recipes read (the API's ExtractedRecipe shape), once done. */
  recipes: unknown[];
  message: string | null;
  executionArn: string | null;
  createdAt: string;
  updatedAt: string;
}

const documentImport = { prefix: KEY_PREFIXES.documentImport, type: 'documentImport', days: JOB_DAYS };

export const documentImportKeys = {
  job: (userId: string, jobId: string) => jobKey(documentImport, userId, jobId),
};

/** Whether a changed item is a long import's job (the stream consumer tells its owner's screens). */
export const isDocumentImportItem = (item: { pk?: unknown; sk?: unknown }): boolean =>
  typeof item.sk === 'string' && item.sk.startsWith(documentImport.prefix);

type Item = Record<string, unknown>;

export function documentImportRepository(db: DocClient, table?: string) {
  const documents = documentTable(db, table);
  const { send, tableName } = documents;
  const jobs = jobItems<DocumentImportRecord>(documents, documentImport);

  /** An update while the job is still reading; false when it has ended (or is not there). */
  async function whileReading(
    userId: string,
    jobId: string,
    update: { expression: string; names: Record<string, string>; values: Record<string, unknown> },
  ): Promise<boolean> {
    return writeIf(
      send,
      new UpdateCommand({
        TableName: tableName,
        Key: documentImportKeys.job(userId, jobId),
        UpdateExpression: update.expression,
        ConditionExpression: 'attribute_exists(pk) AND #status = :reading',
        ExpressionAttributeNames: { '#status': 'status', ...update.names },
        ExpressionAttributeValues: { ':reading': 'reading', ...update.values },
      }),
    );
  }

  return {
    /** Writes a new job; fails if one with its id exists. */
    create: jobs.create,

    /** One job of one user; null when there is none (or it is someone else's). */
    get: jobs.get,

    /** Sets fields of a job while its status is one of `from`; false when it moved on meanwhile. */
    update: (
      userId: string,
      jobId: string,
      from: readonly DocumentImportStatus[],
      fields: Partial<Omit<DocumentImportRecord, 'jobId' | 'userId'>>,
    ): Promise<boolean> => jobs.update(userId, jobId, from, fields),

    /** The user's recent imports, newest first (one Query). */
    async recent(userId: string): Promise<DocumentImportRecord[]> {
      const result = await send<{ Items?: Item[] }>(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': documentImport.prefix },
          ScanIndexForward: false,
          Limit: RECENT,
        }),
      );
      return (result.Items ?? []).map((item) => recordOf<DocumentImportRecord>(item));
    },

    /** Marks a step begun, once: a repeat keeps the first time. False once the job has ended. */
    recordStep: (userId: string, jobId: string, step: DocumentImportStep, at: string): Promise<boolean> =>
      whileReading(userId, jobId, {
        expression: 'SET steps.#step = if_not_exists(steps.#step, :at), updatedAt = :at',
        names: { '#step': step },
        values: { ':at': at },
      }),

    /** Ends a job with what it read; false when it had already ended (a finish delivered twice). */
    finish: (userId: string, jobId: string, recipes: unknown[], at: string): Promise<boolean> =>
      whileReading(userId, jobId, {
        expression:
          'SET #status = :done, recipes = :recipes, steps.#ready = if_not_exists(steps.#ready, :at), updatedAt = :at',
        names: { '#ready': 'ready' },
        values: { ':done': 'done', ':recipes': recipes, ':at': at },
      }),

    /** Ends a job that could not be read, with the reason the cook is told. */
    fail: (userId: string, jobId: string, message: string, at: string): Promise<boolean> =>
      whileReading(userId, jobId, {
        expression: 'SET #status = :failed, message = :message, updatedAt = :at',
        names: {},
        values: { ':failed': 'failed', ':message': message, ':at': at },
      }),

    /** Forgets a job (the cook reviewed or dismissed it); nothing when it is not theirs. */
    async dismiss(userId: string, jobId: string): Promise<void> {
      await jobs.deleteJobs([documentImportKeys.job(userId, jobId)]);
    },
  };
}

export type DocumentImportRepository = ReturnType<typeof documentImportRepository>;
