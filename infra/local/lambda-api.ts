// The local API Gateway in front of the Lambda handlers: matches a request to a route of the manifests
// (lambdas/src/routes.ts), holds API Gateway's limits (the stage's throttles, the 10 MB payload, the
// 30 s integration timeout), verifies the ID token as the JWT authorizer does for every route that is
// not public, builds the API Gateway event, runs the area's handler module (or a local-only one) within
// Lambda's limits and its own timeout and memory (lambda-invoke.ts), and counts each route's calls,
// DynamoDB requests and time for the bench. What API Gateway answers itself it answers with its own
// bodies (aws-limits.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type RouteSpec, routeModule, routes } from '../../lambdas/src/routes.js';
import { apiThrottle, costlyRouteThrottles } from '../lib/api-throttles.js';
import {
  buildEvent,
  compileRoutes,
  type HttpResponse,
  jsonError,
  matchRoute,
  toHttpResponse,
} from './api-gateway.js';
import { type GatewayAnswer, HTTP_API, httpApiAnswers } from './aws-limits.js';
import { localPool } from './cognito.js';
import { type FunctionLimits, functionLimits } from './function-limits.js';
import { createJwtAuthorizer } from './jwt-authorizer.js';
import { invokeFunction, type LambdaHandler } from './lambda-invoke.js';
import { type StageThrottleSettings, stageThrottle } from './throttle.js';

export const region = 'us-east-1';
export const maxBodyBytes = HTTP_API.payloadBytes;

export interface RouteStats {
  calls: number;
  dynamoRequests: number;
  totalMs: number;
}

/** An answer API Gateway gives itself, as an HTTP response. */
export function gatewayResponse(answer: GatewayAnswer): HttpResponse {
  return {
    statusCode: answer.statusCode,
    headers: { 'content-type': 'application/json', ...answer.headers },
    body: Buffer.from(JSON.stringify(answer.body)),
  };
}

/** The stage's throttles as deployed (infra/lib/api-throttles.ts) under the account's. */
export const deployedThrottles: StageThrottleSettings = {
  account: HTTP_API.accountThrottle,
  defaultRoute: apiThrottle,
  routes: costlyRouteThrottles,
};

export interface Integration {
  handler: LambdaHandler;
  functionName: string;
  limits: FunctionLimits;
  requestId: string;
}

/**
 * Runs the Lambda behind a route as API Gateway's integration does: no answer within the integration
 * timeout is 503; a failed invocation (it threw, timed out, or broke a payload limit) is 500; a
 * structured result becomes the response. Failures are logged as CloudWatch would show them.
 */
export async function integrate(
  integration: Integration,
  event: unknown,
  integrationTimeoutMs: number = HTTP_API.integrationTimeoutMs,
): Promise<HttpResponse> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), integrationTimeoutMs);
  });
  try {
    const result = await Promise.race([
      invokeFunction(integration.handler, event, {
        functionName: integration.functionName,
        limits: integration.limits,
        requestId: integration.requestId,
      }),
      timedOut,
    ]);
    if (result === 'timeout') return gatewayResponse(httpApiAnswers.integrationTimeout);
    return toHttpResponse(result);
  } catch (error) {
    process.stderr.write(`Lambda ${integration.functionName} failed: ${(error as Error).stack ?? error}\n`);
    return gatewayResponse(httpApiAnswers.functionError);
  } finally {
    clearTimeout(timer);
  }
}

/** The body, or null past `limit` (read to its end all the same, so the client hears the answer). */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size <= limit) chunks.push(chunk as Buffer);
  }
  return size > limit ? null : Buffer.concat(chunks);
}

export function send(res: ServerResponse, response: HttpResponse, head = false): void {
  res.writeHead(response.statusCode, { ...response.headers, 'content-length': response.body.length });
  res.end(head ? undefined : response.body);
}

export interface LambdaApiOptions {
  /** The stack's own origin: the token issuer is <origin>/cognito/<pool>. */
  origin: string;
  /** cognito-local's own address, for its signing keys. */
  cognitoEndpoint: string;
  /** Imports a module of lambdas/src (after process.env holds the handlers' configuration). */
  importLambda: <T>(relative: string) => Promise<T>;
  /** The DynamoDB client's request counter (lambdas/src/shared/clients.ts). */
  dynamoRequestCount: { value: number };
  /** The stage's throttles; the deployed ones unless a test gives others. */
  throttles?: StageThrottleSettings;
}

export async function createLambdaApi(options: LambdaApiOptions) {
  const { origin, importLambda, dynamoRequestCount } = options;
  const authorizer = createJwtAuthorizer({
    issuer: `${origin}/cognito/${localPool.userPoolId}`,
    audience: localPool.clientId,
    jwksUri: `${options.cognitoEndpoint}/${localPool.userPoolId}/.well-known/jwks.json`,
  });
  const throttle = stageThrottle(options.throttles ?? deployedThrottles);

  const compiledRoutes = compileRoutes(routes);
  const routeHandlers = new Map<string, Promise<LambdaHandler>>();
  const loadHandler = (route: RouteSpec) => {
    const module = routeModule(route);
    let loaded = routeHandlers.get(module);
    if (!loaded) {
      loaded = importLambda<{ handler: LambdaHandler }>(module).then((m) => m.handler);
      routeHandlers.set(module, loaded);
    }
    return loaded;
  };
  // Local-only modules load at start: the billing one also installs the checkout simulator, which
  // the deployed areas' code (checkout, account deletion) uses on a stack without Stripe keys.
  await Promise.all(routes.filter((route) => route.localOnly).map(loadHandler));
  const stats: Record<string, RouteStats> = {};

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const match = matchRoute(compiledRoutes, req.method ?? 'GET', url.pathname);
    if (!match) return send(res, gatewayResponse(httpApiAnswers.notFound));
    if (!throttle.admit(match.route.routeKey)) return send(res, gatewayResponse(httpApiAnswers.throttled));
    // API Gateway refuses a path it cannot decode before any authorizer or Lambda runs.
    if (match.malformed) return send(res, jsonError(400, 'bad_request', 'The address is not valid'));
    const body = await readBody(req, maxBodyBytes);
    if (!body) return send(res, gatewayResponse(httpApiAnswers.payloadTooLarge));
    let claims: Record<string, string> | null = null;
    if (match.route.spec.auth !== 'public') {
      const authorization = await authorizer.authorize(req.headers.authorization);
      if ('refused' in authorization) return send(res, gatewayResponse(authorization.refused));
      claims = authorization.claims;
    }
    const event = buildEvent(
      {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
      },
      match,
      claims,
    );
    const module = routeModule(match.route.spec);
    const handler = await loadHandler(match.route.spec);
    const dynamoBefore = dynamoRequestCount.value;
    const started = performance.now();
    const response = await integrate(
      {
        handler,
        functionName: `hearth-${match.route.spec.area}`,
        limits: functionLimits(module),
        requestId: event.requestContext.requestId,
      },
      event,
    );
    const entry = stats[match.route.routeKey] ?? { calls: 0, dynamoRequests: 0, totalMs: 0 };
    stats[match.route.routeKey] = entry;
    entry.calls += 1;
    entry.dynamoRequests += dynamoRequestCount.value - dynamoBefore;
    entry.totalMs += performance.now() - started;
    send(res, response, req.method === 'HEAD');
  }

  /** Whether a method and path is one of the API's routes (pages the API renders live outside /api). */
  const isRoute = (method: string, path: string) => Boolean(matchRoute(compiledRoutes, method, path));

  return { handleApi, isRoute, routeStats: () => structuredClone(stats) };
}
