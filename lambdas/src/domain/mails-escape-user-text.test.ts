// Every e-mail built from user text (a display name, a recipe title, an address typed by an admin)
// carries that text escaped in its HTML body, so a name like `<img src=x onerror=…>` arrives as text.
// Every e-mail body is built by the one layout (shared/mail-layout.ts), which escapes by construction.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { handler as customMessage } from '../handlers/triggers/custom-message.js';
import { html } from '../shared/html.js';
import { mailHtml } from '../shared/mail-layout.js';
import {
  emailAssignedByAdminNotice,
  emailChangeCodeMail,
  emailChangedNotice,
} from './account/email-change-mail.js';
import { type InvitationDeps, sendLifetimeInvitation } from './admin/invitations.js';
import { newSubscriptionNotifier } from './billing/notify.js';
import type { MailMessage } from './mail/ports.js';
import { shareMail } from './sharing/share-mail.js';

const HOSTILE = '<img src=x onerror=alert(1)>';
const ESCAPED = '&lt;img src=x onerror=alert(1)&gt;';

function expectEscaped(mail: MailMessage | undefined, hostile = HOSTILE, escaped = ESCAPED) {
  expect(mail).toBeDefined();
  expect(mail?.html).not.toContain('<img');
  expect(mail?.html).toContain(escaped);
  // The plain-text part keeps the text as typed.
  expect(mail?.text).toContain(hostile);
}

function invitationDeps(existingAccount: boolean, sent: MailMessage[]): InvitationDeps {
  return {
    identity: {
      findByEmail: async (email) =>
        existingAccount ? { id: 'u1', email, name: '', emailVerified: true } : null,
      getUser: async () => ({ email: 'admin@example.com' }),
    },
    invitations: { invite: async () => undefined } as never,
    audit: { record: async () => undefined } as never,
    grantLifetime: async () => undefined,
    sendMail: async (message) => {
      sent.push(message);
    },
    origin: async () => 'https://hearth.example',
    clock: () => new Date('2026-01-01T00:00:00Z'),
  };
}

describe('user text in e-mails', () => {
  it('escapes the owner name and recipe title in the share mail', () => {
    const mail = shareMail({
      to: 'friend@example.com',
      ownerName: HOSTILE,
      recipeTitle: `Pie ${HOSTILE} "x" & 'y'`,
      link: 'https://hearth.example/recipe/r1',
    });
    expectEscaped(mail);
    expect(mail.html).toContain('“Pie &lt;img src=x onerror=alert(1)&gt; &quot;x&quot; &amp; &#39;y&#39;”');
  });

  it("escapes the subscriber's display name in the new-subscription notice", async () => {
    const sent: MailMessage[] = [];
    const notify = newSubscriptionNotifier({
      profiles: {
        get: async () => ({
          userId: 'u1',
          email: 'cook@example.com',
          displayName: HOSTILE,
          hasLifetimeAccess: false,
          createdAt: '2026-01-01T00:00:00Z',
        }),
        findByEmail: async () => null,
      } as never,
      sendMail: async (message) => {
        sent.push(message);
      },
      ownerEmail: 'owner@example.com',
    });
    await notify({ userId: 'u1', userEmail: 'cook@example.com', planName: 'monthly' });
    expectEscaped(sent[0]);
  });

  it('escapes the address typed by the admin in the lifetime invitation', async () => {
    const sent: MailMessage[] = [];
    const address = `"${HOSTILE}"@example.com`;
    await sendLifetimeInvitation(invitationDeps(false, sent), { userId: 'a1', email: 'a@x.io' }, address);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe(address);
    expectEscaped(sent[0]);
    expect(sent[0]?.html).toContain(`with this e-mail address (&quot;${ESCAPED}&quot;@example.com)`);
    // The link carries the address percent-encoded, and its query's & is escaped in the attribute.
    expect(sent[0]?.html).toContain(
      `href="https://hearth.example/auth?mode=signup&amp;invite=lifetime&amp;email=${encodeURIComponent(address)}"`,
    );
  });

  it('escapes the new address in the notice to the old one, by the cook or by an admin', () => {
    for (const byAdmin of [false, true]) {
      const newEmail = `"${HOSTILE}"@example.com`;
      const mail = emailChangedNotice({
        to: 'old@example.com',
        newEmail,
        origin: 'https://hearth.example',
        byAdmin,
      });
      expectEscaped(mail);
      expect(mail.subject).toBe(`Your Hearth e-mail was changed to ${newEmail}`);
      expect(mail.html).toContain(`sign in with &quot;${ESCAPED}&quot;@example.com.`);
    }
  });

  it('escapes the old and new addresses in the notice an admin sends to the new one', () => {
    const mail = emailAssignedByAdminNotice({
      to: `"${HOSTILE}"@example.com`,
      oldEmail: `${HOSTILE}@old.example`,
      origin: 'https://hearth.example',
    });
    expectEscaped(mail);
    expect(mail.subject).toBe('Your Hearth account now uses this e-mail');
  });

  it('shows the e-mail change code large, escaped like any value', () => {
    const mail = emailChangeCodeMail({ to: 'new@example.com', code: '123456', minutes: 15 });
    expect(mail.subject).toBe('Your Hearth e-mail change code: 123456');
    expect(mail.html).toContain(
      '<p style="font-family:monospace;font-size:28px;letter-spacing:6px">123456</p>',
    );
    expect(mail.html).toContain('The code works for 15 minutes.');
  });

  it('tells an existing account of its lifetime access in the same layout', async () => {
    const sent: MailMessage[] = [];
    await sendLifetimeInvitation(
      invitationDeps(true, sent),
      { userId: 'a1', email: 'a@x.io' },
      'cook@example.com',
    );
    expect(sent[0]?.subject).toBe('You have lifetime access to Hearth');
    expect(sent[0]?.html).toContain('href="https://hearth.example/auth"');
    expect(sent[0]?.html).toContain('Hearth: love people, cook good food.');
  });

  it("escapes the address in Cognito's reset and confirmation links", async () => {
    for (const triggerSource of ['CustomMessage_ForgotPassword', 'CustomMessage_SignUp']) {
      const event = {
        triggerSource,
        request: { userAttributes: { email: `${HOSTILE}@example.com` }, codeParameter: '{####}' },
        response: {},
      } as unknown as CustomMessageTriggerEvent;
      const message = (await customMessage(event)).response.emailMessage ?? '';
      expect(message).not.toContain('<img');
      expect(message).toContain(`email=${encodeURIComponent(`${HOSTILE}@example.com`)}&amp;code={####}`);
    }
  });
});

describe('the mail layout', () => {
  it('escapes text blocks, the heading, the code and the link; keeps built pieces', () => {
    const body = mailHtml(HOSTILE, [
      HOSTILE,
      html`<b>${HOSTILE}</b>`,
      { code: HOSTILE },
      { action: HOSTILE, link: `x"${HOSTILE}` },
    ]);
    expect(body).not.toContain('<img');
    expect(body).toContain(`<b>${ESCAPED}</b>`);
    expect(body).toContain(`href="x&quot;${ESCAPED}"`);
  });

  it('builds every e-mail body in lambdas/src (no other file writes mail markup)', () => {
    const root = join(import.meta.dirname, '..');
    const files = (readdirSync(root, { recursive: true }) as string[])
      // shared/mail-texts/ holds the mails' words per language (issue 37), no markup.
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.includes('mail-texts'))
      .map((file) => join(root, file));
    const builders = files.filter((file) =>
      /\bsubject: ([`'"]|fill\(|text\()|emailSubject = /.test(readFileSync(file, 'utf8')),
    );
    expect(builders.length).toBeGreaterThanOrEqual(5);
    for (const file of builders) {
      const source = readFileSync(file, 'utf8');
      expect(source, relative(root, file)).toContain('mailHtml(');
      expect(source, relative(root, file)).not.toMatch(/<(h1|p)\b/);
    }
  });
});

describe('html', () => {
  it('escapes interpolated values and keeps built pieces as they are', () => {
    const item = html`<li>${'a < b'}</li>`;
    expect(html`<ul>${[item, html`<li>${"O'Brien & co"}</li>`]}</ul>`.value).toBe(
      '<ul><li>a &lt; b</li><li>O&#39;Brien &amp; co</li></ul>',
    );
    expect(html`<p title="${'"quoted"'}">${3}</p>`.value).toBe('<p title="&quot;quoted&quot;">3</p>');
  });
});
