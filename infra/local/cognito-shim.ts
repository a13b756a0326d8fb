// The HTTP shim in front of cognito-local (cognito.ts): the shim the browser (Amplify v6) and the
// handlers talk to at <origin>/cognito. The shim fills the gaps between cognito-local and Cognito:
//  - Sign-in as the AWS app client allows it: SRP (USER_SRP_AUTH, PASSWORD_VERIFIER), then two-step
//    sign-in's code, refresh, and the server-side password check; no other flow (cognito-shim-sign-in.ts).
//  - GetTokensFromRefreshToken (Amplify v6) -> InitiateAuth REFRESH_TOKEN_AUTH; GlobalSignOut -> no-op.
//  - Local sign-up needs no e-mail round trip: SignUp is followed by AdminConfirmSignUp (which runs
//    our post-confirmation trigger, so the profile exists) and email_verified=true.
//  - AdminUpdateUserAttributes refuses an e-mail another user has (cognito-local does not; Cognito
//    answers AliasExistsException).
//  - ForgotPassword writes the reset e-mail to the local outbox, rendered by OUR custom-message trigger.
//  - E-mail changes behave as on the AWS pool (issue 13): the app client may write only `email` and
//    `name` (writeAttributes; never email_verified), the pool keeps the original address until a new
//    one is verified (keepOriginal), and the code Cognito would send for a change that is not marked
//    verified goes through OUR custom-message trigger, which refuses it; so the change is refused and
//    nothing moves. Only a change marked verified by the server (after its own code) goes through.
//  - AdminUserGlobalSignOut (which cognito-local lacks) revokes the user's refresh tokens, as Cognito
//    does; so does a completed ConfirmForgotPassword, because cognito-local gives a refreshed ID token a
//    new auth_time where Cognito keeps the original sign-in's, which the API compares with the time the
//    password was reset (lambdas/src/shared/session-check.ts).
import type { HttpResponse } from './api-gateway.js';
import { clientWritableAttributes, type Json, passwordProblem } from './cognito.js';
import { shimSignIn } from './cognito-shim-sign-in.js';
import { amzJson, attr, type ShimOptions, shimUsers } from './cognito-shim-users.js';

export type { ShimOptions };

/** Where each operation carries a new password. */
const newPasswordField: Record<string, string> = {
  SignUp: 'Password',
  ConfirmForgotPassword: 'Password',
  ChangePassword: 'ProposedPassword',
  AdminSetUserPassword: 'Password',
};

export function createCognitoShim(options: ShimOptions) {
  const {
    call,
    storedUser,
    confirmSignUp,
    markEmailVerified,
    sendResetMail,
    attributeCodeRefusal,
    revokeRefreshTokens,
    emailTakenByAnother,
  } = shimUsers(options);
  const signIn = shimSignIn({ call, storedUser });

  /** Answers one Cognito JSON-protocol request (already read) as Cognito would. */
  async function handle(target: string | undefined, rawBody: string): Promise<HttpResponse> {
    const operation = target?.split('.')[1];
    let body: Json;
    try {
      body = rawBody ? (JSON.parse(rawBody) as Json) : {};
    } catch {
      return amzJson(400, { __type: 'SerializationException', message: 'Request body is not valid JSON' });
    }
    if (!operation)
      return amzJson(400, { __type: 'UnknownOperationException', message: 'Missing X-Amz-Target' });
    const passwordField = newPasswordField[operation];
    const weak = passwordField ? passwordProblem(body[passwordField]) : null;
    if (weak) return amzJson(400, { __type: 'InvalidPasswordException', message: weak });

    const signedIn = await signIn.handle(operation, body);
    if (signedIn) return signedIn;

    switch (operation) {
      case 'GlobalSignOut':
        return amzJson(200, {});
      case 'GetTokensFromRefreshToken': {
        const reply = await call('InitiateAuth', {
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: body.ClientId,
          AuthParameters: { REFRESH_TOKEN: body.RefreshToken },
        });
        if (reply.status !== 200) return amzJson(reply.status, reply.body);
        const result = (reply.body.AuthenticationResult ?? {}) as Json;
        return amzJson(200, {
          AuthenticationResult: {
            TokenType: 'Bearer',
            ExpiresIn: 3600,
            ...result,
            RefreshToken: body.RefreshToken,
          },
        });
      }
      case 'SignUp': {
        const reply = await call('SignUp', body);
        if (reply.status !== 200 || reply.body.UserConfirmed === true)
          return amzJson(reply.status, reply.body);
        const confirmed = await confirmSignUp(String(reply.body.UserSub));
        if (confirmed.status !== 200) return amzJson(confirmed.status, confirmed.body);
        return amzJson(200, { ...reply.body, UserConfirmed: true, CodeDeliveryDetails: undefined });
      }
      case 'ConfirmSignUp': {
        const reply = await call('ConfirmSignUp', body);
        if (reply.status !== 200) return amzJson(reply.status, reply.body);
        await markEmailVerified(String(body.Username));
        return amzJson(200, reply.body);
      }
      case 'ForgotPassword': {
        const reply = await call('ForgotPassword', body);
        if (reply.status === 200) await sendResetMail(String(body.Username));
        // The real client prevents user-existence errors: an unknown address looks like a sent mail.
        if (reply.body.__type === 'UserNotFoundException') {
          const hidden = { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'x***@x***' };
          return amzJson(200, { CodeDeliveryDetails: hidden });
        }
        return amzJson(reply.status, reply.body);
      }
      case 'AdminUserGlobalSignOut': {
        if (!(await revokeRefreshTokens(String(body.Username ?? ''))))
          return amzJson(400, { __type: 'UserNotFoundException', message: 'User does not exist.' });
        return amzJson(200, {});
      }
      case 'ConfirmForgotPassword': {
        const reply = await call('ConfirmForgotPassword', body);
        if (reply.status === 200) await revokeRefreshTokens(String(body.Username ?? ''));
        return amzJson(reply.status, reply.body);
      }
      case 'UpdateUserAttributes': {
        // The browser, with its access token: only the client's writeAttributes, and an address
        // change is held by keepOriginal and its code refused (see attributeCodeRefusal).
        const attributes = (body.UserAttributes ?? []) as { Name: string; Value: string }[];
        const writable: readonly string[] = clientWritableAttributes;
        if (attributes.some((a) => !writable.includes(a.Name))) {
          return amzJson(400, {
            __type: 'NotAuthorizedException',
            message: 'A client attempted to write unauthorized attribute',
          });
        }
        const email = attributes.find((a) => a.Name === 'email')?.Value;
        const sub = String(decodeJwtPayload(String(body.AccessToken ?? '')).sub ?? '');
        const refusal = email ? await attributeCodeRefusal(sub, email) : null;
        if (refusal) return refusal;
        const reply = await call(operation, body);
        return amzJson(reply.status, reply.body);
      }
      case 'AdminUpdateUserAttributes': {
        const attributes = (body.UserAttributes ?? []) as { Name: string; Value: string }[];
        const email = attributes.find((a) => a.Name === 'email')?.Value;
        if (email && (await emailTakenByAnother(String(body.Username), email))) {
          return amzJson(400, {
            __type: 'AliasExistsException',
            message: 'An account with the given email already exists.',
          });
        }
        // Not marked verified in the same call: keepOriginal would wait for a code (refused).
        const verified = attributes.find((a) => a.Name === 'email_verified')?.Value === 'true';
        const stored = email && !verified ? await storedUser(String(body.Username)) : undefined;
        const current = stored ? attr(stored, 'email') : undefined;
        if (email && stored && current?.toLowerCase() !== email.toLowerCase()) {
          const refusal = await attributeCodeRefusal(String(body.Username), email);
          if (refusal) return refusal;
        }
        const reply = await call(operation, body);
        return amzJson(reply.status, reply.body);
      }
      default: {
        const reply = await call(operation, body);
        return amzJson(reply.status, reply.body);
      }
    }
  }

  return { handle, confirmSignUp, call };
}

export type CognitoShim = ReturnType<typeof createCognitoShim>;

/** The claims of a JWT, unverified (cognito-local checks the token itself). */
function decodeJwtPayload(token: string): Json {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Json;
  } catch {
    return {};
  }
}
