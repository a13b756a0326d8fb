// The local API Gateway in front of the Lambda handlers: matches a request to a route of the manifests
// (lambdas/src/routes.ts), verifies the ID token as the JWT authorizer does for every route that is
// not public, builds the API Gateway event, runs the area's handler module (or a local-only one) and
// counts each route's calls, DynamoDB requests and time for the bench.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { Context } from 'aws-lambda';
import { type RouteSpec, routeModule, routes } from '../../lambdas/src/routes.js';
import {
  buildEvent,
  compileRoutes,
  type HttpResponse,
  jsonError,
  matchRoute,
  toApiGatewayClaims,
  toHttpResponse,
} from './api-gateway.js';
import { localPool } from './cognito.js';

export const region = 'us-east-1';
export const maxBodyBytes = 10 * 1024 * 1024; // API Gateway's payload limit

export interface RouteStats {
  calls: number;
  dynamoRequests: number;
  totalMs: number;
}

export type LambdaHandler = (event: unknown, context: Context) => Promise<unknown>;

function lambdaContext(area: string, requestId: string): Context {
  const deadline = Date.now() + 29_000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: `hearth-${area}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${region}:000000000000:function:hearth-${area}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/hearth-${area}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
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
}

export async function createLambdaApi(options: LambdaApiOptions) {
  const { origin, importLambda, dynamoRequestCount } = options;
  const cognito = { endpoint: options.cognitoEndpoint };
  const verifier = JwtRsaVerifier.create(
    {
      issuer: `${origin}/cognito/${localPool.userPoolId}`,
      audience: localPool.clientId,
      jwksUri: `${cognito.endpoint}/${localPool.userPoolId}/.well-known/jwks.json`,
    },
    // The default fetcher refuses http:// JWKS URLs; cognito-local only speaks http on loopback.
    {
      jwksCache: new SimpleJwksCache({
        fetcher: { fetch: async (uri: string) => (await fetch(uri)).arrayBuffer() },
      }),
    },
  );

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

  async function verifiedClaims(authorization: string | undefined): Promise<Record<string, string> | null> {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    if (!token) return null;
    try {
      const payload = (await verifier.verify(token)) as Record<string, unknown>;
      // The CDK authorizer accepts ID tokens only (audience = the app client).
      return payload.token_use === 'id' ? toApiGatewayClaims(payload) : null;
    } catch {
      return null;
    }
  }

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const match = matchRoute(compiledRoutes, req.method ?? 'GET', url.pathname);
    if (!match) return send(res, jsonError(404, 'not_found', 'Not found'));
    // API Gateway refuses a path it cannot decode before any authorizer or Lambda runs.
    if (match.malformed) return send(res, jsonError(400, 'bad_request', 'The address is not valid'));
    let claims: Record<string, string> | null = null;
    if (match.route.spec.auth !== 'public') {
      claims = await verifiedClaims(req.headers.authorization);
      if (!claims) return send(res, jsonError(401, 'unauthorized', 'You must be signed in'));
    }
    const body = await readBody(req, maxBodyBytes);
    if (!body) return send(res, jsonError(413, 'payload_too_large', 'The request is too large'));
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
    const handler = await loadHandler(match.route.spec);
    const dynamoBefore = dynamoRequestCount.value;
    const started = performance.now();
    let response: HttpResponse;
    try {
      response = toHttpResponse(
        await handler(event, lambdaContext(match.route.spec.area, event.requestContext.requestId)),
      );
    } catch (error) {
      process.stderr.write(
        `Lambda hearth-${match.route.spec.area} failed: ${(error as Error).stack ?? error}\n`,
      );
      response = jsonError(500, 'internal_error', 'Something went wrong. Please try again.');
    }
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
