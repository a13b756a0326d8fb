// In-memory stand-ins for what the collection-import use cases are given (issue 40 item 4: their unit
// tests): the job repository with its results, the bucket, the workflow and the queue, each following
// the rules of the real one (conditional status moves, one running job per person, places as leases).
// Only tests import this file.
import type { ImportJobRecord, ImportJobStatus, ItemResultRecord } from '../../data/entities/import-job.js';
import type { ImportQueueRepository, QueuedImport } from '../../data/entities/import-queue.js';
import type { SessionValidity } from '../../data/entities/session-validity.js';
import type { ImportJobDeps } from './jobs.js';
import type { ImportRun, ImportWorkflow } from './ports.js';

export function memoryJobs() {
  const jobs = new Map<string, ImportJobRecord>();
  const byJob = new Map<string, Map<string, ItemResultRecord>>();
  const imported = new Map<string, string>();
  const key = (userId: string, jobId: string) => `${userId}/${jobId}`;
  const countField = { imported: 'imported', failed: 'failed', skipped: 'skipped' } as const;
  return {
    jobs,
    byJob,
    imported,
    async create(job: ImportJobRecord) {
      jobs.set(key(job.userId, job.jobId), { ...job });
    },
    async get(userId: string, jobId: string) {
      const job = jobs.get(key(userId, jobId));
      return job ? { ...job } : null;
    },
    async update(
      userId: string,
      jobId: string,
      from: readonly ImportJobStatus[],
      fields: Partial<ImportJobRecord>,
    ): Promise<boolean> {
      const job = jobs.get(key(userId, jobId));
      if (!job || !from.includes(job.status)) return false;
      Object.assign(job, fields);
      return true;
    },
    async result(jobId: string, itemKey: string) {
      return byJob.get(jobId)?.get(itemKey) ?? null;
    },
    async record(userId: string, jobId: string, result: ItemResultRecord, previous: string | null) {
      const job = jobs.get(key(userId, jobId));
      const ofJob = byJob.get(jobId) ?? new Map<string, ItemResultRecord>();
      byJob.set(jobId, ofJob);
      if ((ofJob.get(result.itemKey)?.status ?? null) !== previous) return false;
      ofJob.set(result.itemKey, result);
      if (job) {
        job[countField[result.status]] += 1;
        if (previous) job[countField[previous as ItemResultRecord['status']]] -= 1;
      }
      return true;
    },
    async results(jobId: string) {
      return [...(byJob.get(jobId)?.values() ?? [])];
    },
    async importedRecipe(userId: string, itemKey: string) {
      return imported.get(`${userId}/${itemKey}`) ?? null;
    },
    async deleteAllForUser() {},
  };
}

export function memoryStorage() {
  const files = new Map<string, Uint8Array>();
  return {
    files,
    async signUpload(policy: { key: string; maxBytes: number }) {
      return {
        url: `https://bucket.test/${policy.key}`,
        fields: { key: policy.key },
        maxBytes: policy.maxBytes,
      };
    },
    async head(key: string) {
      return files.has(key) ? { size: files.get(key)?.length ?? 0, contentType: null, tags: {} } : null;
    },
    async read(key: string, maxBytes: number) {
      const bytes = files.get(key);
      if (!bytes) return 'missing' as const;
      return bytes.length > maxBytes ? ('too-large' as const) : bytes;
    },
    async put(key: string, body: Uint8Array) {
      files.set(key, body);
    },
  };
}

export function memoryWorkflow() {
  const started: { run: ImportRun; name: string }[] = [];
  const stopped: string[] = [];
  const workflow: ImportWorkflow = {
    async start(run, name) {
      started.push({ run, name });
      return `arn:execution:${name}`;
    },
    async stop(executionArn) {
      stopped.push(executionArn);
    },
  };
  return { workflow, started, stopped };
}

/** The queue's rules (import-queue.ts) over maps: entries oldest first, leased places, one per person. */
export function memoryQueue(jobs: ReturnType<typeof memoryJobs>): ImportQueueRepository & {
  entries: QueuedImport[];
  places: Map<number, { jobId: string; userId: string; until: number }>;
} {
  const entries: QueuedImport[] = [];
  const places = new Map<number, { jobId: string; userId: string; until: number }>();
  const running = new Map<string, { jobId: string; slot: number; until: number }>();
  const seconds = (at: Date) => Math.floor(at.getTime() / 1000);
  const sortKey = (entry: Pick<QueuedImport, 'queuedAt' | 'jobId'>) => `${entry.queuedAt}#${entry.jobId}`;
  return {
    entries,
    places,
    async enqueue(entry, from, fields = {}) {
      const moved = await jobs.update(entry.userId, entry.jobId, from as ImportJobStatus[], {
        status: 'queued',
        queuedAt: entry.queuedAt,
        ...(fields as Partial<ImportJobRecord>),
      });
      if (!moved) return false;
      entries.push(entry);
      entries.sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
      return true;
    },
    async waiting(limit = 25) {
      return entries.slice(0, limit).map((entry) => ({ ...entry }));
    },
    async ahead(queuedAt, jobId) {
      return entries.filter((entry) => sortKey(entry) < sortKey({ queuedAt, jobId })).length;
    },
    async freeSlots(capacity, at) {
      return Array.from({ length: capacity }, (_, slot) => slot).filter((slot) => {
        const held = places.get(slot);
        return !held || held.until < seconds(at);
      });
    },
    async take(entry, slot, at, leaseSeconds) {
      const index = entries.findIndex((candidate) => candidate.jobId === entry.jobId);
      const job = jobs.jobs.get(`${entry.userId}/${entry.jobId}`);
      if (index < 0 || job?.status !== 'queued') return 'gone';
      const held = places.get(slot);
      if (held && held.until >= seconds(at)) return 'app-full';
      const mine = running.get(entry.userId);
      if (mine && mine.until >= seconds(at)) return 'person-busy';
      const until = seconds(at) + leaseSeconds;
      places.set(slot, { jobId: entry.jobId, userId: entry.userId, until });
      running.set(entry.userId, { jobId: entry.jobId, slot, until });
      entries.splice(index, 1);
      job.status = entry.next;
      job.queuedAt = null;
      return 'taken';
    },
    async drop(queuedAt, jobId) {
      const index = entries.findIndex((entry) => entry.queuedAt === queuedAt && entry.jobId === jobId);
      if (index >= 0) entries.splice(index, 1);
    },
    async runningJob(userId) {
      return running.get(userId)?.jobId ?? null;
    },
    async release(userId, jobId) {
      const mine = running.get(userId);
      if (mine?.jobId !== jobId) return;
      running.delete(userId);
      if (places.get(mine.slot)?.jobId === jobId) places.delete(mine.slot);
    },
    async deleteAllForUser(userId) {
      running.delete(userId);
    },
  };
}

/** Session-validity records by user: where each person is, and when their sessions last ended. */
export function memorySessions(records: Record<string, SessionValidity> = {}) {
  return { records, get: async (userId: string) => records[userId] ?? null };
}

/** The job use cases' deps over the stand-ins above. */
export function jobDeps(capacity = 50) {
  const jobs = memoryJobs();
  const storage = memoryStorage();
  const { workflow, started, stopped } = memoryWorkflow();
  const queue = memoryQueue(jobs);
  const deps: ImportJobDeps = {
    jobs: jobs as unknown as ImportJobDeps['jobs'],
    storage: storage as unknown as ImportJobDeps['storage'],
    workflow,
    queue,
    capacity,
    bucket: 'media',
  };
  return { deps, jobs, storage, started, stopped, queue };
}
