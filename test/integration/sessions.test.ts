// Sessions end when they should (issue 13, item 6): after "sign out everywhere", a password reset or an
// admin's deletion of the account, a token the user already holds is refused at once on every signed-in
// route (401 session_expired), not when it expires an hour later; its refresh token no longer works; a
// fresh sign-in does. The session check costs at most one small read per user per few seconds.
import { describe, expect, it } from 'vitest';
import { localPool } from '../../infra/local/cognito.js';
import { api, stackUrl } from './support/api.js';
import { adminSession, cognito, type Session, signIn, signUpUser } from './support/auth.js';
import { readMail } from './support/mail.js';

interface ErrorBody {
  error: { code: string; message: string };
}

const ENDED = {
  error: { code: 'session_expired', message: 'Your session has ended. Please sign in again.' },
};

const refresh = (session: Session) =>
  cognito('InitiateAuth', {
    AuthFlow: 'REFRESH_TOKEN_AUTH',
    ClientId: localPool.clientId,
    AuthParameters: { REFRESH_TOKEN: session.refreshToken },
  });

/** Uses the session on two areas (account, recipes), so each area's check has seen it as valid. */
async function expectWorking(session: Session) {
  expect((await api('/api/me', { token: session.idToken })).status).toBe(200);
  expect((await api('/api/recipes', { token: session.idToken })).status).toBe(200);
}

async function expectEnded(session: Session) {
  for (const path of ['/api/me', '/api/recipes', '/api/shopping-list']) {
    const reply = await api<ErrorBody>(path, { token: session.idToken });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual(ENDED);
  }
}

describe('POST /api/me/sign-out-everywhere', () => {
  it('answers 401 without a session', async () => {
    const reply = await api('/api/me/sign-out-everywhere', { method: 'POST' });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ message: 'Unauthorized' });
  });

  it('ends every session of the caller at once, revokes their refresh tokens, and a fresh sign-in works', async () => {
    const phone = await signUpUser();
    const laptop = await signIn(phone.email, phone.password);
    await expectWorking(phone);
    await expectWorking(laptop);

    const reply = await api('/api/me/sign-out-everywhere', { method: 'POST', token: laptop.idToken });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ signedOut: true });

    await expectEnded(phone);
    await expectEnded(laptop);
    const refreshed = await refresh(phone);
    expect(refreshed.status).toBe(400);
    expect(refreshed.body.__type).toBe('NotAuthorizedException');

    // At once: the answer came only after the second of the sign-out was over.
    const fresh = await signIn(phone.email, phone.password);
    await expectWorking(fresh);
  });

  it("leaves other people's sessions alone", async () => {
    const cook = await signUpUser();
    const neighbour = await signUpUser();
    await expectWorking(neighbour);
    expect((await api('/api/me/sign-out-everywhere', { method: 'POST', token: cook.idToken })).status).toBe(
      200,
    );
    await expectEnded(cook);
    await expectWorking(neighbour);
    expect((await refresh(neighbour)).status).toBe(200);
  });

  it('a second call with the ended session is refused like any other request', async () => {
    const cook = await signUpUser();
    expect((await api('/api/me/sign-out-everywhere', { method: 'POST', token: cook.idToken })).status).toBe(
      200,
    );
    const again = await api<ErrorBody>('/api/me/sign-out-everywhere', {
      method: 'POST',
      token: cook.idToken,
    });
    expect(again.status).toBe(401);
    expect(again.body).toEqual(ENDED);
  });
  it('several at once (tabs, devices) all end the sessions and leave the identity store whole', async () => {
    const cook = await signUpUser();
    const devices = await Promise.all([1, 2, 3].map(() => signIn(cook.email, cook.password)));
    const replies = await Promise.all(
      [cook, cook, cook, ...devices, ...devices].map((session) =>
        api('/api/me/sign-out-everywhere', { method: 'POST', token: session.idToken }),
      ),
    );
    // Each call either ended the sessions or arrived after another had ended its own: never a 5xx.
    for (const reply of replies) expect([200, 401]).toContain(reply.status);
    expect(replies.some((reply) => reply.status === 200)).toBe(true);
    for (const session of [cook, ...devices]) await expectEnded(session);
    // The local Cognito store is intact: others still sign up, and the cook signs in afresh.
    await expectWorking(await signUpUser());
    await expectWorking(await signIn(cook.email, cook.password));
  });
});

describe('a password reset', () => {
  it('refuses the tokens signed in with the old password at once, and the new password signs in', async () => {
    const cook = await signUpUser();
    await expectWorking(cook);
    expect(
      (await cognito('ForgotPassword', { ClientId: localPool.clientId, Username: cook.email })).status,
    ).toBe(200);
    const [mail] = await readMail(cook.email);
    const link = new URL(mail?.links.find((href) => href.includes('type=recovery')) ?? '');
    const code = new URLSearchParams(link.hash.slice(1)).get('code') ?? '';
    const reset = await cognito('ConfirmForgotPassword', {
      ClientId: localPool.clientId,
      Username: cook.email,
      ConfirmationCode: code,
      Password: 'Brand-new-pass-2',
    });
    expect(reset.status).toBe(200);

    await expectEnded(cook);
    expect((await refresh(cook)).body.__type).toBe('NotAuthorizedException');
    await expectWorking(await signIn(cook.email, 'Brand-new-pass-2'));
  });

  it('a wrong code ends nothing', async () => {
    const cook = await signUpUser();
    await cognito('ForgotPassword', { ClientId: localPool.clientId, Username: cook.email });
    const reset = await cognito('ConfirmForgotPassword', {
      ClientId: localPool.clientId,
      Username: cook.email,
      ConfirmationCode: '000000x',
      Password: 'Brand-new-pass-2',
    });
    expect(reset.status).toBe(400);
    await expectWorking(cook);
    expect((await refresh(cook)).status).toBe(200);
  });
});

describe("an admin's deletion of an account", () => {
  it("refuses the deleted user's token at once, on every area", async () => {
    const admin = await adminSession();
    const cook = await signUpUser();
    await expectWorking(cook);
    const deleted = await api(`/api/admin/users/${cook.userId}`, { method: 'DELETE', token: admin.idToken });
    expect(deleted.status).toBe(200);
    await expectEnded(cook);
    // The admin's own session is untouched.
    expect((await api('/api/me', { token: admin.idToken })).status).toBe(200);
  });
});

describe('the cost of the check', () => {
  it('reads the session record at most once per user in a few seconds, beside the route budget', async () => {
    const cook = await signUpUser();
    const reads: number[] = [];
    for (const path of ['/api/recipes', '/api/me', '/api/recipes', '/api/shopping-list']) {
      const response = await fetch(`${stackUrl()}${path}`, {
        headers: { authorization: `Bearer ${cook.idToken}` },
      });
      expect(response.status).toBe(200);
      reads.push(Number(response.headers.get('x-hearth-session-reads')));
    }
    // The first request reads; the page's next requests use the cached answer.
    expect(reads).toEqual([1, 0, 0, 0]);
  });
});
