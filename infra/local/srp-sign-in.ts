// Signing in over Cognito's JSON protocol as the browser does (issue 40): USER_SRP_AUTH, the
// PASSWORD_VERIFIER proof, and with two-step sign-in on the authenticator code. The integration tests,
// the scripts (bench, load, Lighthouse) and the local admin's first start sign in through this, against
// the shim (<origin>/cognito), so they take the one path the AWS app client allows. The browser runs
// Amplify's own SRP code against the same shim.
import { type CognitoReply, cognitoCall, localPool } from './cognito.js';
import { claimSignature, clientKey, clientStart, srpPoolName, srpTimestamp } from './cognito-srp.js';
import { totpCode } from './totp.js';

export interface SrpSignIn {
  endpoint: string;
  username: string;
  password: string;
  /** The authenticator key, to answer SOFTWARE_TOKEN_MFA; without it that challenge is answered back. */
  totpSecret?: string;
  clientId?: string;
  userPoolId?: string;
}

/** The final reply: 200 with AuthenticationResult, a challenge left unanswered, or Cognito's error. */
export async function signInWithSrp(options: SrpSignIn): Promise<CognitoReply> {
  const clientId = options.clientId ?? localPool.clientId;
  const poolName = srpPoolName(options.userPoolId ?? localPool.userPoolId);
  const call = (operation: string, body: Record<string, unknown>) =>
    cognitoCall(options.endpoint, operation, body);
  const { a, srpA } = clientStart();
  const started = await call('InitiateAuth', {
    AuthFlow: 'USER_SRP_AUTH',
    ClientId: clientId,
    AuthParameters: { USERNAME: options.username, SRP_A: srpA },
  });
  if (started.status !== 200 || started.body.ChallengeName !== 'PASSWORD_VERIFIER') return started;
  const params = started.body.ChallengeParameters as Record<string, string>;
  const userIdForSrp = params.USER_ID_FOR_SRP ?? '';
  const key = clientKey({
    poolName,
    userIdForSrp,
    password: options.password,
    a,
    srpA,
    srpB: params.SRP_B ?? '',
    salt: params.SALT ?? '',
  });
  const timestamp = srpTimestamp();
  const secretBlock = params.SECRET_BLOCK ?? '';
  const proven = await call('RespondToAuthChallenge', {
    ClientId: clientId,
    ChallengeName: 'PASSWORD_VERIFIER',
    Session: started.body.Session,
    ChallengeResponses: {
      USERNAME: userIdForSrp,
      PASSWORD_CLAIM_SECRET_BLOCK: secretBlock,
      TIMESTAMP: timestamp,
      PASSWORD_CLAIM_SIGNATURE: claimSignature({ key, poolName, userIdForSrp, secretBlock, timestamp }),
    },
  });
  if (proven.body.ChallengeName !== 'SOFTWARE_TOKEN_MFA' || !options.totpSecret) return proven;
  return call('RespondToAuthChallenge', {
    ClientId: clientId,
    ChallengeName: 'SOFTWARE_TOKEN_MFA',
    Session: proven.body.Session,
    ChallengeResponses: { USERNAME: userIdForSrp, SOFTWARE_TOKEN_MFA_CODE: totpCode(options.totpSecret) },
  });
}

/** The tokens of a sign-in that must succeed (scripts, test setup); throws with Cognito's answer. */
export async function srpTokens(
  options: SrpSignIn,
): Promise<{ IdToken: string; AccessToken: string; RefreshToken: string }> {
  const reply = await signInWithSrp(options);
  const result = reply.body.AuthenticationResult as
    | { IdToken: string; AccessToken: string; RefreshToken: string }
    | undefined;
  if (reply.status !== 200 || !result?.IdToken)
    throw new Error(`Sign-in failed for ${options.username}: ${JSON.stringify(reply.body)}`);
  return result;
}
