// The e-mail when a large import ends: who gets it, when, and the exact SES request it becomes.
import { describe, expect, it } from 'vitest';
import { sendEmailInput } from '../../adapters/mail/mailer.js';
import type { ImportJobRecord } from '../../data/entities/import-job.js';
import type { MailMessage } from '../mail/ports.js';
import { importEndedMail, LARGE_IMPORT_ITEMS, mailLargeImportEnd } from './import-mail.js';

const job = (over: Partial<ImportJobRecord> = {}): ImportJobRecord => ({
  jobId: 'a1b2c3d4e5f6a1b2c3d4e5f6',
  userId: 'u1',
  householdId: 'u1',
  fileName: 'My <Recipes>.paprikarecipes',
  uploadKey: 'imports/u1/a1/upload',
  status: 'done',
  format: 'paprika',
  total: 120,
  imported: 117,
  failed: 2,
  skipped: 1,
  message: null,
  link: null,
  executionArn: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:10:00.000Z',
  ...over,
});

/** The job's once-only claim, as the table keeps it (a conditional write on `mailedAt`). */
function claims() {
  const claimed = new Map<string, string>();
  return {
    claimed,
    claimMail: async (userId: string, jobId: string, at: string) => {
      if (claimed.has(`${userId}/${jobId}`)) return false;
      claimed.set(`${userId}/${jobId}`, at);
      return true;
    },
    releaseMail: async (userId: string, jobId: string, at: string) => {
      if (claimed.get(`${userId}/${jobId}`) === at) claimed.delete(`${userId}/${jobId}`);
    },
  };
}

function deps(sent: MailMessage[], email: string | null = 'cook@example.com') {
  return {
    profiles: { get: async () => (email ? ({ email } as never) : null) },
    jobs: claims(),
    now: () => new Date('2026-01-01T00:11:00.000Z'),
    sendMail: async (message: MailMessage) => {
      sent.push(message);
    },
    origin: async () => 'https://hearth.example',
  };
}

describe('the mail when a large import ends', () => {
  it('is sent for more than 50 items, with the counts and the link to the job page', async () => {
    const sent: MailMessage[] = [];
    expect(await mailLargeImportEnd(deps(sent), job())).toBe(true);
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail?.to).toBe('cook@example.com');
    expect(mail?.subject).toBe('Your import is finished: My <Recipes>.paprikarecipes');
    expect(mail?.text).toBe(
      'Your import is finished.\n117 recipes imported, 2 failed, 1 skipped, of 120 in My <Recipes>.paprikarecipes.\nSee the import: https://hearth.example/imports/a1b2c3d4e5f6a1b2c3d4e5f6\n',
    );
    expect(mail?.html).toContain('href="https://hearth.example/imports/a1b2c3d4e5f6a1b2c3d4e5f6"');
    expect(mail?.html).toContain('My &lt;Recipes&gt;.paprikarecipes');
    expect(mail?.html).not.toContain('<Recipes>');
  });

  it('is sent once when the job’s end runs twice (a retried task, or cancel racing the end)', async () => {
    const sent: MailMessage[] = [];
    const once = deps(sent);
    expect(await mailLargeImportEnd(once, job())).toBe(true);
    expect(await mailLargeImportEnd(once, job())).toBe(false);
    expect(sent).toHaveLength(1);
  });

  it('gives its claim back when the mail cannot be sent, so the retried end sends it', async () => {
    const sent: MailMessage[] = [];
    const failing = deps(sent);
    let down = true;
    const flaky = {
      ...failing,
      sendMail: async (message: MailMessage) => {
        if (down) throw new Error('SES is throttling');
        sent.push(message);
      },
    };
    await expect(mailLargeImportEnd(flaky, job())).rejects.toThrow('SES is throttling');
    expect(failing.jobs.claimed.size).toBe(0);
    down = false;
    expect(await mailLargeImportEnd(flaky, job())).toBe(true);
    expect(sent).toHaveLength(1);
  });

  it('becomes one SESv2 SendEmail request to the owner with a subject, HTML and plain text', () => {
    const mail = importEndedMail('cook@example.com', job(), 'https://hearth.example/imports/x');
    expect(
      sendEmailInput(mail, { from: 'Hearth <no-reply@hearth.example>', configurationSetName: 'hearth' }),
    ).toEqual({
      FromEmailAddress: 'Hearth <no-reply@hearth.example>',
      Destination: { ToAddresses: ['cook@example.com'] },
      ConfigurationSetName: 'hearth',
      Content: {
        Simple: {
          Subject: { Data: 'Your import is finished: My <Recipes>.paprikarecipes', Charset: 'UTF-8' },
          Body: {
            Html: { Data: mail.html, Charset: 'UTF-8' },
            Text: { Data: mail.text, Charset: 'UTF-8' },
          },
        },
      },
    });
  });

  it('says how each kind of end went, with the job’s own message', () => {
    const link = 'https://hearth.example/imports/x';
    const stopped = importEndedMail(
      'c@example.com',
      job({ status: 'stopped', message: 'Subscribe to keep more than 50 recipes.' }),
      link,
    );
    expect(stopped.subject).toBe('Your import stopped at the free plan’s limit: My <Recipes>.paprikarecipes');
    expect(stopped.text).toContain('Subscribe to keep more than 50 recipes.');
    expect(importEndedMail('c@example.com', job({ status: 'failed' }), link).subject).toMatch(
      /^Your import could not be finished/,
    );
    expect(importEndedMail('c@example.com', job({ status: 'cancelled' }), link).subject).toMatch(
      /^Your import was cancelled/,
    );
  });

  it('is not sent for 50 items or fewer, for a job still going, or without an address', async () => {
    const sent: MailMessage[] = [];
    expect(await mailLargeImportEnd(deps(sent), job({ total: LARGE_IMPORT_ITEMS }))).toBe(false);
    expect(await mailLargeImportEnd(deps(sent), job({ status: 'running' }))).toBe(false);
    expect(await mailLargeImportEnd(deps(sent), null)).toBe(false);
    expect(await mailLargeImportEnd(deps(sent, null), job())).toBe(false);
    expect(sent).toEqual([]);
  });
});
