// The last e-mails in the recipient's language over the real stack (issue 37): an export's end (the
// profile's language, read where the task reads the profile anyway), the owner's subscription notice (the
// profile at the owner's address), and the admin's lifetime invitation (an account's own language, else
// the one the admin chose, else the admin's own). English stays word for word.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMessage as Mail } from '../../infra/local/mail-viewer.js';
import { adminSession, type Session, signUpUser, uniqueEmail } from './support/auth.js';
import { subscribe } from './support/billing.js';
import { exportEverything } from './support/exports.js';
import { newest, send } from './support/household-routes.js';
import { readMail } from './support/mail.js';

/** The mails to `address` once one matches (the owner's notice goes out beside the webhook's answer). */
async function mailWhere(address: string, match: (mail: Mail) => boolean): Promise<Mail | undefined> {
  for (let i = 0; i < 50; i++) {
    const found = (await readMail(address)).find(match);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return undefined;
}

let admin: Session;
beforeAll(async () => {
  admin = await adminSession();
  expect((await send(admin, 'GET', '/api/me')).status).toBe(200);
});
// The admin's language is the site's (files run one at a time): back to English for the other files.
afterAll(async () => {
  await send(admin, 'PUT', '/api/me/language', { language: 'en' });
});

describe('the last e-mails in the recipient language', () => {
  it("mails an export's end in the profile's language; English unchanged", async () => {
    const ana = await signUpUser({ displayName: 'Ana', locale: 'de' });
    expect((await exportEverything(ana)).status).toBe('done');
    const german = newest(await readMail(ana.email));
    expect(german?.subject).toBe('Dein Hearth-Export ist fertig');
    expect(german?.html).toContain('<div lang="de" dir="ltr">');
    expect(german?.html).toContain('0 Rezepte, 0 Fotos und 0 Essenspläne');
    expect(german?.text).toContain('Der Download bleibt 24 Stunden lang verfügbar.');

    const ben = await signUpUser({ displayName: 'Ben' });
    expect((await exportEverything(ben)).status).toBe('done');
    const english = newest(await readMail(ben.email));
    expect(english?.subject).toBe('Your Hearth export is ready');
    expect(english?.text).toContain('The download is kept for 24 hours.');
  });

  it("tells the owner of a new subscription in the owner's profile language", async () => {
    expect((await send(admin, 'PUT', '/api/me/language', { language: 'de' })).status).toBe(200);
    const cook = await signUpUser();
    await subscribe(cook, 'yearly');
    const notice = await mailWhere('admin@hearth.local', (mail) => mail.text.includes(cook.email));
    expect(notice?.subject).toBe('Neues Jährlich-Abo auf Hearth');
    expect(notice?.text).toContain(`(${cook.email}) hat den Tarif Jährlich abonniert`);

    expect((await send(admin, 'PUT', '/api/me/language', { language: 'en' })).status).toBe(200);
    const other = await signUpUser();
    await subscribe(other, 'monthly');
    const english = await mailWhere('admin@hearth.local', (mail) => mail.text.includes(other.email));
    expect(english?.subject).toBe('New Monthly subscription on Hearth');
  });

  it("invites an address in the language the admin chose, else the admin's own", async () => {
    const chosen = uniqueEmail('lifetime-de');
    const sent = await send(admin, 'POST', '/api/admin/invitations', { email: chosen, language: 'de' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const german = newest(await readMail(chosen));
    expect(german?.subject).toBe('Du bist zu Hearth eingeladen, mit lebenslangem Zugang');
    expect(german?.html).toContain('Mein Konto erstellen');

    expect((await send(admin, 'PUT', '/api/me/language', { language: 'it' })).status).toBe(200);
    const unchosen = uniqueEmail('lifetime-it');
    expect((await send(admin, 'POST', '/api/admin/invitations', { email: unchosen })).status).toBe(200);
    expect(newest(await readMail(unchosen))?.subject).toBe('Sei invitato su Hearth, con accesso a vita');

    const bad = await send(admin, 'POST', '/api/admin/invitations', {
      email: uniqueEmail('x'),
      language: 'xx',
    });
    expect(bad.status).toBe(400);
  });

  it("tells an existing account of its lifetime access in the account's language", async () => {
    const eva = await signUpUser({ locale: 'es' });
    const sent = await send(admin, 'POST', '/api/admin/invitations', { email: eva.email, language: 'de' });
    expect(sent.body).toEqual({ email: eva.email, existingAccount: true });
    expect(newest(await readMail(eva.email))?.subject).toBe('Tienes acceso de por vida a Hearth');
  });
});
