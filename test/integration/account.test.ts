// The account routes through the local API Gateway adapter, with real Cognito tokens and DynamoDB.
import { describe, expect, it } from 'vitest';
import { api } from './support/api.js';
import { adminSession, decodeJwt, type Session, signIn, signUpUser, uniqueEmail } from './support/auth.js';
import { readMail } from './support/mail.js';

describe('GET /api/health', () => {
  it('answers without a token', async () => {
    const reply = await api('/api/health');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ ok: true, service: 'hearth' });
  });
});

describe('unknown API paths', () => {
  it('answer 404 JSON', async () => {
    const reply = await api('/api/no-such-route');
    expect(reply.status).toBe(404);
    // API Gateway's own answer: no route, no Lambda.
    expect(reply.body).toEqual({ message: 'Not Found' });
  });
});

describe('GET /api/me', () => {
  it("returns the caller's profile, created at sign-up", async () => {
    const user = await signUpUser({ displayName: 'Nonna Rosa' });
    const reply = await api('/api/me', { token: user.idToken });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      userId: user.userId,
      email: user.email,
      displayName: 'Nonna Rosa',
      hasLifetimeAccess: false,
      isAdmin: false,
      groups: [],
    });
  });

  it('defaults the display name to the part of the e-mail before the @', async () => {
    const email = uniqueEmail('grandpa');
    const user = await signUpUser({ email });
    const reply = await api('/api/me', { token: user.idToken });
    expect(reply.body).toMatchObject({ displayName: email.split('@')[0] });
  });

  it('answers 401 without a token', async () => {
    const reply = await api('/api/me');
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ message: 'Unauthorized' });
  });

  it('answers 401 for a tampered token', async () => {
    const user = await signUpUser();
    const [header, , signature] = user.idToken.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'someone-else', token_use: 'id' })).toString(
      'base64url',
    );
    const reply = await api('/api/me', { token: `${header}.${forged}.${signature}` });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ message: 'Unauthorized' });
  });

  it('answers 401 for an access token (the authorizer accepts ID tokens)', async () => {
    const user = await signUpUser();
    const reply = await api('/api/me', { token: user.accessToken });
    expect(reply.status).toBe(401);
  });

  it('answers 401 for garbage', async () => {
    const reply = await api('/api/me', { token: 'not-a-jwt' });
    expect(reply.status).toBe(401);
  });
});

describe('PATCH /api/me', () => {
  it('changes the display name', async () => {
    const user = await signUpUser();
    const reply = await api('/api/me', {
      method: 'PATCH',
      token: user.idToken,
      body: { displayName: '  Auntie Mae ' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ userId: user.userId, displayName: 'Auntie Mae' });
    const again = await api('/api/me', { token: user.idToken });
    expect(again.body).toMatchObject({ displayName: 'Auntie Mae' });
  });

  it('rejects an empty name with the message', async () => {
    const user = await signUpUser();
    const reply = await api('/api/me', {
      method: 'PATCH',
      token: user.idToken,
      body: { displayName: '   ' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      error: { code: 'bad_request', message: 'Please enter a display name' },
    });
  });

  it('rejects a name over 60 characters', async () => {
    const user = await signUpUser();
    const reply = await api('/api/me', {
      method: 'PATCH',
      token: user.idToken,
      body: { displayName: 'x'.repeat(61) },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ error: { message: 'Display name must be 60 characters or fewer' } });
  });

  it('rejects a body that is not JSON', async () => {
    const user = await signUpUser();
    const reply = await api('/api/me', { method: 'PATCH', token: user.idToken, body: '{oops' });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ error: { code: 'bad_request' } });
  });

  it('answers 401 without a token', async () => {
    const reply = await api('/api/me', { method: 'PATCH', body: { displayName: 'Nobody' } });
    expect(reply.status).toBe(401);
  });
});

// Issue 19: each person reads amounts in US customary units or metric.
describe('PUT /api/me/units', () => {
  it('starts as US customary and remembers metric', async () => {
    const user = await signUpUser();
    expect((await api('/api/me', { token: user.idToken })).body).toMatchObject({ units: 'us' });
    const reply = await api('/api/me/units', {
      method: 'PUT',
      token: user.idToken,
      body: { units: 'metric' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ userId: user.userId, units: 'metric' });
    expect((await api('/api/me', { token: user.idToken })).body).toMatchObject({ units: 'metric' });
  });

  it('refuses any other system and changes nothing', async () => {
    const user = await signUpUser();
    await api('/api/me/units', { method: 'PUT', token: user.idToken, body: { units: 'metric' } });
    for (const body of [{ units: 'imperial' }, { units: '' }, {}, { units: ['metric'] }]) {
      const reply = await api('/api/me/units', { method: 'PUT', token: user.idToken, body });
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({
        error: { code: 'bad_request', message: 'Units must be "us" (US customary) or "metric"' },
      });
    }
    expect((await api('/api/me', { token: user.idToken })).body).toMatchObject({ units: 'metric' });
  });

  it("changes only the caller's own preference", async () => {
    const [cook, other] = [await signUpUser(), await signUpUser()];
    await api('/api/me/units', { method: 'PUT', token: cook.idToken, body: { units: 'metric' } });
    expect((await api('/api/me', { token: other.idToken })).body).toMatchObject({ units: 'us' });
  });

  it('answers 401 without a token', async () => {
    const reply = await api('/api/me/units', { method: 'PUT', body: { units: 'metric' } });
    expect(reply.status).toBe(401);
  });
});

// Issue 37: the language Hearth speaks to a person is kept on their profile and follows them.
describe('PUT /api/me/language', () => {
  it('has none until chosen, then keeps the choice and returns it with the profile', async () => {
    const user = await signUpUser();
    expect((await api('/api/me', { token: user.idToken })).body).not.toHaveProperty('language');
    const reply = await api('/api/me/language', {
      method: 'PUT',
      token: user.idToken,
      body: { language: 'pt-BR' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ userId: user.userId, language: 'pt-BR', units: 'us' });
    expect((await api('/api/me', { token: user.idToken })).body).toMatchObject({ language: 'pt-BR' });
    await api('/api/me/language', { method: 'PUT', token: user.idToken, body: { language: 'ar' } });
    expect((await api('/api/me', { token: user.idToken })).body).toMatchObject({ language: 'ar' });
  });

  it('refuses a language Hearth does not speak, with a clear message, and changes nothing', async () => {
    const user = await signUpUser();
    await api('/api/me/language', { method: 'PUT', token: user.idToken, body: { language: 'ja' } });
    for (const body of [
      { language: 'hu' },
      { language: 'pt' },
      { language: 'EN' },
      { language: '' },
      {},
      { language: ['de'] },
    ]) {
      const reply = await api('/api/me/language', { method: 'PUT', token: user.idToken, body });
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({
        error: {
          code: 'bad_request',
          message: 'Language must be one of en, es, fr, de, it, pt-BR, nl, pl, tr, ja, ar, he',
        },
      });
    }
    expect((await api('/api/me', { token: user.idToken })).body).toMatchObject({ language: 'ja' });
  });

  it("changes only the caller's own profile", async () => {
    const [cook, other] = [await signUpUser(), await signUpUser()];
    await api('/api/me/language', { method: 'PUT', token: other.idToken, body: { language: 'he' } });
    await api('/api/me/language', { method: 'PUT', token: cook.idToken, body: { language: 'de' } });
    expect((await api('/api/me', { token: other.idToken })).body).toMatchObject({ language: 'he' });
    expect((await api('/api/me', { token: cook.idToken })).body).toMatchObject({ language: 'de' });
  });

  it('answers 401 without a token', async () => {
    const reply = await api('/api/me/language', { method: 'PUT', body: { language: 'de' } });
    expect(reply.status).toBe(401);
  });
});

// Issue 13: an e-mail address is proven before anything trusts it.
type ErrorBody = { error: { code: string; message: string } };

/** The 6-digit code of the newest change mail sent to `email`. */
async function mailedCode(email: string): Promise<string> {
  const mails = (await readMail(email)).filter((mail) =>
    mail.subject.startsWith('Your Hearth e-mail change code'),
  );
  const newest = mails.sort((a, b) => b.sentAt.localeCompare(a.sentAt))[0];
  const code = /(\d{6})/.exec(newest?.subject ?? '')?.[1];
  if (!code) throw new Error(`No change code was mailed to ${email}`);
  return code;
}

const startChange = (user: Session, body: Record<string, unknown>) =>
  api<{ pendingEmail: string; expiresAt: string } & ErrorBody>('/api/me/email-change', {
    method: 'POST',
    token: user.idToken,
    body,
  });

const confirmChange = (user: Session, code: unknown) =>
  api<{ email: string } & ErrorBody>('/api/me/email-change/confirm', {
    method: 'POST',
    token: user.idToken,
    body: { code },
  });

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('PUT /api/me/email (the old one-step change)', () => {
  it('refuses with 410 and changes nothing: no address is set without proof', async () => {
    const user = await signUpUser();
    const claimed = uniqueEmail('grandma');
    const reply = await api<ErrorBody>('/api/me/email', {
      method: 'PUT',
      token: user.idToken,
      body: { email: claimed },
    });
    expect(reply.status).toBe(410);
    expect(reply.body.error.code).toBe('gone');
    expect((await api('/api/me', { token: user.idToken })).body).toMatchObject({ email: user.email });
    await expect(signIn(claimed, user.password)).rejects.toThrow(/Sign-in failed/);
  });

  it('answers 401 without a token', async () => {
    const reply = await api('/api/me/email', { method: 'PUT', body: { email: uniqueEmail() } });
    expect(reply.status).toBe(401);
  });
});

describe('POST /api/me/email-change and /confirm', () => {
  it('mails a code to the new address, changes nothing until it is confirmed, then moves the account and tells the old address', async () => {
    const user = await signUpUser();
    const newEmail = uniqueEmail('moved');
    const started = await startChange(user, {
      newEmail: newEmail.toUpperCase(),
      currentPassword: user.password,
    });
    expect(started.status).toBe(202);
    expect(started.body.pendingEmail).toBe(newEmail);
    const code = await mailedCode(newEmail);

    // Pending: the old address still signs in and the profile is unchanged; the new one does not.
    expect((await api('/api/me', { token: user.idToken })).body).toMatchObject({ email: user.email });
    expect((await signIn(user.email, user.password)).userId).toBe(user.userId);
    await expect(signIn(newEmail, user.password)).rejects.toThrow(/Sign-in failed/);

    const confirmed = await confirmChange(user, code);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ email: newEmail });

    const session = await signIn(newEmail, user.password);
    expect(session.userId).toBe(user.userId);
    expect(decodeJwt(session.idToken)).toMatchObject({ email: newEmail, email_verified: true });
    expect((await api('/api/me', { token: session.idToken })).body).toMatchObject({
      email: newEmail,
      emailVerified: true,
    });
    await expect(signIn(user.email, user.password)).rejects.toThrow(/Sign-in failed/);
    const notice = (await readMail(user.email)).find((mail) => mail.subject.includes('e-mail was changed'));
    expect(notice?.subject).toBe(`Your Hearth e-mail was changed to ${newEmail}`);
    // The code works once.
    expect((await confirmChange(user, code)).status).toBe(400);
  });

  it('refuses a wrong code with a clear message and changes nothing; the right code still works', async () => {
    const user = await signUpUser();
    const newEmail = uniqueEmail('typo');
    expect((await startChange(user, { newEmail, currentPassword: user.password })).status).toBe(202);
    const code = await mailedCode(newEmail);
    const wrong = await confirmChange(user, wrongCode(code));
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toEqual({
      code: 'bad_request',
      message: 'That code is not right. Check the e-mail we sent and try again.',
    });
    expect((await api('/api/me', { token: user.idToken })).body).toMatchObject({ email: user.email });
    expect((await signIn(user.email, user.password)).userId).toBe(user.userId);
    expect((await confirmChange(user, code)).status).toBe(200);
  });

  it('allows 5 tries: after 5 wrong codes even the right one is refused until the change starts again', async () => {
    const user = await signUpUser();
    const newEmail = uniqueEmail('guess');
    await startChange(user, { newEmail, currentPassword: user.password });
    const code = await mailedCode(newEmail);
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1) answers.push(await confirmChange(user, wrongCode(code)));
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400]);
    expect(answers[4]?.body.error.message).toBe(
      'Too many wrong codes. Start the change again to get a new code.',
    );
    const late = await confirmChange(user, code);
    expect(late.status).toBe(400);
    expect(late.body.error.message).toBe('Too many wrong codes. Start the change again to get a new code.');
    await expect(signIn(newEmail, user.password)).rejects.toThrow(/Sign-in failed/);

    await startChange(user, { newEmail, currentPassword: user.password });
    expect((await confirmChange(user, await mailedCode(newEmail))).status).toBe(200);
  });

  it('parallel guesses share the same 5 tries', async () => {
    const user = await signUpUser();
    const newEmail = uniqueEmail('burst');
    await startChange(user, { newEmail, currentPassword: user.password });
    const code = await mailedCode(newEmail);
    const guesses = Array.from({ length: 12 }, (_, index) =>
      String((Number(code) + index + 1) % 1_000_000).padStart(6, '0'),
    );
    const answers = await Promise.all(guesses.map((guess) => confirmChange(user, guess)));
    expect(answers.every((answer) => answer.status === 400)).toBe(true);
    expect((await confirmChange(user, code)).body.error.message).toBe(
      'Too many wrong codes. Start the change again to get a new code.',
    );
  });

  it('refuses a wrong current password and mails nothing', async () => {
    const user = await signUpUser();
    const newEmail = uniqueEmail('nopass');
    const reply = await startChange(user, { newEmail, currentPassword: 'Wrong-pass-1' });
    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toBe('That password is not right. Enter the password you sign in with.');
    expect(await readMail(newEmail)).toEqual([]);
    const confirm = await confirmChange(user, '123456');
    expect(confirm.body.error.message).toBe(
      'There is no e-mail change waiting for a code. Start the change again.',
    );
  });

  it.each([
    [{ newEmail: '', currentPassword: 'x' }, 'Please enter a valid email address'],
    [{ newEmail: 'no-at-sign', currentPassword: 'x' }, 'Please enter a valid email address'],
    [{ newEmail: 'a@example.com' }, 'Please enter your current password'],
    [{ newEmail: 'a@example.com', currentPassword: '' }, 'Please enter your current password'],
  ])('refuses %j with the message', async (body, message) => {
    const user = await signUpUser();
    const reply = await startChange(user, body);
    expect(reply.status).toBe(400);
    expect(reply.body.error).toEqual({ code: 'bad_request', message });
  });

  it.each([[''], ['12345'], ['1234567'], ['abcdef'], [123456]])(
    'refuses the code %j as malformed',
    async (code) => {
      const user = await signUpUser();
      const reply = await confirmChange(user, code);
      expect(reply.status).toBe(400);
      expect(reply.body.error.message).toBe('Enter the 6-digit code from the e-mail');
    },
  );

  it('refuses the address the account already has', async () => {
    const user = await signUpUser();
    const reply = await startChange(user, { newEmail: user.email, currentPassword: user.password });
    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toBe('That is already your e-mail address');
  });

  it('answers 409 when another account has the address, and mails nothing there', async () => {
    const first = await signUpUser();
    const second = await signUpUser();
    const before = (await readMail(first.email)).length;
    const reply = await startChange(second, { newEmail: first.email, currentPassword: second.password });
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({
      error: { code: 'conflict', message: 'An account with this email already exists' },
    });
    expect((await readMail(first.email)).length).toBe(before);
    expect((await signIn(second.email, second.password)).userId).toBe(second.userId);
  });

  it("one user cannot confirm another's change, even with the right code", async () => {
    const owner = await signUpUser();
    const other = await signUpUser();
    const newEmail = uniqueEmail('mine');
    await startChange(owner, { newEmail, currentPassword: owner.password });
    const code = await mailedCode(newEmail);
    const stolen = await confirmChange(other, code);
    expect(stolen.status).toBe(400);
    expect(stolen.body.error.message).toBe(
      'There is no e-mail change waiting for a code. Start the change again.',
    );
    expect((await api('/api/me', { token: other.idToken })).body).toMatchObject({ email: other.email });
    expect((await confirmChange(owner, code)).body).toEqual({ email: newEmail });
  });

  it('answers 401 without a token', async () => {
    const start = await api('/api/me/email-change', {
      method: 'POST',
      body: { newEmail: uniqueEmail(), currentPassword: 'Secret-pass-1' },
    });
    expect(start.status).toBe(401);
    const confirm = await api('/api/me/email-change/confirm', { method: 'POST', body: { code: '123456' } });
    expect(confirm.status).toBe(401);
  });
});

describe('DELETE /api/me (a cook deletes their own account)', () => {
  const remove = (user: Session, body: unknown) =>
    api('/api/me', { method: 'DELETE', token: user.idToken, body });

  it('asks for the password: none, or a wrong one, is refused and deletes nothing', async () => {
    const user = await signUpUser();
    const missing = await remove(user, {});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error: { message: 'Please enter your current password' } });
    const wrong = await remove(user, { currentPassword: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      error: { message: 'That password is not right. Enter the password you sign in with.' },
    });
    expect((await api('/api/me', { token: user.idToken })).status).toBe(200);
  });

  it('with the password, removes the sign-in, the session and the recipes', async () => {
    const user = await signUpUser();
    const added = await api<{ recipes: { id: string }[] }>('/api/recipes', {
      method: 'POST',
      token: user.idToken,
      body: { recipes: [{ title: 'Soon gone', ingredients: '1 egg' }] },
    });
    expect(added.status).toBe(201);
    const deleted = await remove(user, { currentPassword: user.password });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ id: user.userId, deleted: true });
    // The token still in hand no longer opens anything, and the password no longer signs in.
    expect((await api('/api/me', { token: user.idToken })).status).toBe(401);
    await expect(signIn(user.email, user.password)).rejects.toThrow('Sign-in failed');
  });

  it('refuses an admin: another admin deletes them', async () => {
    const admin = await adminSession();
    const reply = await remove(admin, { currentPassword: admin.password });
    expect(reply.status).toBe(403);
    expect((await api('/api/me', { token: admin.idToken })).status).toBe(200);
  });
});
