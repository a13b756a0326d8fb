// One middy chain for every HTTP Lambda: the request's ids on every log line, the invocation's metrics
// written once at its end, header normaliser, our JSON error handler (./http-errors.ts), and @middy/http-router
// dispatching to small route handlers. Each route comes from the area's manifest
// (shared/route-manifest.ts): its auth is enforced here, and its body and query schemas (zod, shared
// with the frontend) answer 400 before the handler runs.
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpRouterHandler from '@middy/http-router';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import * as z from '../../contracts/zod.js';
import { type Caller, getCaller, requireAdmin, requireUser } from '../../shared/auth.js';
import { config } from '../../shared/config.js';
import { AppError, badRequest, forbidden, notFound } from '../../shared/errors.js';
import { powertoolsLogger } from '../../shared/logger.js';
import { metricNames } from '../../shared/metric-names.js';
import { countEvent, flushMetrics } from '../../shared/metrics.js';
import { cameThroughCloudFront } from '../../shared/origin-lock.js';
import type { Manifest, ManifestEntry } from '../../shared/route-manifest.js';
import { requireAdminMfa } from './admin-mfa.js';
import { answeringRefusals, jsonErrors } from './http-errors.js';
import { withDynamoCost } from './request-count.js';
import { checkSession, sessionReadsHeader } from './session-check.js';

export type HttpEvent = APIGatewayProxyEventV2WithJWTAuthorizer;

export interface RouteRequest<E extends ManifestEntry = ManifestEntry> {
  event: HttpEvent;
  /** The signed-in caller; a public route's caller may be null. */
  caller: E['auth'] extends 'public' ? Caller | null : Caller;
  body: E extends { body: infer S extends z.core.$ZodType } ? z.infer<S> : undefined;
  params: Record<string, string>;
  query: E extends { query: infer S extends z.core.$ZodType } ? z.infer<S> : Record<string, string>;
}

export interface JsonResult {
  statusCode: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Sent as is instead of JSON (a calendar file, say); its content-type goes in `headers`. */
  rawBody?: string;
}

/** Answers a JsonResult, or any other value, sent as a 200 JSON body. */
export type RouteHandler<E extends ManifestEntry> = (request: RouteRequest<E>) => Promise<unknown>;

/** One handler per manifest entry, keyed by the entry's name: a missing or extra key is a type error. */
export type RouteHandlers<M extends Manifest> = { [K in keyof M]: RouteHandler<M[K]> };

/** A manifest entry with its name and the handler bound to it. */
export interface BoundRoute extends ManifestEntry {
  name: string;
  handler: (request: RouteRequest) => Promise<unknown>;
}

/** Binds each entry of an area's manifest to the handler of the same name. */
export function bindRoutes<M extends Manifest>(
  manifest: M,
  handlers: NoInfer<RouteHandlers<M>>,
): BoundRoute[] {
  return Object.entries(manifest).map(([name, entry]) => {
    const handler = (handlers as Record<string, BoundRoute['handler'] | undefined>)[name];
    if (!handler) throw new Error(`No handler for route ${name}`);
    return { ...entry, name, handler };
  });
}

export const json = (statusCode: number, body?: unknown, headers?: Record<string, string>): JsonResult => ({
  statusCode,
  body,
  headers,
});

export const noContent = (): JsonResult => ({ statusCode: 204 });

/** A non-JSON answer, e.g. text/calendar. */
export const textResult = (
  body: string,
  contentType: string,
  headers?: Record<string, string>,
): JsonResult => ({
  statusCode: 200,
  rawBody: body,
  headers: { 'content-type': contentType, ...headers },
});

function isJsonResult(value: unknown): value is JsonResult {
  return (
    typeof value === 'object' &&
    value !== null &&
    'statusCode' in value &&
    typeof value.statusCode === 'number'
  );
}

function parseBody(event: HttpEvent): unknown {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
}

/** Turns the first schema issue into the message the user sees (schemas carry the spec's wording). */
export function firstIssueMessage(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  return issue?.message ?? 'Invalid input';
}

/** Longest path id we accept, in UTF-8 bytes: ours are ulids, uuids, 43-character tokens, short file
 * names; two such ids in one sort key stay well under DynamoDB's 1 KB. */
export const MAX_PATH_PARAM_BYTES = 200;

/**
 * No item has a path id that is very long or holds control characters, so such an id is answered
 * "not found" before any read (DynamoDB refuses keys over 2 KB with an error, which would be a 500).
 */
export function checkPathParams(params: Record<string, string | undefined> | undefined): void {
  for (const value of Object.values(params ?? {})) {
    if (value !== undefined && (Buffer.byteLength(value) > MAX_PATH_PARAM_BYTES || /\p{Cc}/u.test(value)))
      throw notFound();
  }
}

/** The `{userId}` of an admin route: a Cognito sub, else 400 before anything is read. */
export function userIdParam(params: Record<string, string>): string {
  const id = params.userId ?? '';
  if (!/^[A-Za-z0-9-]{1,128}$/.test(id)) throw badRequest('Not a valid user id');
  return id;
}

/** The input parsed by its schema; a failure answers 400 with the schema's own wording. */
function parsed(schema: z.core.$ZodType, input: unknown): unknown {
  const result = z.safeParse(schema, input);
  if (!result.success) throw badRequest(firstIssueMessage(result.error), result.error.issues);
  return result.data;
}

function toLambdaHandler(route: BoundRoute) {
  return async (event: HttpEvent): Promise<APIGatewayProxyResultV2> => {
    // Admin is checked first, before the body, so a cook always gets 403 (the authorizer only knows users).
    const caller =
      route.auth === 'public'
        ? getCaller(event)
        : route.auth === 'admin'
          ? requireAdmin(event)
          : requireUser(event);
    // Admins must have two-step sign-in on (admin-mfa.ts); a cached Cognito read.
    if (route.auth === 'admin' && caller) await requireAdminMfa(caller.userId);
    checkPathParams(event.pathParameters);
    // Signed-in routes refuse ended sessions (sign out everywhere, password reset, deleted account); the
    // same cached read names the caller's household.
    let sessionReads = 0;
    if (caller && route.auth !== 'public') {
      const session = await checkSession(event);
      sessionReads = session.reads;
      if (session.householdId) caller.householdId = session.householdId;
      caller.householdMembers = session.householdMembers;
    }
    const body = route.body ? parsed(route.body, parseBody(event) ?? {}) : undefined;
    const rawQuery = (event.queryStringParameters ?? {}) as Record<string, string>;
    const query = route.query ? (parsed(route.query, rawQuery) as Record<string, string>) : rawQuery;
    const { result, costHeaders } = await withDynamoCost(() =>
      answeringRefusals(() =>
        route.handler({
          event,
          caller: caller as Caller,
          body: body as never,
          params: (event.pathParameters ?? {}) as Record<string, string>,
          query,
        }),
      ),
    );
    const { statusCode, body: payload, headers, rawBody } = isJsonResult(result) ? result : json(200, result);
    return {
      statusCode,
      headers: {
        'content-type': 'application/json',
        'cache-control': 'no-store',
        ...sessionReadsHeader(sessionReads),
        ...costHeaders,
        ...headers,
      },
      body: rawBody ?? (payload === undefined ? '' : JSON.stringify(payload)),
    };
  };
}

/** Refuses a request that did not come through CloudFront (shared/origin-lock.ts), before any route runs. */
const originLock = (secret: string | undefined) => ({
  before: async (request: { event: HttpEvent }) => {
    if (!cameThroughCloudFront(request.event.headers, secret)) {
      // Counted (OriginRefused, alarmed): someone is calling the API's own address, around the web ACL.
      countEvent(metricNames.originRefused);
      throw forbidden('Please use the Hearth website.');
    }
  },
});

export interface HttpApiOptions {
  /** The secret CloudFront sends; the setting ORIGIN_VERIFY unless a test gives one. */
  originSecret?: string;
}

/** Every log line of a request carries API Gateway's request id, the one in the access log. */
const requestCorrelation = () => ({
  before: async (request: { event: HttpEvent }) => {
    powertoolsLogger.setCorrelationId(request.event.requestContext?.requestId);
  },
});

/** Builds the Lambda handler of one product area from its bound routes. */
export function httpApi(routes: BoundRoute[], options: HttpApiOptions = {}) {
  const router = httpRouterHandler({
    routes: routes.map((route) => ({
      method: route.method,
      path: route.path,
      handler: toLambdaHandler(route),
    })),
    notFoundResponse: ({ method, path }) => {
      throw new AppError(404, 'not_found', `No route for ${method} ${path}`);
    },
  });
  return middy<HttpEvent, APIGatewayProxyResultV2, Error, Context>()
    .use(injectLambdaContext(powertoolsLogger, { resetKeys: true }))
    .use(requestCorrelation())
    .use({ after: flushMetrics, onError: flushMetrics })
    .use(httpHeaderNormalizer())
    .use(jsonErrors())
    .use(originLock('originSecret' in options ? options.originSecret : config.ORIGIN_VERIFY))
    .handler(router as never);
}
