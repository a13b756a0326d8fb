// E-mails in the recipient's language over the real stack (issue 37): the browser's language recorded at
// sign-up (Cognito's `locale` attribute → the profile), household invitations in the invitee's language
// (their account's, else the request's, else the inviter's) with a line in the inviter's, the route's
// refusals, and Cognito's reset code through the custom-message trigger in the account's language.
import { describe, expect, it } from 'vitest';
import { localPool } from '../../infra/local/cognito.js';
import { cognito, signUpUser, uniqueEmail } from './support/auth.js';
import { household, newest, send } from './support/household-routes.js';
import { readMail } from './support/mail.js';

const invite = (who: Parameters<typeof send>[0], body: unknown) =>
  send(who, 'POST', '/api/household/invitations', body);

describe('e-mails in the recipient language', () => {
  it('keeps the sign-up language on the profile', async () => {
    const ana = await signUpUser({ displayName: 'Ana', locale: 'de' });
    const me = await send<{ language?: string }>(ana, 'GET', '/api/me');
    expect(me.status).toBe(200);
    expect(me.body.language).toBe('de');
  });

  it("invites a person without an account in the invitation's language, with a line in the inviter's", async () => {
    const ana = await signUpUser({ displayName: 'Ana', locale: 'de' });
    const address = uniqueEmail('camille');
    const reply = await invite(ana, { email: address, language: 'fr' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const mail = newest(await readMail(address));
    expect(mail?.subject).toBe("Ana vous invite à rejoindre « Ana's kitchen » sur Hearth");
    expect(mail?.html).toContain('Rejoindre le foyer');
    expect(mail?.html).toContain(
      '<span lang="de" dir="ltr">Ana hat dich in „Ana&#39;s kitchen“ auf Hearth eingeladen</span>',
    );
  });

  it("without a chosen language, writes in the inviter's", async () => {
    const ana = await signUpUser({ displayName: 'Ana', locale: 'it' });
    const address = uniqueEmail('nonna');
    expect((await invite(ana, { email: address })).status).toBe(201);
    expect(newest(await readMail(address))?.subject).toBe(
      "Ana ti ha invitato a entrare in «Ana's kitchen» su Hearth",
    );
  });

  it('writes to an account in its own language, whatever the inviter chose', async () => {
    const ana = await signUpUser({ displayName: 'Ana' });
    const ben = await signUpUser({ displayName: 'Ben', locale: 'es' });
    expect((await invite(ana, { email: ben.email, language: 'fr' })).status).toBe(201);
    const mail = newest(await readMail(ben.email));
    expect(mail?.subject).toBe("Ana te invitó a unirte a «Ana's kitchen» en Hearth");
    expect(mail?.html).toContain('<span lang="en" dir="ltr">');
  });

  it('refuses an unknown language and changes nothing; 401 without a token', async () => {
    const ana = await signUpUser({ displayName: 'Ana' });
    const address = uniqueEmail('nobody');
    const bad = await invite(ana, { email: address, language: 'xx' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Language must be one of');
    expect((await household(ana)).invitations).toEqual([]);
    expect(await readMail(address)).toEqual([]);
    expect((await invite(null, { email: address, language: 'fr' })).status).toBe(401);
  });

  it("another person's invitation leaves my household alone", async () => {
    const ana = await signUpUser({ displayName: 'Ana' });
    const eve = await signUpUser({ displayName: 'Eve' });
    expect((await invite(eve, { email: uniqueEmail('x'), language: 'fr' })).status).toBe(201);
    expect((await household(ana)).invitations).toEqual([]);
  });

  it("sends Cognito's reset code in the account's language, following a change in My Account", async () => {
    const ana = await signUpUser({ displayName: 'Ana', locale: 'fr' });
    await cognito('ForgotPassword', { ClientId: localPool.clientId, Username: ana.email });
    expect(newest(await readMail(ana.email))?.subject).toBe('Réinitialisez votre mot de passe Hearth');
    expect((await send(ana, 'PUT', '/api/me/language', { language: 'ja' })).status).toBe(200);
    await cognito('ForgotPassword', { ClientId: localPool.clientId, Username: ana.email });
    const mails = await readMail(ana.email);
    expect(mails.map((mail) => mail.subject)).toContain('Hearth のパスワードの再設定');
  });
});
