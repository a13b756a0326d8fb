// "Export everything" (issue 18): one item per export job in the owner's partition. Job ids are ULIDs,
// so the owner's latest export is the last EXPORT# item (one Query, newest first, Limit 1).
//   job: pk = USER#<uid>, sk = EXPORT#<jobId>   status, counts, where the zip is; TTL 7 days
// The zip itself lives in the media bucket under exports/<uid>/<jobId>/ (contracts/media-keys.ts).

import type { ExportStatus } from '../../contracts/exports.js';
import { QueryCommand } from '../../shared/aws-sdk.js';
import { db } from '../../shared/clients.js';
import { type DocClient, documentTable } from '../client.js';
import { jobItems, jobKey } from '../job-items.js';
import { recordOf, userPartition } from '../table.js';

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

const exportJob = { prefix: 'EXPORT#', type: 'exportJob', days: JOB_DAYS };

export const exportJobKeys = {
  job: (userId: string, jobId: string) => jobKey(exportJob, userId, jobId),
};

type Item = Record<string, unknown>;

export function exportJobRepository(db: DocClient, table?: string) {
  const documents = documentTable(db, table);
  const jobs = jobItems<ExportJobRecord>(documents, exportJob);

  return {
    /** Creates a job (it starts running at once). */
    create: jobs.create,

    /** One export of one user; null when there is none (or it is someone else's). */
    get: jobs.get,

    /** The user's latest export (job ids sort by time), or null. */
    async latest(userId: string): Promise<ExportJobRecord | null> {
      const result = await documents.send<{ Items?: Item[] }>(
        new QueryCommand({
          TableName: documents.tableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': exportJob.prefix },
          ScanIndexForward: false,
          Limit: 1,
          ConsistentRead: true,
        }),
      );
      const item = result.Items?.[0];
      return item ? recordOf<ExportJobRecord>(item) : null;
    },

    /** Sets fields of a job while it is still `from`; false when it moved on meanwhile. */
    update: (
      userId: string,
      jobId: string,
      from: ExportStatus,
      fields: Partial<Omit<ExportJobRecord, 'jobId' | 'userId'>>,
    ): Promise<boolean> => jobs.update(userId, jobId, [from], fields),

    /** Claims the mail that says the export ended (domain/mail/once.ts). */
    claimMail: jobs.claimMail,

    /** Gives that claim back when the mail could not be sent. */
    releaseMail: jobs.releaseMail,

    /** Account deletion: the user's export jobs (their zips go with the exports/ prefix). */
    async deleteAllForUser(userId: string): Promise<void> {
      await jobs.deleteJobs(await jobs.allOfUser(userId));
    },
  };
}

export type ExportJobRepository = ReturnType<typeof exportJobRepository>;

/** Account deletion: this user's export jobs. */
export const deleteAllForUser = (userId: string): Promise<void> =>
  exportJobRepository(db).deleteAllForUser(userId);
