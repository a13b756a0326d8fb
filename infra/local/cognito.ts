// cognito-local 5 as the local Cognito user pool, plus the HTTP shim the browser (Amplify v6) and the
// handlers talk to at <origin>/cognito. The shim fills the gaps between cognito-local and Cognito:
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
//
// How triggers run: cognito-local invokes Lambda triggers through an AWS Lambda-compatible endpoint
// (LambdaClient.endpoint), which we serve in-process, so PostConfirmation runs exactly where Cognito
// would run it (ConfirmSignUp, AdminConfirmSignUp). CustomMessage is NOT wired that way: cognito-local
// substitutes only the first `{####}` of the message and then just prints it, so the reset link would
// lose its code. Instead, after ForgotPassword succeeds the shim reads the code cognito-local stored
// for the user (its JSON store under .cognito/db) and calls the custom-message trigger with it, as
// Cognito does, then writes the result with the same mailer the handlers use.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { HttpResponse } from './api-gateway.js';
import { logTail, type ManagedProcess, startProcess, waitFor } from './processes.js';

/** Fixed ids, so config and tokens survive restarts. */
export const localPool = {
  userPoolId: 'local_hearth',
  clientId: 'hearthlocalwebclient',
  adminGroup: 'admin',
} as const;

type Json = Record<string, unknown>;

/** The CDK pool's password policy; cognito-local does not enforce one, so the shim does. */
export const passwordPolicy = {
  minLength: 8,
  lowercase: true,
  uppercase: true,
  digits: true,
  symbols: true,
} as const;

/** Cognito's InvalidPasswordException message for a password the policy refuses, or null. */
export function passwordProblem(password: unknown): string | null {
  const value = typeof password === 'string' ? password : '';
  const prefix = 'Password did not conform with policy: ';
  if (value.length < passwordPolicy.minLength) return `${prefix}Password not long enough`;
  if (!/[a-z]/.test(value)) return `${prefix}Password must have lowercase characters`;
  if (!/[A-Z]/.test(value)) return `${prefix}Password must have uppercase characters`;
  if (!/[0-9]/.test(value)) return `${prefix}Password must have numeric characters`;
  if (!/[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+ -]/.test(value))
    return `${prefix}Password must have symbol characters`;
  return null;
}

/** Where each operation carries a new password. */
const newPasswordField: Record<string, string> = {
  SignUp: 'Password',
  ConfirmForgotPassword: 'Password',
  ChangePassword: 'ProposedPassword',
  AdminSetUserPassword: 'Password',
};

export interface CognitoReply {
  status: number;
  body: Json;
}

/** One call of the Cognito JSON protocol against an endpoint (cognito-local or the shim). */
export async function cognitoCall(endpoint: string, operation: string, body: Json): Promise<CognitoReply> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Json) : {} };
}

const cognitoDir = (dataDir: string) => join(dataDir, 'cognito');
const storeDir = (dataDir: string) => join(cognitoDir(dataDir), '.cognito', 'db');

/** Writes cognito-local's config and, on first start, the pool and the app client with fixed ids. */
async function seed(
  dataDir: string,
  options: { port: number; issuerDomain: string; lambdaEndpoint: string },
) {
  const configDir = join(cognitoDir(dataDir), '.cognito');
  await mkdir(storeDir(dataDir), { recursive: true });
  const config = {
    LambdaClient: {
      endpoint: options.lambdaEndpoint,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    },
    TriggerFunctions: { PostConfirmation: 'hearth-post-confirmation' },
    TokenConfig: { IssuerDomain: options.issuerDomain },
    UserPoolDefaults: { UsernameAttributes: ['email'] },
    ServerConfig: { hostname: '127.0.0.1', port: options.port },
  };
  await writeFile(join(configDir, 'config.json'), JSON.stringify(config, null, 2));

  const poolFile = join(storeDir(dataDir), `${localPool.userPoolId}.json`);
  const now = new Date().toISOString();
  try {
    await readFile(poolFile);
  } catch {
    // Close to the CDK pool: e-mail as the sign-in alias, e-mail auto-verified, Cognito's default policy.
    const pool = {
      Users: {},
      Options: {
        Id: localPool.userPoolId,
        Name: 'hearth-local',
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        MfaConfiguration: 'OFF',
        Policies: {
          PasswordPolicy: {
            MinimumLength: 8,
            RequireUppercase: true,
            RequireLowercase: true,
            RequireNumbers: true,
            RequireSymbols: true,
            TemporaryPasswordValidityDays: 7,
          },
        },
        CreationDate: now,
        LastModifiedDate: now,
      },
    };
    await writeFile(poolFile, JSON.stringify(pool, null, 2));
  }
  await keepOriginalEmail(poolFile);

  const clientsFile = join(storeDir(dataDir), 'clients.json');
  let clients: { Clients: Record<string, Json> } = { Clients: {} };
  try {
    clients = JSON.parse(await readFile(clientsFile, 'utf8'));
  } catch {
    // first start
  }
  clients.Clients[localPool.clientId] ??= {
    ClientId: localPool.clientId,
    ClientName: 'hearth-web',
    UserPoolId: localPool.userPoolId,
    ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    TokenValidityUnits: { AccessToken: 'hours', IdToken: 'hours', RefreshToken: 'days' },
    AccessTokenValidity: 1,
    IdTokenValidity: 1,
    RefreshTokenValidity: 30,
    CreationDate: now,
    LastModifiedDate: now,
  };
  await writeFile(clientsFile, JSON.stringify(clients, null, 2));
}

/** The CDK pool's keepOriginal: { email: true }, also on a pool seeded before it existed. */
async function keepOriginalEmail(poolFile: string) {
  const pool = JSON.parse(await readFile(poolFile, 'utf8')) as { Options: Json };
  const wanted = { AttributesRequireVerificationBeforeUpdate: ['email'] };
  if (JSON.stringify(pool.Options.UserAttributeUpdateSettings) === JSON.stringify(wanted)) return;
  pool.Options.UserAttributeUpdateSettings = wanted;
  await writeFile(poolFile, JSON.stringify(pool, null, 2));
}

/** The CDK app client's writeAttributes: what the browser may write (sign-up's address and name). */
export const clientWritableAttributes = ['email', 'name'] as const;

export async function startCognitoLocal(options: {
  dataDir: string;
  port: number;
  issuerDomain: string;
  lambdaEndpoint: string;
}): Promise<{ process: ManagedProcess; endpoint: string }> {
  await seed(options.dataDir, options);
  const bin = createRequire(import.meta.url).resolve('cognito-local/lib/bin/start.js');
  const endpoint = `http://127.0.0.1:${options.port}`;
  const child = await startProcess({
    name: 'cognito',
    command: process.execPath,
    // The last argument is ignored by cognito-local; it names the data directory so a later start can
    // recognise (and end) a cognito-local orphaned by a killed parent.
    args: [bin, `--hearth-data=${options.dataDir}`],
    cwd: cognitoDir(options.dataDir),
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(options.port), NODE_OPTIONS: '' },
    logDir: join(options.dataDir, 'logs'),
  });
  try {
    await waitFor(
      'cognito-local',
      async () => {
        if (child.child.exitCode !== null) throw new Error('exited');
        return (await fetch(`${endpoint}/health`)).ok;
      },
      60_000,
    );
  } catch (error) {
    await child.stop();
    throw new Error(
      `cognito-local failed to start (${(error as Error).message}):\n${logTail(child.logFile)}`,
    );
  }
  // CreateGroup on an existing group would replace it and drop its members, so only when missing.
  const existing = await cognitoCall(endpoint, 'GetGroup', {
    UserPoolId: localPool.userPoolId,
    GroupName: localPool.adminGroup,
  });
  if (existing.status !== 200) {
    const group = await cognitoCall(endpoint, 'CreateGroup', {
      UserPoolId: localPool.userPoolId,
      GroupName: localPool.adminGroup,
      Description: 'Hearth administrators',
    });
    if (group.status !== 200) {
      await child.stop();
      throw new Error(`cognito-local could not create the admin group: ${JSON.stringify(group.body)}`);
    }
  }
  return { process: child, endpoint };
}

type TriggerHandler = (event: Json) => Promise<unknown>;

/** An AWS Lambda Invoke endpoint (POST /2015-03-31/functions/{name}/invocations) for cognito-local. */
export async function startTriggerEndpoint(
  handlers: Record<string, () => Promise<TriggerHandler>>,
): Promise<{ endpoint: string; stop(): Promise<void> }> {
  const server: Server = createServer(async (req, res) => {
    const name = /^\/2015-03-31\/functions\/([^/]+)\/invocations/.exec(req.url ?? '')?.[1];
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const load = name ? handlers[decodeURIComponent(name)] : undefined;
    if (!load) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ Type: 'User', message: `Function not found: ${name}` }));
      return;
    }
    try {
      const handler = await load();
      const result = await handler(JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(result ?? null));
    } catch (error) {
      process.stderr.write(`Trigger ${name} failed: ${(error as Error).stack ?? error}\n`);
      res.writeHead(200, { 'content-type': 'application/json', 'x-amz-function-error': 'Unhandled' });
      res.end(JSON.stringify({ errorMessage: (error as Error).message, errorType: (error as Error).name }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface StoredUser {
  Username: string;
  Attributes: { Name: string; Value: string }[];
  ConfirmationCode?: string;
  RefreshTokens?: string[];
}

const attr = (user: StoredUser, name: string) => user.Attributes.find((a) => a.Name === name)?.Value;

export interface ShimOptions {
  upstream: string;
  dataDir: string;
  customMessage: () => Promise<TriggerHandler>;
  sendMail: (message: { to: string; subject: string; html: string; text: string }) => Promise<void>;
}

const amzJson = (status: number, body: Json): HttpResponse => ({
  statusCode: status,
  headers: { 'content-type': 'application/x-amz-json-1.1' },
  body: Buffer.from(JSON.stringify(body)),
});

export function createCognitoShim(options: ShimOptions) {
  const call = (operation: string, body: Json) => cognitoCall(options.upstream, operation, body);
  const poolId = localPool.userPoolId;

  async function storedUser(username: string): Promise<StoredUser | undefined> {
    const file = join(storeDir(options.dataDir), `${poolId}.json`);
    const pool = JSON.parse(await readFile(file, 'utf8')) as { Users: Record<string, StoredUser> };
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
      case 'InitiateAuth': {
        const reply = await call('InitiateAuth', body);
        // cognito-local tells unknown users and wrong passwords apart; Cognito does not.
        if (
          reply.body.__type === 'UserNotFoundException' ||
          reply.body.__type === 'InvalidPasswordException'
        ) {
          return amzJson(400, {
            __type: 'NotAuthorizedException',
            message: 'Incorrect username or password.',
          });
        }
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

/** A password Cognito's default policy accepts. */
export function randomPassword(): string {
  return `Hh9-${randomUUID().replace(/-/g, '').slice(0, 18)}`;
}
