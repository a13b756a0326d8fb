// The e-mail when a large import ends (issue 18), on the local stack: the import-collection workflow's
// FinishImport (or the cancel route, which stops the workflow before its end) writes the message to
// the local outbox, the SES adapter's local mode. A small import is not mailed.
import { describe, expect, it } from 'vitest';
import type { ImportJobView } from '../../lambdas/src/contracts/collections.js';
import { paprikaCollection } from '../support/collection-files.js';
import { api } from './support/api.js';
import { signUpUser } from './support/auth.js';
import { importCollectionFile } from './support/exports.js';
import { readMail } from './support/mail.js';

describe('the mail when a large import ends', () => {
  it('tells the cook a 51-recipe import stopped at the free plan’s limit, with counts and the job link', async () => {
    const cook = await signUpUser();
    const job = await importCollectionFile(cook, 'Family.paprikarecipes', paprikaCollection(51));
    expect(job).toMatchObject({ status: 'stopped', total: 51, imported: 50, failed: 1 });
    const mails = (await readMail(cook.email)).filter((mail) =>
      mail.subject.includes('Family.paprikarecipes'),
    );
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      to: cook.email,
      subject: 'Your import stopped at the free plan’s limit: Family.paprikarecipes',
    });
    expect(mail?.text).toContain('50 recipes imported, 1 failed, 0 skipped, of 51 in Family.paprikarecipes.');
    expect(mail?.links).toEqual([expect.stringMatching(new RegExp(`/imports/${job.jobId}$`))]);
  });

  it('tells the cook when they cancel a large import, and says nothing of a small one', async () => {
    const cook = await signUpUser();
    const small = await importCollectionFile(cook, 'Few.paprikarecipes', paprikaCollection(3));
    expect(small).toMatchObject({ status: 'done', imported: 3 });

    const bytes = paprikaCollection(60);
    const made = await api<{ job: ImportJobView; upload: { url: string; fields: Record<string, string> } }>(
      '/api/imports',
      { method: 'POST', token: cook.idToken, body: { fileName: 'Many.paprikarecipes', size: bytes.length } },
    );
    expect(made.status).toBe(201);
    const form = new FormData();
    for (const [name, value] of Object.entries(made.body.upload.fields)) form.append(name, value);
    form.append('file', new Blob([Buffer.from(bytes)]), 'Many.paprikarecipes');
    expect((await fetch(made.body.upload.url, { method: 'POST', body: form })).status).toBeLessThan(300);
    const jobId = made.body.job.jobId;
    expect((await api(`/api/imports/${jobId}/begin`, { method: 'POST', token: cook.idToken })).status).toBe(
      202,
    );
    // Cancel once the file is read (the job knows its 60 items) and before it ends.
    for (let i = 0; i < 400; i++) {
      const job = await api<ImportJobView>(`/api/imports/${jobId}`, { token: cook.idToken });
      if (job.body.total > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const cancelled = await api<ImportJobView>(`/api/imports/${jobId}/cancel`, {
      method: 'POST',
      token: cook.idToken,
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const mails = await readMail(cook.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your import was cancelled: Many.paprikarecipes']);
    expect(mails[0]?.text).toContain('of 60 in Many.paprikarecipes');
  });
});
