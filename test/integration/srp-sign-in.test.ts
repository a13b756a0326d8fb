// Issue 40: the local Cognito shim signs in as the AWS app client does, with SRP only. Amplify's own
// sign-in code (the browser's, run here in Node) drives it, so the shim's maths is checked against the
// client AWS users run, not only against our helper; then the protocol's edges, over the wire.
import { Amplify } from 'aws-amplify';
import { signIn as amplifySignIn, confirmSignIn, fetchAuthSession, signOut } from 'aws-amplify/auth';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { localPool } from '../../infra/local/cognito.js';
import {
  claimSignature,
  clientKey,
  clientStart,
  srpPoolName,
  srpTimestamp,
} from '../../infra/local/cognito-srp.js';
import { signInWithSrp } from '../../infra/local/srp-sign-in.js';
import { totpCode } from '../../infra/local/totp.js';
import { api, stackUrl } from './support/api.js';
import { cognito, decodeJwt, signUpUser, uniqueEmail } from './support/auth.js';

beforeAll(() => {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: localPool.userPoolId,
        userPoolClientId: localPool.clientId,
        userPoolEndpoint: `${stackUrl()}/cognito`,
      },
    },
  });
});
afterEach(async () => {
  await signOut().catch(() => undefined);
});

const endpoint = () => `${stackUrl()}/cognito`;

/** The PASSWORD_VERIFIER response a client sends, built step by step (cognito-srp.ts). */
async function passwordProof(email: string, password: string, at = new Date()) {
  const { a, srpA } = clientStart();
  const started = await cognito('InitiateAuth', {
    AuthFlow: 'USER_SRP_AUTH',
    ClientId: localPool.clientId,
    AuthParameters: { USERNAME: email, SRP_A: srpA },
  });
  const params = started.body.ChallengeParameters as Record<string, string>;
  const poolName = srpPoolName(localPool.userPoolId);
  const userIdForSrp = params.USER_ID_FOR_SRP ?? '';
  const key = clientKey({
    poolName,
    userIdForSrp,
    password,
    a,
    srpA,
    srpB: params.SRP_B ?? '',
    salt: params.SALT ?? '',
  });
  const timestamp = srpTimestamp(at);
  const secretBlock = params.SECRET_BLOCK ?? '';
  return {
    ClientId: localPool.clientId,
    ChallengeName: 'PASSWORD_VERIFIER',
    Session: started.body.Session,
    ChallengeResponses: {
      USERNAME: userIdForSrp,
      PASSWORD_CLAIM_SECRET_BLOCK: secretBlock,
      TIMESTAMP: timestamp,
      PASSWORD_CLAIM_SIGNATURE: claimSignature({ key, poolName, userIdForSrp, secretBlock, timestamp }),
    },
  };
}

describe("Amplify's SRP sign-in against the local shim", () => {
  it('signs a cook in with USER_SRP_AUTH, and the ID token opens the API', async () => {
    const cook = await signUpUser();
    const result = await amplifySignIn({
      username: cook.email,
      password: cook.password,
      options: { authFlowType: 'USER_SRP_AUTH' },
    });
    expect(result.isSignedIn).toBe(true);
    const { tokens } = await fetchAuthSession();
    const idToken = tokens?.idToken?.toString() ?? '';
    expect(decodeJwt(idToken)).toMatchObject({ sub: cook.userId, token_use: 'id' });
    expect((await api('/api/me', { token: idToken })).body).toMatchObject({ userId: cook.userId });
  });

  it('refuses a wrong password as Cognito does', async () => {
    const cook = await signUpUser();
    await expect(
      amplifySignIn({
        username: cook.email,
        password: `${cook.password}x`,
        options: { authFlowType: 'USER_SRP_AUTH' },
      }),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException', message: 'Incorrect username or password.' });
  });

  it('asks the admin for the authenticator code after the SRP proof, and lets them in with it', async () => {
    const admin = inject('hearthAdmin');
    const first = await amplifySignIn({
      username: admin.email,
      password: admin.password,
      options: { authFlowType: 'USER_SRP_AUTH' },
    });
    expect(first.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_TOTP_CODE');
    const second = await confirmSignIn({ challengeResponse: totpCode(admin.totpSecret ?? '') });
    expect(second.isSignedIn).toBe(true);
    const idToken = (await fetchAuthSession()).tokens?.idToken?.toString();
    expect((await api('/api/admin/audit-log', { token: idToken })).status).toBe(200);
  });

  it('does not offer the plain-password flow, which the AWS app client does not allow', async () => {
    const cook = await signUpUser();
    await expect(
      amplifySignIn({
        username: cook.email,
        password: cook.password,
        options: { authFlowType: 'USER_PASSWORD_AUTH' },
      }),
    ).rejects.toMatchObject({ name: 'InvalidParameterException' });
  });
});

describe('the SRP protocol at the shim', () => {
  it('refuses USER_PASSWORD_AUTH and other flows with the message Cognito gives', async () => {
    const cook = await signUpUser();
    for (const flow of ['USER_PASSWORD_AUTH', 'CUSTOM_AUTH', 'ADMIN_USER_PASSWORD_AUTH']) {
      const reply = await cognito('InitiateAuth', {
        AuthFlow: flow,
        ClientId: localPool.clientId,
        AuthParameters: { USERNAME: cook.email, PASSWORD: cook.password },
      });
      expect(reply.status, flow).toBe(400);
      expect(reply.body).toEqual({
        __type: 'InvalidParameterException',
        message: `${flow} flow not enabled for this client`,
      });
    }
  });

  it('answers an unknown address with a challenge too (no account enumeration), then refuses the proof', async () => {
    const started = await cognito('InitiateAuth', {
      AuthFlow: 'USER_SRP_AUTH',
      ClientId: localPool.clientId,
      AuthParameters: { USERNAME: uniqueEmail('nobody'), SRP_A: 'abc123' },
    });
    expect(started.body.ChallengeName).toBe('PASSWORD_VERIFIER');
    const reply = await signInWithSrp({
      endpoint: endpoint(),
      username: uniqueEmail('nobody'),
      password: 'X-1x',
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('uses each session once: a replayed proof is refused', async () => {
    const cook = await signUpUser();
    const proof = await passwordProof(cook.email, cook.password);
    const first = await cognito('RespondToAuthChallenge', proof);
    expect(first.status).toBe(200);
    expect(first.body.AuthenticationResult).toBeDefined();
    const replayed = await cognito('RespondToAuthChallenge', proof);
    expect(replayed.status).toBe(400);
    expect(replayed.body.__type).toBe('NotAuthorizedException');
  });

  it('refuses a proof whose timestamp is far from now (a recorded proof cannot be kept for later)', async () => {
    const cook = await signUpUser();
    const proof = await passwordProof(cook.email, cook.password, new Date(Date.now() - 60 * 60_000));
    const reply = await cognito('RespondToAuthChallenge', proof);
    expect(reply.status).toBe(400);
    expect(reply.body.AuthenticationResult).toBeUndefined();
  });

  it('gives no tokens for an authenticator code sent without the password proof', async () => {
    // cognito-local answers a SOFTWARE_TOKEN_MFA response to any session string; the shim does not.
    const admin = inject('hearthAdmin');
    const reply = await cognito('RespondToAuthChallenge', {
      ClientId: localPool.clientId,
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: 'made-up',
      ChallengeResponses: {
        USERNAME: admin.email,
        SOFTWARE_TOKEN_MFA_CODE: totpCode(admin.totpSecret ?? ''),
      },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.AuthenticationResult).toBeUndefined();
  });

  it("does not let one person's code session sign in another", async () => {
    const admin = inject('hearthAdmin');
    const cook = await signUpUser();
    const challenged = await signInWithSrp({
      endpoint: endpoint(),
      username: admin.email,
      password: admin.password,
    });
    expect(challenged.body.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    const reply = await cognito('RespondToAuthChallenge', {
      ClientId: localPool.clientId,
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: challenged.body.Session,
      ChallengeResponses: { USERNAME: cook.email, SOFTWARE_TOKEN_MFA_CODE: totpCode(admin.totpSecret ?? '') },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.AuthenticationResult).toBeUndefined();
  });
});
