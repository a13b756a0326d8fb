// The local stack: real stand-ins for AWS (DynamoDB Local, s3rver, cognito-local) behind ONE local
// server that plays CloudFront + API Gateway: /api/* runs the same Lambda handlers, /cognito is the
// Amplify-facing Cognito shim, /config.json configures the SPA, /__mail shows the outbox, and the
// rest is the built SPA (front-door.ts routes them). `npm start`, the integration tests, Playwright
// and the bench all use it.
// Handlers read their configuration when first imported, so one process hosts one stack.
import { mkdir } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import getPort from 'get-port';
import { ensureAdmin, type LocalAdmin } from './admin-account.js';
import { jsonError } from './api-gateway.js';
import { cognitoCall, startCognitoLocal, startTriggerEndpoint } from './cognito.js';
import { createCognitoShim } from './cognito-shim.js';
import { ensureTable, startDynamo } from './dynamo.js';
import { startFaultProxy } from './fault-proxy.js';
import { FaultDice, parseFaults } from './faults.js';
import { frontDoor } from './front-door.js';
import { handlerEnvironment } from './handler-environment.js';
import { createLambdaApi, type RouteStats, region, send } from './lambda-api.js';
import type { LambdaHandler } from './lambda-invoke.js';
import { killLeftovers, type ManagedProcess, recordChildren } from './processes.js';
import { startS3 } from './s3.js';
import { startStepFunctionsLocal } from './step-functions.js';
import { startLiveUpdates } from './websocket.js';

// Re-exported for the tests and the bench (Playwright's transform needs `export type` for a type).
export type { RouteStats } from './lambda-api.js';
export { region } from './lambda-api.js';

export interface StartLocalStackOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  dataDir: string;
  serveFrontend?: boolean;
  quiet?: boolean;
  /** DynamoDB Local keeps its data in memory only (nothing survives a stop). */
  inMemory?: boolean;
  /** DynamoDB Local with the JVM's quick compiler only (dynamo.ts, quickJitFlags). */
  quickJit?: boolean;
  /** Faults the stand-ins inject (faults.ts); default HEARTH_FAULTS, else none. */
  faults?: string;
  /**
   * Share of stream batches and task invocations delivered twice, as AWS's at-least-once delivery may
   * (default HEARTH_DUPLICATE_SHARE, else 0.1): code that is not idempotent shows it here first.
   */
  duplicateShare?: number;
}

export interface LocalStack {
  /** The origin, e.g. http://127.0.0.1:4310. */
  url: string;
  dataDir: string;
  mailDir: string;
  admin: LocalAdmin;
  /** The environment the handlers run with. */
  env: Record<string, string>;
  /** Calls and DynamoDB requests per route key ("GET /api/me"), for the bench. */
  routeStats(): Record<string, RouteStats>;
  /** How many of each fault the stand-ins injected ("dynamodb:throttle": 12), for `npm run chaos`. */
  faultsInjected(): Record<string, number>;
  /** Stream batches and task invocations delivered twice ({ stream: 3, task: 5 }), for `npm run chaos`. */
  deliveredTwice(): Record<string, number>;
  /** Turns the injected faults off and on again (`npm run chaos` sets up and checks without them). */
  setFaultsActive(active: boolean): void;
  stop(): Promise<void>;
}

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const tableName = 'hearth';
export const mediaBucket = 'hearth-media';

/** Where the SPA is built and served from: HEARTH_WEB_DIST lets parallel work keep its own copy. */
export function webDistDir(): string {
  return process.env.HEARTH_WEB_DIST
    ? resolve(process.env.HEARTH_WEB_DIST)
    : join(repoRoot, 'frontend', 'dist');
}

export async function startLocalStack(options: StartLocalStackOptions): Promise<LocalStack> {
  const host = options.host ?? '127.0.0.1';
  // Lambda runs Node 22; locally the SDK's "upgrade to Node 22" notice is noise.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const dataDir = resolve(options.dataDir);
  const mailDir = join(dataDir, 'mail');
  const distDir = webDistDir();
  await mkdir(mailDir, { recursive: true });

  // Requests that arrive while the stand-ins start wait for them.
  let handle: ((req: IncomingMessage, res: ServerResponse) => Promise<void>) | null = null;
  let markReady: () => void = () => undefined;
  let markFailed: (error: unknown) => void = () => undefined;
  const ready = new Promise<void>((resolveReady, rejectReady) => {
    markReady = resolveReady;
    markFailed = rejectReady;
  });
  ready.catch(() => undefined);
  const server = createServer((req, res) => {
    ready
      .then(() => handle?.(req, res))
      .catch((error) => {
        process.stderr.write(
          `Local server error on ${req.method} ${req.url}: ${(error as Error).stack ?? error}\n`,
        );
        if (!res.headersSent)
          send(res, jsonError(500, 'internal_error', 'Something went wrong. Please try again.'));
        else res.end();
      });
  });
  // Bind first: a busy port (a second `npm start`) must fail before anything touches the data.
  await new Promise<void>((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', rejectListen);
      resolveListen();
    });
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  const stoppers: (() => Promise<void>)[] = [];
  const stop = async () => {
    server.closeAllConnections();
    await new Promise<void>((done) => server.close(() => done()));
    for (const stopOne of stoppers.reverse()) await stopOne().catch(() => undefined);
    stoppers.length = 0;
  };

  try {
    await killLeftovers(dataDir);
    const [dynamoPort, cognitoPort] = await Promise.all([
      getPort({ host: '127.0.0.1' }),
      getPort({ host: '127.0.0.1' }),
    ]);
    const env = handlerEnvironment({
      origin,
      mailDir,
      distDir,
      tableName,
      mediaBucket,
      dynamoEndpoint: `http://127.0.0.1:${dynamoPort}`,
      logLevel: process.env.LOG_LEVEL ?? (options.quiet ? 'error' : 'warn'),
    });

    // Handlers and triggers are imported only after process.env holds their configuration.
    const importLambda = <T>(relative: string) =>
      import(pathToFileURL(join(repoRoot, 'lambdas', 'src', relative)).href) as Promise<T>;
    const trigger = (file: string) => async () =>
      (
        await importLambda<{ handler: (event: Record<string, unknown>) => Promise<unknown> }>(
          `handlers/triggers/${file}`,
        )
      ).handler;

    const triggers = await startTriggerEndpoint({
      'hearth-post-confirmation': trigger('post-confirmation.ts'),
    });
    stoppers.push(triggers.stop);

    // Each stand-in registers its stop as soon as it runs, so a failure of another stops it too.
    const started = <T extends { stop(): Promise<void> }>(stopper: T) => {
      stoppers.push(stopper.stop);
      return stopper;
    };
    const [dynamo, s3, cognito] = await Promise.all([
      startDynamo({ dataDir, port: dynamoPort, inMemory: options.inMemory, quickJit: options.quickJit }).then(
        started,
      ),
      startS3({ dataDir, bucket: mediaBucket, origin }).then(started),
      startCognitoLocal({
        dataDir,
        port: cognitoPort,
        issuerDomain: `${origin}/cognito`,
        lambdaEndpoint: triggers.endpoint,
      }).then((result) => {
        started(result.process);
        return result;
      }),
    ]);
    const children: ManagedProcess[] = [dynamo, cognito.process];
    await recordChildren(dataDir, children);
    // With HEARTH_FAULTS the handlers reach DynamoDB and S3 through proxies that fail as AWS fails
    // (fault-proxy.ts); the stack's own plumbing (table set-up, the stream poller) goes direct.
    const dice = new FaultDice(parseFaults(options.faults ?? process.env.HEARTH_FAULTS));
    const duplicateShare = options.duplicateShare ?? Number(process.env.HEARTH_DUPLICATE_SHARE ?? 0.1);
    const directDynamo = env.DYNAMODB_ENDPOINT as string;
    const behindFaults = async (service: 'dynamodb' | 's3', endpoint: string) =>
      dice.covers(service)
        ? started(await startFaultProxy({ service, target: endpoint, dice })).endpoint
        : endpoint;
    env.DYNAMODB_ENDPOINT = await behindFaults('dynamodb', directDynamo);
    env.S3_ENDPOINT = await behindFaults('s3', s3.endpoint);
    // The workflows: the same ASL and task handlers, run in this process.
    const loadTaskHandler = async (task: { handler: string }) =>
      (await importLambda<{ handler: LambdaHandler }>(`handlers/tasks/${task.handler}.ts`)).handler;
    const stepFunctions = started(
      await startStepFunctionsLocal({
        region,
        loadTask: async (task) => {
          const module = await importLambda<{ handler: LambdaHandler; releaseOcr?: () => Promise<void> }>(
            `handlers/tasks/${task.handler}.ts`,
          );
          if (module.releaseOcr) stoppers.push(module.releaseOcr);
          return module.handler;
        },
        loadImportTask: loadTaskHandler,
        loadExportTask: loadTaskHandler,
        loadDocumentJobTask: loadTaskHandler,
        tasks: { duplicateShare, faults: dice },
      }),
    );
    env.STEP_FUNCTIONS_ENDPOINT = stepFunctions.endpoint;
    env.EXTRACT_RECIPE_STATE_MACHINE_ARN = stepFunctions.stateMachineArn;
    env.IMPORT_COLLECTION_STATE_MACHINE_ARN = stepFunctions.importStateMachineArn;
    env.EXPORT_EVERYTHING_STATE_MACHINE_ARN = stepFunctions.exportStateMachineArn;
    env.READ_DOCUMENT_JOB_STATE_MACHINE_ARN = stepFunctions.documentJobStateMachineArn;
    Object.assign(process.env, env);
    await ensureTable(directDynamo, tableName);

    const { sendMail } =
      await importLambda<typeof import('../../lambdas/src/adapters/mail/mailer.js')>(
        'adapters/mail/mailer.ts',
      );
    const { dynamoRequestCount } =
      await importLambda<typeof import('../../lambdas/src/shared/clients.js')>('shared/clients.ts');
    const shim = createCognitoShim({
      upstream: cognito.endpoint,
      dataDir,
      customMessage: trigger('custom-message.ts'),
      sendMail,
    });

    const live = started(
      await startLiveUpdates({
        server,
        dynamoEndpoint: directDynamo,
        tableName,
        duplicateShare,
        onDeliveredTwice: () => dice.deliveredTwice('stream'),
        region,
        importLambda,
      }),
    );

    const api = await createLambdaApi({
      origin,
      cognitoEndpoint: cognito.endpoint,
      importLambda,
      dynamoRequestCount,
    });

    // The one origin's routes, as CloudFront and API Gateway route them on AWS (front-door.ts).
    handle = frontDoor({
      origin,
      mailDir,
      distDir,
      serveFrontend: options.serveFrontend,
      s3Endpoint: s3.endpoint,
      bucket: mediaBucket,
      cognitoEndpoint: cognito.endpoint,
      shim,
      dice,
      api,
      live,
    });

    const admin = await ensureAdmin(dataDir, shim);
    markReady();
    return {
      url: origin,
      dataDir,
      mailDir,
      admin,
      env,
      routeStats: api.routeStats,
      faultsInjected: () => dice.counts(),
      deliveredTwice: () => dice.repeats(),
      setFaultsActive: (active) => {
        dice.active = active;
      },
      stop,
    };
  } catch (error) {
    markFailed(error);
    await stop();
    throw error;
  }
}

/** Calls the Cognito shim of a running stack (tests, bench). */
export const callCognito = (stackUrl: string, operation: string, body: Record<string, unknown>) =>
  cognitoCall(`${stackUrl}/cognito`, operation, body);
