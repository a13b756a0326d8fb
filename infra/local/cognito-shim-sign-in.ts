// Sign-in at the Cognito shim as the AWS app client allows it (issue 40): USER_SRP_AUTH and its
// PASSWORD_VERIFIER challenge, then whatever Cognito asks next (SOFTWARE_TOKEN_MFA for two-step
// sign-in), refresh, and ADMIN_USER_PASSWORD_AUTH for the server-side password check. cognito-local has
// no SRP, so the shim plays Cognito's side of it (cognito-srp.ts) from the password cognito-local keeps
// in plain text; once the password is proven, the shim signs in upstream with it and passes on
// cognito-local's answer. Every challenge after SRP carries a session the shim issued: single use, three
// minutes, for that user only; cognito-local checks none (it would answer a SOFTWARE_TOKEN_MFA response
// to any session string, skipping the password).
import { randomBytes } from 'node:crypto';
import type { HttpResponse } from './api-gateway.js';
import { type CognitoReply, type Json, localClientAuthFlows, localPool } from './cognito.js';
import { amzJson, attr, type StoredUser } from './cognito-shim-users.js';
import {
  claimSignature,
  parseSrpTimestamp,
  serverChallenge,
  signatureMatches,
  srpPoolName,
} from './cognito-srp.js';

/** Cognito's sessions last three minutes. */
const SESSION_MS = 3 * 60_000;
/** How far a PASSWORD_VERIFIER's TIMESTAMP may be from now (clock skew). */
const TIMESTAMP_SKEW_MS = 5 * 60_000;
/** Wrong authenticator codes one session may take before it is spent. */
const MAX_CODE_TRIES = 3;

type Pending =
  | {
      challenge: 'PASSWORD_VERIFIER';
      /** undefined: an unknown user (prevent user existence errors), refused at the proof. */
      user?: StoredUser;
      userIdForSrp: string;
      secretBlock: string;
      key: Buffer;
      expires: number;
    }
  | {
      challenge: string;
      user: StoredUser;
      upstreamSession: unknown;
      tries: number;
      expires: number;
    };

const incorrect = () =>
  amzJson(400, { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
const expiredSession = () =>
  amzJson(400, {
    __type: 'NotAuthorizedException',
    message: 'Invalid session for the user, session is expired.',
  });
const flowNotEnabled = (flow: unknown) =>
  amzJson(400, {
    __type: 'InvalidParameterException',
    message: `${String(flow)} flow not enabled for this client`,
  });

/** Which ALLOW_* flag of the app client an auth flow needs. */
const FLOW_FLAG: Record<string, string> = {
  USER_SRP_AUTH: 'ALLOW_USER_SRP_AUTH',
  USER_PASSWORD_AUTH: 'ALLOW_USER_PASSWORD_AUTH',
  REFRESH_TOKEN_AUTH: 'ALLOW_REFRESH_TOKEN_AUTH',
  REFRESH_TOKEN: 'ALLOW_REFRESH_TOKEN_AUTH',
  ADMIN_USER_PASSWORD_AUTH: 'ALLOW_ADMIN_USER_PASSWORD_AUTH',
};
export const flowAllowed = (flow: unknown) => {
  const flag = FLOW_FLAG[String(flow)];
  return flag !== undefined && (localClientAuthFlows as readonly string[]).includes(flag);
};

export function shimSignIn(deps: {
  call: (operation: string, body: Json) => Promise<CognitoReply>;
  storedUser: (username: string) => Promise<StoredUser | undefined>;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  const pending = new Map<string, Pending>();
  const poolName = srpPoolName(localPool.userPoolId);

  function issue(state: Pending): string {
    for (const [id, old] of pending) if (old.expires <= now()) pending.delete(id);
    const id = randomBytes(48).toString('base64');
    pending.set(id, state);
    return id;
  }

  /** cognito-local's answer once the password is proven, its challenge (if any) under a session of ours. */
  async function afterPassword(user: StoredUser, clientId: unknown): Promise<HttpResponse> {
    const reply = await deps.call('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: user.Username, PASSWORD: user.Password },
    });
    const challenge = reply.body.ChallengeName;
    if (reply.status !== 200 || typeof challenge !== 'string') return amzJson(reply.status, reply.body);
    const session = issue({
      challenge,
      user,
      upstreamSession: reply.body.Session,
      tries: 0,
      expires: now() + SESSION_MS,
    });
    return amzJson(200, {
      ChallengeName: challenge,
      Session: session,
      ChallengeParameters: { ...(reply.body.ChallengeParameters as Json), USER_ID_FOR_SRP: user.Username },
    });
  }

  async function initiateSrp(body: Json): Promise<HttpResponse> {
    const params = (body.AuthParameters ?? {}) as Json;
    const username = typeof params.USERNAME === 'string' ? params.USERNAME : '';
    const srpA = typeof params.SRP_A === 'string' ? params.SRP_A : '';
    if (!username || !srpA)
      return amzJson(400, {
        __type: 'InvalidParameterException',
        message: 'Missing required parameter SRP_A or USERNAME',
      });
    if (body.ClientId !== localPool.clientId)
      return amzJson(400, {
        __type: 'ResourceNotFoundException',
        message: `User pool client ${String(body.ClientId)} does not exist.`,
      });
    const user = await deps.storedUser(username);
    // An unknown address gets a challenge too (preventUserExistenceErrors), with a key no one holds.
    const userIdForSrp = user?.Username ?? username;
    const numbers = serverChallenge({
      poolName,
      userIdForSrp,
      password: user?.Password ?? randomBytes(24).toString('base64'),
      srpA,
    });
    if (!numbers) return amzJson(400, { __type: 'InvalidParameterException', message: 'SRP_A is not valid' });
    const secretBlock = randomBytes(96).toString('base64');
    const session = issue({
      challenge: 'PASSWORD_VERIFIER',
      user,
      userIdForSrp,
      secretBlock,
      key: numbers.key,
      expires: now() + SESSION_MS,
    });
    return amzJson(200, {
      ChallengeName: 'PASSWORD_VERIFIER',
      Session: session,
      ChallengeParameters: {
        SALT: numbers.salt,
        SRP_B: numbers.srpB,
        SECRET_BLOCK: secretBlock,
        USERNAME: userIdForSrp,
        USER_ID_FOR_SRP: userIdForSrp,
      },
    });
  }

  async function respond(body: Json): Promise<HttpResponse> {
    const id = typeof body.Session === 'string' ? body.Session : '';
    const state = pending.get(id);
    const responses = (body.ChallengeResponses ?? {}) as Json;
    if (!state || state.expires <= now() || state.challenge !== body.ChallengeName) {
      pending.delete(id);
      return expiredSession();
    }
    if (state.challenge === 'PASSWORD_VERIFIER' && 'key' in state) {
      pending.delete(id);
      const timestamp = parseSrpTimestamp(responses.TIMESTAMP);
      const expected = claimSignature({
        key: state.key,
        poolName,
        userIdForSrp: state.userIdForSrp,
        secretBlock: state.secretBlock,
        timestamp: String(responses.TIMESTAMP ?? ''),
      });
      const proven =
        state.user !== undefined &&
        responses.PASSWORD_CLAIM_SECRET_BLOCK === state.secretBlock &&
        timestamp !== null &&
        Math.abs(timestamp.getTime() - now()) <= TIMESTAMP_SKEW_MS &&
        signatureMatches(expected, responses.PASSWORD_CLAIM_SIGNATURE);
      if (!proven || !state.user) return incorrect();
      return afterPassword(state.user, body.ClientId);
    }
    if (!('upstreamSession' in state)) return expiredSession();
    const named = String(responses.USERNAME ?? '');
    const sameUser =
      named === state.user.Username || named.toLowerCase() === attr(state.user, 'email')?.toLowerCase();
    if (!sameUser) return expiredSession();
    const reply = await deps.call('RespondToAuthChallenge', {
      ...body,
      Session: state.upstreamSession,
      ChallengeResponses: { ...responses, USERNAME: state.user.Username },
    });
    if (reply.status === 200) {
      pending.delete(id);
      if (typeof reply.body.ChallengeName === 'string') {
        const next = issue({
          challenge: reply.body.ChallengeName,
          user: state.user,
          upstreamSession: reply.body.Session,
          tries: 0,
          expires: now() + SESSION_MS,
        });
        return amzJson(200, { ...reply.body, Session: next });
      }
    } else {
      // A wrong code may be typed again in the same session, a few times.
      state.tries += 1;
      if (state.tries >= MAX_CODE_TRIES) pending.delete(id);
    }
    return amzJson(reply.status, reply.body);
  }

  /** InitiateAuth, AdminInitiateAuth and RespondToAuthChallenge; null for any other operation. */
  async function handle(operation: string, body: Json): Promise<HttpResponse | null> {
    if (operation === 'InitiateAuth' || operation === 'AdminInitiateAuth') {
      const flow = body.AuthFlow;
      // USER_SRP_AUTH is Cognito's client-side flow; the admin call takes only the admin flows.
      const wrongCall =
        (operation === 'InitiateAuth' && flow === 'ADMIN_USER_PASSWORD_AUTH') ||
        (operation === 'AdminInitiateAuth' && flow === 'USER_SRP_AUTH');
      if (wrongCall || !flowAllowed(flow)) return flowNotEnabled(flow);
      if (flow === 'USER_SRP_AUTH') return initiateSrp(body);
      const reply = await deps.call(operation, body);
      // cognito-local tells unknown users and wrong passwords apart; Cognito does not.
      if (reply.body.__type === 'UserNotFoundException' || reply.body.__type === 'InvalidPasswordException')
        return incorrect();
      return amzJson(reply.status, reply.body);
    }
    if (operation === 'RespondToAuthChallenge') return respond(body);
    if (operation === 'AdminRespondToAuthChallenge')
      return amzJson(400, {
        __type: 'InvalidParameterException',
        message: 'AdminRespondToAuthChallenge is not used by Hearth',
      });
    return null;
  }

  return { handle };
}
