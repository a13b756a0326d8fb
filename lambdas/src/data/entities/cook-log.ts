// The cook log (issue 39): each time a household cooked a recipe, in the household's partition so its
// timeline is one Query, newest day first.
//   pk = HOUSEHOLD#<hid>#COOKED, sk = <cookedOn YYYY-MM-DD>#<ulid>   one entry
//   gsi1pk = COOKED_BY#<uid>, gsi1sk = <ulid>                         who logged it (account deletion)
// The recipe's META keeps its summary (cookedCount by ADD, lastCookedOn the latest day and lastCookedLog
// that day's latest entry, so Home's "Last cooked" takes each recipe once from the timeline, and
// lastCookedPhoto the photo of the latest day that has one), written in the
// same transaction as the entry, so the recipe page reads it with the recipe at no extra request. The
// entry keeps the recipe's title as it was, so the timeline needs no other read, and stays when the
// recipe is deleted (it is the household's memory of that meal).
import { TransactWriteCommand } from '../../shared/aws-sdk.js';
import { db } from '../../shared/clients.js';
import { pauseBeforeRetry } from '../../shared/retry.js';
import { deletePartition } from '../batch.js';
import {
  cancellationCodes,
  type DocClient,
  documentTable,
  getItem,
  isTransactionCancelled,
} from '../client.js';
import { type Page, partitionItems, partitionPage } from '../query.js';
import { type CookLogRecord, cookLogKeys, putOf, summaryOf, toEntry } from './cook-log/items.js';

export { type CookLogRecord, cookLogKeys } from './cook-log/items.js';

/** Attempts of a log that keeps meeting concurrent writes of the recipe's META. */
const LOG_ATTEMPTS = 8;

const pause = (attempt: number) => pauseBeforeRetry(attempt, { baseMs: 20, capMs: 400 });

/** What logging several recipes at once did: 'marked' when the mark's own condition refused it. */
export type LoggedTogether =
  | { outcome: 'logged'; logged: CookLogRecord[]; gone: string[] }
  | { outcome: 'marked' };

export function cookLogRepository(client: DocClient, table?: string) {
  const { send, tableName } = documentTable(client, table);
  return {
    /**
     * Writes the entry and moves the recipe's summary in one transaction: the count by one, the last day
     * to this one when it is later. The recipe must still be there, unmoved from the household.
     * 'gone' when it is not; 'exists' when an entry of this id is already logged (an import's entries
     * have ids made from what they are, so one imported twice is logged once).
     */
    async log(entry: CookLogRecord, lastCookedOn?: string | null): Promise<'logged' | 'gone' | 'exists'> {
      const put = putOf(tableName, entry);
      const summary = (later: boolean) => summaryOf(tableName, entry, later);
      // Later than the last day, or not: one of the two holds unless the recipe is gone or moved. Logs
      // of one recipe at once conflict on its META: the loser tries again after a jittered pause. The
      // recipe's last day as the caller read it is the first guess (a day logged late costs no retry).
      let later = !lastCookedOn || lastCookedOn <= entry.cookedOn;
      let refusedBoth = 0;
      for (let attempt = 0; attempt < LOG_ATTEMPTS; attempt += 1) {
        try {
          await send(new TransactWriteCommand({ TransactItems: [put, summary(later)] }));
          return 'logged';
        } catch (error) {
          if (!isTransactionCancelled(error)) throw error;
          const [entryCode, summaryCode] = cancellationCodes(error);
          if (entryCode === 'ConditionalCheckFailed') return 'exists';
          if (summaryCode === 'ConditionalCheckFailed') {
            refusedBoth += 1;
            if (refusedBoth >= 2) return 'gone';
            later = !later;
            continue;
          }
          refusedBoth = 0;
          await pause(attempt);
        }
      }
      throw new Error('The cook log kept losing to other writes of this recipe');
    },

    /**
     * A planned meal or a whole menu cooked (issue 39): each entry with its recipe's summary, and the
     * `mark` on the plan or menu that says it was cooked, in ONE transaction, so the meal is never marked
     * without its log nor logged twice. `lastCooked` is each recipe's last day as read, the first guess
     * of which side its summary's condition takes; a recipe refused on both sides is gone (deleted or
     * moved meanwhile) and left out. At most 49 entries (two items each, and the mark).
     */
    async logTogether(
      entries: CookLogRecord[],
      lastCooked: (recipeId: string) => string | null,
      mark: Record<string, unknown>,
    ): Promise<LoggedTogether> {
      let pending = [...entries];
      const gone: string[] = [];
      const later = new Map(
        entries.map((entry) => {
          const last = lastCooked(entry.recipeId);
          return [entry.id, last === null || last <= entry.cookedOn];
        }),
      );
      const refused = new Map<string, number>();
      for (let attempt = 0; attempt < LOG_ATTEMPTS * 2 && pending.length > 0; attempt += 1) {
        const written = pending;
        const items = [
          mark,
          ...written.flatMap((entry) => [
            putOf(tableName, entry),
            summaryOf(tableName, entry, later.get(entry.id) ?? true),
          ]),
        ];
        try {
          await send(new TransactWriteCommand({ TransactItems: items }));
          return { outcome: 'logged', logged: written, gone };
        } catch (error) {
          if (!isTransactionCancelled(error)) throw error;
          const codes = cancellationCodes(error);
          if (codes[0] === 'ConditionalCheckFailed') return { outcome: 'marked' };
          if (written.some((_, index) => codes[1 + 2 * index] === 'ConditionalCheckFailed')) throw error;
          const failed = written.filter((_, index) => codes[2 + 2 * index] === 'ConditionalCheckFailed');
          if (failed.length === 0) {
            refused.clear();
            await pause(attempt);
            continue;
          }
          for (const entry of written) if (!failed.includes(entry)) refused.delete(entry.id);
          for (const entry of failed) {
            const times = (refused.get(entry.id) ?? 0) + 1;
            refused.set(entry.id, times);
            later.set(entry.id, !later.get(entry.id));
            if (times >= 2) gone.push(entry.recipeId);
          }
          pending = written.filter((entry) => !gone.includes(entry.recipeId));
        }
      }
      if (pending.length === 0) return { outcome: 'logged', logged: [], gone };
      throw new Error('The cook log kept losing to other writes of these recipes');
    },

    /** One entry of the household's log, by its day and id (a photo's check at use): one GetItem. */
    async get(householdId: string, cookedOn: string, id: string): Promise<CookLogRecord | null> {
      const item = await getItem(send, tableName, cookLogKeys.item(householdId, cookedOn, id));
      return item ? toEntry(item) : null;
    },

    /** A page of the household's timeline, latest day first: one Query. */
    async timeline(
      householdId: string,
      options: { limit: number; cursor?: string },
    ): Promise<Page<CookLogRecord>> {
      const result = await partitionPage(send, tableName, cookLogKeys.timeline(householdId), options);
      return { items: result.items.map(toEntry), nextCursor: result.nextCursor };
    },

    /**
     * A page of the timeline's keys only (Home's order by last cooked, issue 39): latest day first, or
     * with `ascending` the longest ago first. One Query.
     */
    async timelineKeys(
      householdId: string,
      options: { limit: number; cursor?: string; ascending: boolean },
    ): Promise<Page<{ id: string; recipeId: string; cookedOn: string }>> {
      const result = await partitionPage(send, tableName, cookLogKeys.timeline(householdId), {
        ...options,
        projection: 'pk, sk, id, recipeId, cookedOn',
      });
      return {
        items: result.items.map((item) => ({
          id: String(item.id),
          recipeId: String(item.recipeId),
          cookedOn: String(item.cookedOn),
        })),
        nextCursor: result.nextCursor,
      };
    },

    /** Every entry of a household, oldest first (the export). */
    async all(householdId: string): Promise<CookLogRecord[]> {
      const items = await partitionItems(send, tableName, cookLogKeys.timeline(householdId));
      return items.map(toEntry);
    },

    /** Removes every entry a user logged (account deletion). */
    async deleteAllForUser(userId: string): Promise<void> {
      await deletePartition(send, tableName, cookLogKeys.byUser(userId), { index: 'gsi1' });
    },
  };
}

export type CookLogRepository = ReturnType<typeof cookLogRepository>;

export const deleteAllForUser = (userId: string): Promise<void> =>
  cookLogRepository(db).deleteAllForUser(userId);
