// cognito-local 5 as the local Cognito user pool: its config and seed (the pool, the app client and the
// admin group with fixed ids), the password policy the shim enforces, and the Lambda endpoint that runs
// our triggers. The HTTP shim in front of it (what the browser and the handlers talk to) is
// cognito-shim.ts.
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
import { logTail, type ManagedProcess, startProcess, waitFor } from './processes.js';

/** Fixed ids, so config and tokens survive restarts. */
export const localPool = {
  userPoolId: 'local_hearth',
  clientId: 'hearthlocalwebclient',
  adminGroup: 'admin',
} as const;

export type Json = Record<string, unknown>;

/**
 * The sign-in flows of the app client, exactly those of the AWS client (stateful-stack.ts; the infra
 * test compares the two): SRP for the browser, refresh, and the server-side password check. The shim
 * refuses every other flow (cognito-shim-sign-in.ts); cognito-local itself checks none.
 */
export const localClientAuthFlows = [
  'ALLOW_ADMIN_USER_PASSWORD_AUTH',
  'ALLOW_REFRESH_TOKEN_AUTH',
  'ALLOW_USER_SRP_AUTH',
] as const;

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

/**
 * Signs a person up on the local pool's app client as the sign-up form does: the e-mail, and the
 * display name and language when given (tests, bench). `endpoint` is the stack's Cognito address.
 */
export function signUpOnLocalPool(
  endpoint: string,
  person: { email: string; password: string; displayName?: string; locale?: string },
): Promise<CognitoReply> {
  const attributes = [{ Name: 'email', Value: person.email }];
  if (person.displayName) attributes.push({ Name: 'name', Value: person.displayName });
  if (person.locale) attributes.push({ Name: 'locale', Value: person.locale });
  return cognitoCall(endpoint, 'SignUp', {
    ClientId: localPool.clientId,
    Username: person.email,
    Password: person.password,
    UserAttributes: attributes,
  });
}

const cognitoDir = (dataDir: string) => join(dataDir, 'cognito');
export const storeDir = (dataDir: string) => join(cognitoDir(dataDir), '.cognito', 'db');

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
        MfaConfiguration: 'OPTIONAL',
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
  await matchAwsPool(poolFile);

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
    ExplicitAuthFlows: [...localClientAuthFlows],
    TokenValidityUnits: { AccessToken: 'hours', IdToken: 'hours', RefreshToken: 'days' },
    AccessTokenValidity: 1,
    IdTokenValidity: 1,
    RefreshTokenValidity: 30,
    CreationDate: now,
    LastModifiedDate: now,
  };
  // A pool seeded before SRP (issue 40) allowed USER_PASSWORD_AUTH: the flows are the AWS client's now.
  (clients.Clients[localPool.clientId] as Json).ExplicitAuthFlows = [...localClientAuthFlows];
  await writeFile(clientsFile, JSON.stringify(clients, null, 2));
}

/** The CDK pool's keepOriginal: { email: true } and optional (TOTP) MFA, also on a pool seeded before. */
async function matchAwsPool(poolFile: string) {
  const pool = JSON.parse(await readFile(poolFile, 'utf8')) as { Options: Json };
  const wanted = { AttributesRequireVerificationBeforeUpdate: ['email'] };
  if (
    JSON.stringify(pool.Options.UserAttributeUpdateSettings) === JSON.stringify(wanted) &&
    pool.Options.MfaConfiguration === 'OPTIONAL'
  )
    return;
  pool.Options.UserAttributeUpdateSettings = wanted;
  pool.Options.MfaConfiguration = 'OPTIONAL';
  await writeFile(poolFile, JSON.stringify(pool, null, 2));
}

/** The CDK app client's writeAttributes: what the browser may write (sign-up's address, name and language, issue 37). */
export const clientWritableAttributes = ['email', 'name', 'locale'] as const;

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

export type TriggerHandler = (event: Json) => Promise<unknown>;

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

/** A password Cognito's default policy accepts. */
export function randomPassword(): string {
  return `Hh9-${randomUUID().replace(/-/g, '').slice(0, 18)}`;
}
