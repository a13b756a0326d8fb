// The local stack: real stand-ins for AWS (DynamoDB Local, s3rver, cognito-local) behind ONE local
// server that plays CloudFront + API Gateway: /api/* runs the same Lambda handlers, /cognito is the
// Amplify-facing Cognito shim, /config.json configures the SPA, /__mail shows the outbox, and the
// rest is the built SPA. `npm start`, the integration tests, Playwright and the bench all use it.
// Handlers read their configuration when first imported, so one process hosts one stack.
import { mkdir } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import getPort from 'get-port';
import { contentSecurityPolicy } from '../lib/content-security-policy.js';
import { ensureAdmin, type LocalAdmin } from './admin-account.js';
import { jsonError } from './api-gateway.js';
import { cognitoCall, localPool, startCognitoLocal, startTriggerEndpoint } from './cognito.js';
import { createCognitoShim } from './cognito-shim.js';
import { ensureTable, startDynamo } from './dynamo.js';
import { decideFault, sendAnswer, startFaultProxy } from './fault-proxy.js';
import { FaultDice, parseFaults } from './faults.js';
import { createLambdaApi, maxBodyBytes, type RouteStats, readBody, region, send } from './lambda-api.js';
import type { LambdaHandler } from './lambda-invoke.js';
import { handleMailViewer } from './mail-viewer.js';
import { isPostUpload, proxyTaggedPost } from './pending-uploads.js';
import { killLeftovers, type ManagedProcess, recordChildren } from './processes.js';
import { isRecipeImagePath, serveRecipeImage } from './recipe-images.js';
import { startS3 } from './s3.js';
import { serveStatic } from './static-site.js';
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

function proxy(req: IncomingMessage, res: ServerResponse, target: URL): void {
  const upstream = httpRequest(
    target,
    { method: req.method, headers: { ...req.headers, host: target.host } },
    (reply) => {
      res.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end('Bad gateway');
  });
  req.pipe(upstream);
}

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
    const env: Record<string, string> = {
      AWS_REGION: region,
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      AWS_EC2_METADATA_DISABLED: 'true',
      TABLE_NAME: tableName,
      MEDIA_BUCKET: mediaBucket,
      USER_POOL_ID: localPool.userPoolId,
      USER_POOL_CLIENT_ID: localPool.clientId,
      APP_ORIGIN: origin,
      MAIL_MODE: 'outbox',
      MAIL_OUTBOX_DIR: mailDir,
      // The sharing Lambda reads index.html from here for recipe link previews (GET /recipe/{id}).
      WEB_DIST_DIR: distDir,
      DYNAMODB_ENDPOINT: `http://127.0.0.1:${dynamoPort}`,
      S3_PUBLIC_ENDPOINT: `${origin}/media`,
      // The handlers reach Cognito through the shim too, so its Cognito fidelity fixes apply to them.
      COGNITO_ENDPOINT: `${origin}/cognito`,
      // Live updates: the @connections stand-in is on this server (infra/local/websocket.ts).
      LIVE_MANAGEMENT_ENDPOINT: origin,
      LOG_LEVEL: process.env.LOG_LEVEL ?? (options.quiet ? 'error' : 'warn'),
      // CloudWatch metrics are AWS's; locally their lines would only crowd the console.
      POWERTOOLS_METRICS_DISABLED: 'true',
    };

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
      startDynamo({ dataDir, port: dynamoPort, inMemory: options.inMemory }).then(started),
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
    // The extract-recipe workflow: the same ASL and task handlers, run in this process.
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
        loadImportTask: async (task) =>
          (await importLambda<{ handler: LambdaHandler }>(`handlers/tasks/${task.handler}.ts`)).handler,
        loadExportTask: async (task) =>
          (await importLambda<{ handler: LambdaHandler }>(`handlers/tasks/${task.handler}.ts`)).handler,
        loadDocumentJobTask: async (task) =>
          (await importLambda<{ handler: LambdaHandler }>(`handlers/tasks/${task.handler}.ts`)).handler,
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

    async function handleCognito(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
      if (req.method === 'POST' && (url.pathname === '/cognito' || url.pathname === '/cognito/')) {
        const body = await readBody(req, maxBodyBytes);
        const target = req.headers['x-amz-target'];
        // HEARTH_FAULTS cognito:…: Cognito's own throttling and 500 answers, or none at all.
        const fault = decideFault('cognito', dice);
        if (fault) {
          if (fault.apply)
            await shim.handle(Array.isArray(target) ? target[0] : target, body?.toString('utf8') ?? '');
          // A hung request stays open until its client gives up.
          if (fault.answer !== 'hang') sendAnswer(res, fault.answer);
          return;
        }
        return send(
          res,
          await shim.handle(Array.isArray(target) ? target[0] : target, body?.toString('utf8') ?? ''),
        );
      }
      // Key discovery (/cognito/<pool>/.well-known/jwks.json) goes straight to cognito-local.
      if (req.method === 'GET')
        return proxy(req, res, new URL(url.pathname.slice('/cognito'.length) + url.search, cognito.endpoint));
      send(res, jsonError(405, 'method_not_allowed', 'Method not allowed'));
    }

    // Built per request from the Host header, so the SPA works whether opened via 127.0.0.1 or localhost.
    const runtimeConfig = (req: IncomingMessage) => {
      const base = req.headers.host ? `http://${req.headers.host}` : origin;
      return JSON.stringify({
        mode: 'local',
        region,
        userPoolId: localPool.userPoolId,
        userPoolClientId: localPool.clientId,
        cognitoEndpoint: `${base}/cognito`,
        mailViewerUrl: `${base}/__mail`,
        liveUrl: `${base.replace(/^http/, 'ws')}/live`,
        // As on AWS: the shim plays Cognito's side of SRP (cognito-shim-sign-in.ts).
        authFlowType: 'USER_SRP_AUTH',
      });
    };

    // Every answer carries the site's CSP, as CloudFront adds it on AWS: the SPA, a recipe's link
    // preview page and the mail viewer are all HTML from this origin (browsers ignore it elsewhere).
    // Locally Cognito and the media files are on this same origin, so no other origin is needed.
    const csp = contentSecurityPolicy();
    handle = async (req, res) => {
      res.setHeader('content-security-policy', csp);
      const url = new URL(req.url ?? '/', origin);
      const path = url.pathname;
      // Recipe images come from the bucket itself, as CloudFront serves them on AWS (no Lambda).
      if (isRecipeImagePath(path))
        return serveRecipeImage(req, res, path, { endpoint: s3.endpoint, bucket: mediaBucket });
      if (path === '/api' || path.startsWith('/api/')) return api.handleApi(req, res, url);
      if (path.startsWith('/@connections/')) return live.handleManagement(req, res, url);
      if (path === '/cognito' || path.startsWith('/cognito/')) return handleCognito(req, res, url);
      if (path === '/config.json') {
        return send(res, {
          statusCode: 200,
          headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
          body: Buffer.from(runtimeConfig(req)),
        });
      }
      if (path === '/__mail' || path.startsWith('/__mail/'))
        return send(res, await handleMailViewer(mailDir, url));
      // Presigned media URLs are signed for <origin>/media/<bucket>/<key>; s3rver ignores the signature host.
      if (path.startsWith('/media/')) {
        const target = new URL(path.slice('/media'.length) + url.search, s3.endpoint);
        // s3rver ignores a presigned POST's `tagging` field; this applies it (pending-uploads.ts).
        if (isPostUpload(req)) return proxyTaggedPost(req, res, target, s3.endpoint);
        return proxy(req, res, target);
      }
      // Pages the API renders itself (a recipe's link preview), as CloudFront routes them on AWS.
      if (api.isRoute(req.method ?? 'GET', path)) return api.handleApi(req, res, url);
      if (options.serveFrontend === false) return send(res, jsonError(404, 'not_found', 'Not found'));
      return serveStatic(distDir, req, res);
    };

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
