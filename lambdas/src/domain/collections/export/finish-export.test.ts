// The export's end: a failed build is written on the job, and the person is mailed either way.
import { describe, expect, it } from 'vitest';
import type { ExportJobRecord } from '../../../data/entities/export-job.js';
import type { MailMessage } from '../../mail/ports.js';
import { EXPORT_FAILED, finishExport } from './finish-export.js';

const job = (over: Partial<ExportJobRecord> = {}): ExportJobRecord => ({
  jobId: '01JD0000000000000000000000',
  userId: 'u1',
  householdId: 'u1',
  status: 'done',
  zipKey: 'exports/u1/01JD/hearth-export-2026-01-01.zip',
  fileName: 'hearth-export-2026-01-01.zip',
  recipes: 12,
  photos: 1,
  mealPlans: 0,
  size: 4096,
  message: null,
  executionArn: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  finishedAt: '2026-01-01T00:01:00.000Z',
  ...over,
});

function fakes(stored: ExportJobRecord) {
  const sent: MailMessage[] = [];
  const updates: Partial<ExportJobRecord>[] = [];
  let current = stored;
  let mailedAt: string | null = null;
  return {
    sent,
    updates,
    deps: {
      jobs: {
        get: async () => current,
        update: async (_u: string, _j: string, from: string, fields: Partial<ExportJobRecord>) => {
          if (current.status !== from) return false;
          updates.push(fields);
          current = { ...current, ...fields };
          return true;
        },
        claimMail: async (_u: string, _j: string, at: string) => {
          if (mailedAt) return false;
          mailedAt = at;
          return true;
        },
        releaseMail: async (_u: string, _j: string, at: string) => {
          if (mailedAt === at) mailedAt = null;
        },
      },
      profiles: { get: async () => ({ email: 'cook@example.com' }) as never },
      sendMail: async (message: MailMessage) => {
        sent.push(message);
      },
      origin: async () => 'https://hearth.example',
      now: () => new Date('2026-01-01T00:02:00.000Z'),
    },
  };
}

describe('FinishExport', () => {
  it('mails the link to the export’s page with what the zip holds', async () => {
    const { deps, sent, updates } = fakes(job());
    expect(await finishExport(deps, { jobId: job().jobId, userId: 'u1' })).toEqual({ status: 'done' });
    expect(updates).toEqual([]);
    expect(sent).toEqual([
      {
        to: 'cook@example.com',
        subject: 'Your Hearth export is ready',
        html: expect.stringContaining('href="https://hearth.example/exports/01JD0000000000000000000000"'),
        text: 'Your Hearth export is ready: 12 recipes, 1 photo and 0 meal plans, with your shopping list.\nDownload it here: https://hearth.example/exports/01JD0000000000000000000000\nThe download is kept for 24 hours.\n',
      },
    ]);
  });

  it('mails once when the workflow runs its last task twice', async () => {
    const { deps, sent } = fakes(job());
    await finishExport(deps, { jobId: job().jobId, userId: 'u1' });
    await finishExport(deps, { jobId: job().jobId, userId: 'u1' });
    expect(sent.map((mail) => mail.subject)).toEqual(['Your Hearth export is ready']);
  });

  it('writes a failed build on the job in plain words and says so by mail', async () => {
    const { deps, sent, updates } = fakes(job({ status: 'running', finishedAt: null }));
    const result = await finishExport(deps, {
      jobId: job().jobId,
      userId: 'u1',
      failure: { Error: 'Error', Cause: 'S3 said no' },
    });
    expect(result).toEqual({ status: 'failed' });
    expect(updates).toEqual([
      { status: 'failed', message: EXPORT_FAILED, finishedAt: '2026-01-01T00:02:00.000Z' },
    ]);
    expect(sent.map((mail) => mail.subject)).toEqual(['Your Hearth export could not be made']);
    expect(sent[0]?.text).not.toContain('S3 said no');
  });
});
