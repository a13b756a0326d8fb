import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LITERALS } from '../../frontend/src/lib/i18n/server-messages/literals';
import { TEMPLATES } from '../../frontend/src/lib/i18n/server-messages/templates';
import { compareWithTable, readServerMessages } from './server-messages';

const root = fileURLToPath(new URL('../..', import.meta.url));
const table = () => [...Object.keys(LITERALS), ...TEMPLATES.map(([english]) => english)];

// Places that hand on a message written elsewhere (each of those is read where it is written): a zod
// issue's message, a workflow's cause, a rate limit's message with its retry phrase, a loop over two
// message constants.
const HANDED_ON = [
  'lambdas/src/domain/import/failures.ts causeMessage(cause)',
  'lambdas/src/domain/limits/rate-limits.ts policy.message(retryPhrase(outcome.retryAfterSeconds))',
  'lambdas/src/domain/media/recipe-media.ts message',
];
const withoutLine = (place: string) => place.replace(/:\d+ /, ' ');

describe('the server messages the frontend translates (lib/i18n/server-messages)', () => {
  const server = readServerMessages(root);

  it('reads the messages from lambdas/src', () => {
    expect(server.messages.size).toBeGreaterThan(300);
    for (const known of [
      'Title is required',
      'This invitation code does not exist',
      'A recipe can have at most {} tags',
    ])
      expect(server.messages).toContain(known);
  });

  it('has an entry for every message lambdas/src throws or gives to zod, and none the server no longer says', () => {
    expect(compareWithTable(server.messages, table())).toEqual({ missing: [], stale: [] });
  });

  it('follows every message position in lambdas/src but the known hand-ons', () => {
    expect(server.unresolved.map(withoutLine).sort()).toEqual(HANDED_ON);
  });

  // It reads lambdas/src again with the plants: seconds on a busy two-core machine.
  it('fails on a planted message of each kind, and on a stale entry', { timeout: 60_000 }, () => {
    const planted = readServerMessages(root, {
      'lambdas/src/domain/planted.ts': [
        "import { badRequest, conflict } from '../shared/errors.js';",
        "const PLANTED = { full: 'A planted table message' } as const;",
        "export const a = () => { throw badRequest('A planted message'); };",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the planted source's own template literal.
        'export const b = (max: number) => conflict(`At most ${max} planted things`);',
        'export const c = () => conflict(PLANTED.full);',
        'export const d = (x: unknown) => conflict(x as string);',
      ].join('\n'),
      'lambdas/src/contracts/planted.ts': "export const e = z.string().min(1, 'A planted zod message');",
    });
    expect(compareWithTable(planted.messages, table()).missing).toEqual([
      'A planted message',
      'A planted table message',
      'A planted zod message',
      'At most {} planted things',
    ]);
    expect(planted.unresolved.map(withoutLine)).toContain('lambdas/src/domain/planted.ts x as string');
    expect(
      compareWithTable(server.messages, [...table(), 'A message the server no longer says']).stale,
    ).toEqual(['A message the server no longer says']);
  });
});
