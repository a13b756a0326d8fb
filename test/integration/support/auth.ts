// Accounts for integration tests, made through the real /cognito endpoint as Amplify would make them.
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { cognitoCall, localPool, signUpOnLocalPool } from '../../../infra/local/cognito.js';
import { signInWithSrp } from '../../../infra/local/srp-sign-in.js';
import { stackUrl } from './api.js';

export const cognito = (operation: string, body: Record<string, unknown>) =>
  cognitoCall(`${stackUrl()}/cognito`, operation, body);

export interface Session {
  userId: string;
  email: string;
  password: string;
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

/** A fresh, unique address on a reserved domain. */
export const uniqueEmail = (prefix = 'cook') => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

export function decodeJwt(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/**
 * Signs in as the browser does on AWS and locally: SRP (USER_SRP_AUTH, then the PASSWORD_VERIFIER
 * proof); with two-step sign-in on, answers Cognito's code challenge from `totpSecret`.
 */
export async function signIn(email: string, password: string, totpSecret?: string): Promise<Session> {
  const reply = await signInWithSrp({
    endpoint: `${stackUrl()}/cognito`,
    username: email,
    password,
    totpSecret,
  });
  if (reply.status !== 200) throw new Error(`Sign-in failed for ${email}: ${JSON.stringify(reply.body)}`);
  const result = reply.body.AuthenticationResult as Record<string, string>;
  const idToken = result.IdToken ?? '';
  return {
    userId: String(decodeJwt(idToken).sub),
    email,
    password,
    idToken,
    accessToken: result.AccessToken ?? '',
    refreshToken: result.RefreshToken ?? '',
  };
}

export async function signUpUser(
  options: { email?: string; password?: string; displayName?: string; locale?: string } = {},
): Promise<Session> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? `Pw-${randomUUID()}-1`;
  const reply = await signUpOnLocalPool(`${stackUrl()}/cognito`, { ...options, email, password });
  if (reply.status !== 200) throw new Error(`Sign-up failed for ${email}: ${JSON.stringify(reply.body)}`);
  return signIn(email, password);
}

export function adminSession(): Promise<Session> {
  const admin = inject('hearthAdmin');
  return signIn(admin.email, admin.password, admin.totpSecret);
}

/**
 * An account whose address is NOT verified (issue 13): made by the admin API without a code, as an
 * account that only claims an address. Its ID token says email_verified=false.
 */
export async function createUnverifiedUser(options: { email?: string } = {}): Promise<Session> {
  const email = options.email ?? uniqueEmail('claimant');
  const password = `Pw-${randomUUID()}-1`;
  const created = await cognito('AdminCreateUser', {
    UserPoolId: localPool.userPoolId,
    Username: email,
    UserAttributes: [{ Name: 'email', Value: email }],
    TemporaryPassword: password,
    MessageAction: 'SUPPRESS',
  });
  if (created.status !== 200) throw new Error(`AdminCreateUser failed: ${JSON.stringify(created.body)}`);
  const set = await cognito('AdminSetUserPassword', {
    UserPoolId: localPool.userPoolId,
    Username: email,
    Password: password,
    Permanent: true,
  });
  if (set.status !== 200) throw new Error(`AdminSetUserPassword failed: ${JSON.stringify(set.body)}`);
  return signIn(email, password);
}
