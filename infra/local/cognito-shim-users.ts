// What the Cognito shim reads and does to the users of the local pool, beyond plain calls to
// cognito-local: its stored users (codes, refresh tokens), verified addresses, the reset mail and the
// refusal of attribute codes through OUR custom-message trigger (see cognito-shim.ts for why).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { HttpResponse } from './api-gateway.js';
import {
  type CognitoReply,
  cognitoCall,
  type Json,
  localPool,
  storeDir,
  type TriggerHandler,
} from './cognito.js';

export interface StoredUser {
  Username: string;
  Attributes: { Name: string; Value: string }[];
  ConfirmationCode?: string;
  /** cognito-local keeps it in plain text: the shim's SRP works from it (cognito-shim-sign-in.ts). */
  Password?: string;
  RefreshTokens?: string[];
}

export const attr = (user: StoredUser, name: string) => user.Attributes.find((a) => a.Name === name)?.Value;

export interface ShimOptions {
  upstream: string;
  dataDir: string;
  customMessage: () => Promise<TriggerHandler>;
  sendMail: (message: { to: string; subject: string; html: string; text: string }) => Promise<void>;
}

export const amzJson = (status: number, body: Json): HttpResponse => ({
  statusCode: status,
  headers: { 'content-type': 'application/x-amz-json-1.1' },
  body: Buffer.from(JSON.stringify(body)),
});

/** Operations that only read the pool: they need not wait for changes in flight. */
const READ_ONLY_OPERATIONS = new Set([
  'ListUsers',
  'AdminGetUser',
  'GetUser',
  'DescribeUserPool',
  'DescribeUserPoolClient',
]);

/** The shim's operations on stored users, against the pool at `options.upstream`. */
export function shimUsers(options: ShimOptions) {
  // cognito-local rewrites the pool's JSON file on every change and reads it back on the next request:
  // two changes at once interleave their writes and corrupt the file for every later request, and a
  // read during a write sees half a file. So every call that may change the pool (sign-ins store
  // refresh tokens) runs one at a time, and so do the shim's own reads of the file.
  let pending: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(run: () => Promise<T>): Promise<T> => {
    const next = pending.then(run, run);
    pending = next.catch(() => undefined);
    return next;
  };
  const call = (operation: string, body: Json) =>
    READ_ONLY_OPERATIONS.has(operation)
      ? cognitoCall(options.upstream, operation, body)
      : oneAtATime(() => cognitoCall(options.upstream, operation, body));
  const poolId = localPool.userPoolId;

  async function storedUser(username: string): Promise<StoredUser | undefined> {
    const file = join(storeDir(options.dataDir), `${poolId}.json`);
    const pool = JSON.parse(await oneAtATime(() => readFile(file, 'utf8'))) as {
      Users: Record<string, StoredUser>;
    };
    const wanted = username.toLowerCase();
    return Object.values(pool.Users).find(
      (user) =>
        user.Username === username ||
        attr(user, 'sub') === username ||
        attr(user, 'email')?.toLowerCase() === wanted,
    );
  }

  /** cognito-local only accepts email_verified together with the e-mail itself. */
  async function markEmailVerified(username: string): Promise<CognitoReply> {
    const user = await call('AdminGetUser', { UserPoolId: poolId, Username: username });
    if (user.status !== 200) return user;
    const attributes = (user.body.UserAttributes ?? []) as { Name: string; Value: string }[];
    const email = attributes.find((a) => a.Name === 'email')?.Value;
    if (!email) return user;
    return call('AdminUpdateUserAttributes', {
      UserPoolId: poolId,
      Username: username,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    });
  }

  /**
   * Confirms a fresh sign-up as if the e-mail link had been followed; runs post-confirmation. The
   * address is marked verified first, so the trigger sees email_verified=true as it does on AWS after
   * the code (it matches invitations to verified addresses only).
   */
  async function confirmSignUp(username: string): Promise<CognitoReply> {
    const verified = await markEmailVerified(username);
    if (verified.status !== 200) return verified;
    return call('AdminConfirmSignUp', { UserPoolId: poolId, Username: username });
  }

  async function sendResetMail(username: string): Promise<void> {
    const user = await storedUser(username);
    const email = user && attr(user, 'email');
    if (!user?.ConfirmationCode || !email) throw new Error(`No reset code stored for ${username}`);
    const customMessage = await options.customMessage();
    const event = (await customMessage({
      version: '1',
      region: 'local',
      userPoolId: poolId,
      userName: user.Username,
      triggerSource: 'CustomMessage_ForgotPassword',
      callerContext: { awsSdkVersion: 'local', clientId: localPool.clientId },
      request: {
        userAttributes: Object.fromEntries(user.Attributes.map((a) => [a.Name, a.Value])),
        codeParameter: user.ConfirmationCode,
        usernameParameter: user.Username,
      },
      response: { smsMessage: null, emailMessage: null, emailSubject: null },
    })) as { response: { emailSubject?: string; emailMessage?: string } };
    const html = event.response.emailMessage ?? `Your Hearth password reset code is ${user.ConfirmationCode}`;
    await options.sendMail({
      to: email,
      subject: event.response.emailSubject ?? 'Reset your Hearth password',
      html,
      text: html
        .replace(/<[^>]+>/g, '')
        .replace(/\n{2,}/g, '\n')
        .trim(),
    });
  }

  /**
   * Cognito with keepOriginal would keep the old address and send a code for the new one through the
   * custom-message trigger; ours refuses (issue 13), which fails the request with
   * UserLambdaValidationException and changes nothing. Answers that refusal, or null to go on.
   */
  async function attributeCodeRefusal(username: string, newEmail: string): Promise<HttpResponse | null> {
    const user = await storedUser(username);
    if (!user) return null;
    const customMessage = await options.customMessage();
    try {
      await customMessage({
        version: '1',
        region: 'local',
        userPoolId: poolId,
        userName: user.Username,
        triggerSource: 'CustomMessage_UpdateUserAttribute',
        callerContext: { awsSdkVersion: 'local', clientId: localPool.clientId },
        request: {
          userAttributes: {
            ...Object.fromEntries(user.Attributes.map((a) => [a.Name, a.Value])),
            email: newEmail,
          },
          codeParameter: '{####}',
          usernameParameter: user.Username,
        },
        response: { smsMessage: null, emailMessage: null, emailSubject: null },
      });
      return null;
    } catch (error) {
      return amzJson(400, {
        __type: 'UserLambdaValidationException',
        message: `CustomMessage failed with error ${(error as Error).message}.`,
      });
    }
  }

  /**
   * Revokes every refresh token of the user through cognito-local's own RevokeToken. Revocations run
   * one at a time: cognito-local rewrites the pool's JSON file on each, and two at once (say, sign out
   * everywhere from two tabs) interleave their writes and corrupt the file for every later request.
   */
  let revocations: Promise<unknown> = Promise.resolve();
  function revokeRefreshTokens(username: string): Promise<boolean> {
    const run = async () => {
      const user = await storedUser(username);
      if (!user) return false;
      for (const token of user.RefreshTokens ?? []) {
        await call('RevokeToken', { ClientId: localPool.clientId, Token: token });
      }
      return true;
    };
    const next = revocations.then(run, run);
    revocations = next.catch(() => undefined);
    return next;
  }

  async function emailTakenByAnother(username: string, email: string): Promise<boolean> {
    const list = await call('ListUsers', { UserPoolId: poolId });
    const users = (list.body.Users ?? []) as {
      Username: string;
      Attributes: { Name: string; Value: string }[];
    }[];
    const wanted = email.toLowerCase();
    return users.some((user) => {
      const values = Object.fromEntries(user.Attributes.map((a) => [a.Name, a.Value]));
      const isSelf = user.Username === username || values.sub === username;
      return !isSelf && values.email?.toLowerCase() === wanted;
    });
  }

  return {
    call,
    storedUser,
    confirmSignUp,
    markEmailVerified,
    sendResetMail,
    attributeCodeRefusal,
    revokeRefreshTokens,
    emailTakenByAnother,
  };
}
