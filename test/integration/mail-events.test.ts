// Issue 16: SES's bounce event (as EventBridge delivers it) reaches the mail-events trigger, which
// marks the profile in DynamoDB Local; sharing with that person then sends nothing and says so.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addRecipe } from './recipes-fixtures.js';
import { api } from './support/api.js';
import { signUpUser } from './support/auth.js';
import { readMail } from './support/mail.js';

let handler: (event: unknown) => Promise<void>;
beforeAll(async () => {
  Object.assign(process.env, {
    TABLE_NAME: 'hearth',
    DYNAMODB_ENDPOINT: inject('hearthDynamoEndpoint'),
    LOG_LEVEL: 'silent',
  });
  handler = (await import('../../lambdas/src/handlers/triggers/mail-events.js')).handler;
});

const bounceOf = (email: string, bounceType: 'Permanent' | 'Transient') => ({
  version: '0',
  id: 'c5f4b2a0-0000-4000-8000-000000000002',
  'detail-type': 'Email Bounced',
  source: 'aws.ses',
  account: '111122223333',
  time: '2026-11-24T10:00:05Z',
  region: 'eu-west-1',
  resources: ['arn:aws:ses:eu-west-1:111122223333:configuration-set/HearthMailConfigSet123'],
  detail: {
    eventType: 'Bounce',
    bounce: {
      bounceType,
      bounceSubType: 'General',
      bouncedRecipients: [{ emailAddress: email.toUpperCase(), action: 'failed', status: '5.1.1' }],
      timestamp: '2026-11-24T10:00:04.000Z',
    },
    mail: { messageId: '0100-bounce', source: 'Hearth <no-reply@hearth.example>', destination: [email] },
  },
});

const share = (token: string, recipeId: string, email: string) =>
  api<{ created: boolean; notified: boolean }>(`/api/recipes/${recipeId}/shares`, {
    method: 'POST',
    token,
    body: { email },
  });

describe('SES bounces and complaints', () => {
  it('a permanent bounce marks the profile: a share is kept, sends no e-mail and says it could not tell them', async () => {
    const owner = await signUpUser({ displayName: 'Rose' });
    const gone = await signUpUser({ displayName: 'Gone' });
    const other = await signUpUser({ displayName: 'Sam' });
    const recipe = await addRecipe(owner, { title: 'Plum Cake' });

    await handler(bounceOf(gone.email, 'Permanent'));
    // A transient bounce (a full mailbox) changes nothing.
    await handler(bounceOf(other.email, 'Transient'));

    const toGone = await share(owner.idToken, recipe.id, gone.email);
    expect(toGone.body).toMatchObject({ created: true, notified: false });
    expect(await readMail(gone.email)).toEqual([]);

    const toOther = await share(owner.idToken, recipe.id, other.email);
    expect(toOther.body).toMatchObject({ created: true, notified: true });
    expect(await readMail(other.email)).toHaveLength(1);
  });
});
