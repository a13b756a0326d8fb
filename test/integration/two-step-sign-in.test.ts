// Two-step sign-in against the local stack over its real protocols: the Cognito shim (cognito-local's
// RFC 6238 TOTP) for setting it up and signing in with a code, the API for the admin rule.
import { describe, expect, it } from 'vitest';
import { localPool } from '../../infra/local/cognito.js';
import { signInWithSrp } from '../../infra/local/srp-sign-in.js';
import { totpCode } from '../../infra/local/totp.js';
import { api, stackUrl } from './support/api.js';
import { adminSession, cognito, signIn, signUpUser } from './support/auth.js';

async function turnOnTotp(accessToken: string): Promise<string> {
  const associated = await cognito('AssociateSoftwareToken', { AccessToken: accessToken });
  expect(associated.status).toBe(200);
  const secret = String(associated.body.SecretCode);
  const wrong = await cognito('VerifySoftwareToken', { AccessToken: accessToken, UserCode: '000000' });
  expect(wrong.status).toBe(400);
  const verified = await cognito('VerifySoftwareToken', {
    AccessToken: accessToken,
    UserCode: totpCode(secret),
  });
  expect(verified.body.Status).toBe('SUCCESS');
  const preferred = await cognito('SetUserMFAPreference', {
    AccessToken: accessToken,
    SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
  });
  expect(preferred.status).toBe(200);
  return secret;
}

describe('two-step sign-in', () => {
  it('lets a cook turn it on: sign-in then asks for a code, and a wrong code is refused', async () => {
    const cook = await signUpUser();
    await turnOnTotp(cook.accessToken);
    const challenged = await signInWithSrp({
      endpoint: `${stackUrl()}/cognito`,
      username: cook.email,
      password: cook.password,
    });
    expect(challenged.body.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(challenged.body.AuthenticationResult).toBeUndefined();
    const refused = await cognito('RespondToAuthChallenge', {
      ClientId: localPool.clientId,
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: challenged.body.Session,
      ChallengeResponses: { USERNAME: cook.email, SOFTWARE_TOKEN_MFA_CODE: '123456' },
    });
    expect(refused.status).toBe(400);
  });

  it('is required of admins by the API, and an admin with it is let in', async () => {
    const person = await signUpUser();
    const grouped = await cognito('AdminAddUserToGroup', {
      UserPoolId: localPool.userPoolId,
      Username: person.userId,
      GroupName: localPool.adminGroup,
    });
    expect(grouped.status).toBe(200);
    const admin = await signIn(person.email, person.password);
    const refused = await api('/api/admin/users?email=a', { token: admin.idToken });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { code: 'mfa_required' } });
    expect(JSON.stringify(refused.body)).toMatch(/My Account/);

    const secret = await turnOnTotp(admin.accessToken);
    const withCode = await signIn(person.email, person.password, secret);
    expect((await api('/api/admin/users?email=a', { token: withCode.idToken })).status).toBe(200);
  });

  it('is on for the local admin from the first start', async () => {
    const admin = await adminSession();
    expect((await api('/api/admin/audit-log', { token: admin.idToken })).status).toBe(200);
  });

  it('checks the current password of an account with two-step sign-in on (e-mail change)', async () => {
    const cook = await signUpUser();
    await turnOnTotp(cook.accessToken);
    const wrong = await api('/api/me/email-change', {
      method: 'POST',
      token: cook.idToken,
      body: { newEmail: `moved-${cook.email}`, currentPassword: 'Not-the-password-1' },
    });
    expect(wrong.status).toBe(400);
    const right = await api('/api/me/email-change', {
      method: 'POST',
      token: cook.idToken,
      body: { newEmail: `moved-${cook.email}`, currentPassword: cook.password },
    });
    expect(right.status).toBeLessThan(300);
  });
});
