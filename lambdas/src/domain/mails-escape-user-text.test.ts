// Every e-mail built from user text (a display name, a recipe title, an address typed by an admin)
// carries that text escaped in its HTML body, so a name like `<img src=x onerror=…>` arrives as text.
import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../adapters/mail/mailer.js';
import { html } from '../shared/html.js';
import { type InvitationDeps, sendLifetimeInvitation } from './admin/invitations.js';
import { newSubscriptionNotifier } from './billing/notify.js';
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
        existingAccount ? { id: 'u1', email, name: '', emailVerified: false } : null,
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
    expect(mail.html).toContain(
      '&ldquo;Pie &lt;img src=x onerror=alert(1)&gt; &quot;x&quot; &amp; &#39;y&#39;&rdquo;',
    );
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
