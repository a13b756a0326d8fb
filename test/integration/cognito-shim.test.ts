// The Amplify-facing /cognito endpoint: local sign-up, password reset by e-mailed link, refresh,
// sign-out and the admin's group claim.
import { describe, expect, it } from 'vitest';
import { localPool } from '../../infra/local/cognito.js';
import { signInWithSrp } from '../../infra/local/srp-sign-in.js';
import { api, stackUrl } from './support/api.js';
import {
  adminSession,
  cognito,
  createUnverifiedUser,
  decodeJwt,
  type Session,
  signIn,
  signUpUser,
  uniqueEmail,
} from './support/auth.js';
import { readMail } from './support/mail.js';

describe('sign-up', () => {
  it('gives a confirmed user with a verified e-mail and a profile, no e-mail round trip', async () => {
    const email = uniqueEmail('new');
    const reply = await cognito('SignUp', {
      ClientId: localPool.clientId,
      Username: email,
      Password: 'Secret-pass-1',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'name', Value: 'Chef Ana' },
      ],
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ UserConfirmed: true });

    const session = await signIn(email, 'Secret-pass-1');
    const claims = decodeJwt(session.idToken);
    expect(claims).toMatchObject({ email, email_verified: true, token_use: 'id', aud: localPool.clientId });
    expect(claims.sub).toBe(reply.body.UserSub);
    const me = await api('/api/me', { token: session.idToken });
    expect(me.body).toMatchObject({ userId: reply.body.UserSub, displayName: 'Chef Ana', email });
  });

  it('refuses an address that already has an account', async () => {
    const user = await signUpUser();
    const reply = await cognito('SignUp', {
      ClientId: localPool.clientId,
      Username: user.email,
      Password: 'Other-pass-1',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.__type).toBe('UsernameExistsException');
  });

  it("refuses a password the pool's policy does not allow, with Cognito's error", async () => {
    const reply = await cognito('SignUp', {
      ClientId: localPool.clientId,
      Username: uniqueEmail(),
      Password: 'password',
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      __type: 'InvalidPasswordException',
      message: 'Password did not conform with policy: Password must have uppercase characters',
    });
  });

  it('answers a wrong password like Cognito does', async () => {
    const user = await signUpUser();
    const reply = await signInWithSrp({
      endpoint: `${stackUrl()}/cognito`,
      username: user.email,
      password: 'wrong-password',
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });
});

describe('password reset', () => {
  it('mails a recovery link whose code sets a new password', async () => {
    const user = await signUpUser();
    const sent = await cognito('ForgotPassword', { ClientId: localPool.clientId, Username: user.email });
    expect(sent.status).toBe(200);

    const [mail] = await readMail(user.email);
    expect(mail?.subject).toBe('Reset your Hearth password');
    const link = mail?.links.find((href) => href.includes('type=recovery'));
    expect(link).toBeDefined();
    const url = new URL(link ?? '');
    expect(url.pathname).toBe('/auth');
    const fragment = new URLSearchParams(url.hash.slice(1));
    expect(fragment.get('email')).toBe(user.email);
    const code = fragment.get('code') ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(mail?.html).not.toContain('{####}');

    const reset = await cognito('ConfirmForgotPassword', {
      ClientId: localPool.clientId,
      Username: user.email,
      ConfirmationCode: code,
      Password: 'Brand-new-pass-2',
    });
    expect(reset.status).toBe(200);
    const session = await signIn(user.email, 'Brand-new-pass-2');
    expect(session.userId).toBe(user.userId);
    await expect(signIn(user.email, user.password)).rejects.toThrow(/Sign-in failed/);
  });

  it('refuses a wrong code', async () => {
    const user = await signUpUser();
    await cognito('ForgotPassword', { ClientId: localPool.clientId, Username: user.email });
    const reset = await cognito('ConfirmForgotPassword', {
      ClientId: localPool.clientId,
      Username: user.email,
      ConfirmationCode: 'not-the-code',
      Password: 'Brand-new-pass-2',
    });
    expect(reset.status).toBe(400);
    expect(reset.body.__type).toBe('CodeMismatchException');
  });

  it('does not reveal whether an address has an account', async () => {
    const email = uniqueEmail('ghost');
    const reply = await cognito('ForgotPassword', { ClientId: localPool.clientId, Username: email });
    expect(reply.status).toBe(200);
    expect(await readMail(email)).toEqual([]);
  });
});

describe('session upkeep', () => {
  it('refreshes tokens with GetTokensFromRefreshToken (Amplify v6)', async () => {
    const user = await signUpUser();
    const reply = await cognito('GetTokensFromRefreshToken', {
      ClientId: localPool.clientId,
      RefreshToken: user.refreshToken,
    });
    expect(reply.status).toBe(200);
    const result = reply.body.AuthenticationResult as Record<string, string>;
    expect(decodeJwt(result.IdToken ?? '').sub).toBe(user.userId);
    expect(result.RefreshToken).toBe(user.refreshToken);
    const me = await api('/api/me', { token: result.IdToken });
    expect(me.status).toBe(200);
  });

  it('refuses a refresh token it never issued', async () => {
    const reply = await cognito('GetTokensFromRefreshToken', {
      ClientId: localPool.clientId,
      RefreshToken: 'forged',
    });
    expect(reply.status).toBe(400);
  });

  it('accepts GlobalSignOut', async () => {
    const user = await signUpUser();
    const reply = await cognito('GlobalSignOut', { AccessToken: user.accessToken });
    expect(reply.status).toBe(200);
  });
});

describe('the admin account', () => {
  it('carries cognito:groups admin in its ID token and the API sees it as admin', async () => {
    const admin = await adminSession();
    expect(decodeJwt(admin.idToken)['cognito:groups']).toEqual(['admin']);
    const me = await api('/api/me', { token: admin.idToken });
    expect(me.body).toMatchObject({ isAdmin: true, groups: ['admin'] });
  });
});

describe('runtime config', () => {
  it('tells the SPA where the local user pool is', async () => {
    const reply = await api('/config.json');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      mode: 'local',
      userPoolId: localPool.userPoolId,
      userPoolClientId: localPool.clientId,
      // As on AWS: the shim speaks SRP (issue 40).
      authFlowType: 'USER_SRP_AUTH',
    });
    expect(String(reply.body.cognitoEndpoint)).toMatch(/\/cognito$/);
  });
});

// Issue 13: as on the AWS pool (keepOriginal, writeAttributes without email_verified, and our
// custom-message trigger refusing attribute codes), an address changes only through the API's flow.
describe('e-mail changes straight to Cognito', () => {
  const emailOf = async (user: Session) => {
    const reply = await cognito('GetUser', { AccessToken: user.accessToken });
    const attributes = reply.body.UserAttributes as { Name: string; Value: string }[];
    return Object.fromEntries(attributes.map((a) => [a.Name, a.Value]));
  };

  it('a fresh sign-up is verified before its profile is made, so the profile holds a proven address', async () => {
    const user = await signUpUser();
    expect((await api('/api/me', { token: user.idToken })).body).toMatchObject({
      email: user.email,
      emailVerified: true,
    });
  });

  it('refuses the browser changing its own address with its access token, and nothing moves', async () => {
    const user = await signUpUser();
    const claimed = uniqueEmail('grandma');
    const reply = await cognito('UpdateUserAttributes', {
      AccessToken: user.accessToken,
      UserAttributes: [{ Name: 'email', Value: claimed }],
    });
    expect(reply.status).toBe(400);
    expect(reply.body.__type).toBe('UserLambdaValidationException');
    expect(await emailOf(user)).toMatchObject({ email: user.email, email_verified: 'true' });
    expect(await readMail(claimed)).toEqual([]);
    await expect(signIn(claimed, user.password)).rejects.toThrow(/Sign-in failed/);
  });

  it('refuses the browser writing email_verified (not in the app client write attributes)', async () => {
    const user = await createUnverifiedUser();
    const reply = await cognito('UpdateUserAttributes', {
      AccessToken: user.accessToken,
      UserAttributes: [
        { Name: 'email', Value: user.email },
        { Name: 'email_verified', Value: 'true' },
      ],
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'A client attempted to write unauthorized attribute',
    });
    expect((await emailOf(user)).email_verified).toBeUndefined();
  });

  it('still lets the browser change its display name', async () => {
    const user = await signUpUser();
    const reply = await cognito('UpdateUserAttributes', {
      AccessToken: user.accessToken,
      UserAttributes: [{ Name: 'name', Value: 'Chef Bo' }],
    });
    expect(reply.status).toBe(200);
    expect(await emailOf(user)).toMatchObject({ name: 'Chef Bo', email: user.email });
  });

  it('keeps the original address when a server change is not marked verified', async () => {
    const user = await signUpUser();
    const reply = await cognito('AdminUpdateUserAttributes', {
      UserPoolId: localPool.userPoolId,
      Username: user.userId,
      UserAttributes: [{ Name: 'email', Value: uniqueEmail('unproven') }],
    });
    expect(reply.status).toBe(400);
    expect(reply.body.__type).toBe('UserLambdaValidationException');
    expect(await emailOf(user)).toMatchObject({ email: user.email, email_verified: 'true' });
  });
});
