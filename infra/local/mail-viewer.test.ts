import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { extractLinks, handleMailViewer, readOutbox } from './mail-viewer.js';

const stored = (id: string, to: string, subject: string, html: string) => ({
  id,
  from: 'Hearth <no-reply@hearth.local>',
  to,
  subject,
  html,
  text: subject,
  sentAt: '2026-01-01T00:00:00.000Z',
});

describe('mail viewer', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'hearth-mail-'));
    const older = stored(
      '01J00000000000000000000000',
      'a@example.com',
      'First',
      '<a href="http://x/auth#type=recovery&amp;code=1">go</a>',
    );
    const newer = stored(
      '01J00000000000000000000001',
      'b@example.com',
      'Second <b>',
      '<p>hi</p><script>alert(1)</script>',
    );
    await writeFile(join(dir, `${older.id}.json`), JSON.stringify(older));
    await writeFile(join(dir, `${newer.id}.json`), JSON.stringify(newer));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('lists the outbox newest first and filters by recipient, case-insensitively', async () => {
    expect((await readOutbox(dir)).map((m) => m.subject)).toEqual(['Second <b>', 'First']);
    const forA = await readOutbox(dir, 'A@Example.com');
    expect(forA.map((m) => m.id)).toEqual(['01J00000000000000000000000']);
    expect(forA[0]?.links).toEqual(['http://x/auth#type=recovery&code=1']);
  });

  it('answers an empty list when nothing was sent yet', async () => {
    expect(await readOutbox(join(dir, 'missing'))).toEqual([]);
  });

  it('escapes subjects and keeps message HTML inside a sandboxed iframe', async () => {
    const list = await handleMailViewer(dir, new URL('http://local/__mail'));
    expect(list.body.toString()).toContain('Second &lt;b&gt;');
    const one = await handleMailViewer(dir, new URL('http://local/__mail/01J00000000000000000000001'));
    const html = one.body.toString();
    expect(html).toContain('<iframe title="Message body" sandbox=');
    expect(html).not.toContain('<script>alert(1)</script>');
  });

  it('extracts links in order', () => {
    expect(extractLinks('<a href="/one">1</a> <a class="x" href="https://two">2</a>')).toEqual([
      '/one',
      'https://two',
    ]);
  });
});
