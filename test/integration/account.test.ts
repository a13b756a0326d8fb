// The account routes through the local API Gateway adapter, with real Cognito tokens and DynamoDB.
import { describe, expect, it } from 'vitest';
import { api } from './support/api.js';
import { signIn, signUpUser, uniqueEmail } from './support/auth.js';

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
    expect(reply.body).toEqual({ error: { code: 'not_found', message: 'Not found' } });
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
    expect(reply.body).toEqual({ error: { code: 'unauthorized', message: 'You must be signed in' } });
  });

  it('answers 401 for a tampered token', async () => {
    const user = await signUpUser();
    const [header, , signature] = user.idToken.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'someone-else', token_use: 'id' })).toString(
      'base64url',
    );
    const reply = await api('/api/me', { token: `${header}.${forged}.${signature}` });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ error: { code: 'unauthorized', message: 'You must be signed in' } });
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

describe('PUT /api/me/email', () => {
  it('changes the address; the new one signs in and the old one no longer does', async () => {
    const user = await signUpUser();
    const newEmail = uniqueEmail('moved');
    const reply = await api('/api/me/email', {
      method: 'PUT',
      token: user.idToken,
      body: { email: newEmail.toUpperCase() },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ email: newEmail });

    const session = await signIn(newEmail, user.password);
    expect(session.userId).toBe(user.userId);
    const me = await api('/api/me', { token: session.idToken });
    expect(me.body).toMatchObject({ email: newEmail });
    await expect(signIn(user.email, user.password)).rejects.toThrow(/Sign-in failed/);
  });

  it.each(['', '   ', 'no-at-sign'])('rejects %j with the spec message', async (email) => {
    const user = await signUpUser();
    const reply = await api('/api/me/email', { method: 'PUT', token: user.idToken, body: { email } });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      error: { code: 'bad_request', message: 'Please enter a valid email address' },
    });
  });

  it('answers 409 when another account has the address', async () => {
    const first = await signUpUser();
    const second = await signUpUser();
    const reply = await api('/api/me/email', {
      method: 'PUT',
      token: second.idToken,
      body: { email: first.email },
    });
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({
      error: { code: 'conflict', message: 'An account with this email already exists' },
    });
    const stillMine = await signIn(second.email, second.password);
    expect(stillMine.userId).toBe(second.userId);
  });

  it('answers 401 without a token', async () => {
    const reply = await api('/api/me/email', { method: 'PUT', body: { email: uniqueEmail() } });
    expect(reply.status).toBe(401);
  });
});
