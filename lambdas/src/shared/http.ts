// One middy chain for every HTTP Lambda: header normaliser, our JSON error handler, and
// @middy/http-router dispatching to small route handlers. A route declares its body schema
// (zod, shared with the frontend); bad JSON or a failed schema answers 400 before the handler runs.
import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpRouterHandler, { type Method } from '@middy/http-router';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import type * as z from 'zod';
import { type Caller, getCaller, requireAdmin, requireUser } from './auth.js';
import { AppError, badRequest, notFound } from './errors.js';
import { logger } from './logger.js';
import { assertSessionCurrent, sessionReadsHeader } from './session-check.js';

export type HttpEvent = APIGatewayProxyEventV2WithJWTAuthorizer;

export interface RouteRequest<TBody> {
  event: HttpEvent;
  /** The signed-in caller; routes declared `auth: 'none'` may see null. */
  caller: Caller;
  body: TBody;
  params: Record<string, string>;
  query: Record<string, string>;
}

export interface JsonResult {
  statusCode: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Sent as is instead of JSON (a calendar file, say); its content-type goes in `headers`. */
  rawBody?: string;
}

export interface RouteDefinition<TSchema extends z.ZodType | undefined = undefined> {
  method: Method;
  path: string;
  /** 'user' (default) requires a signed-in caller; 'none' is a public route; 'admin' requires group
   * admin, checked before the body so a non-admin always gets 403. */
  auth?: 'user' | 'none' | 'admin';
  body?: TSchema;
  handler: (
    request: RouteRequest<TSchema extends z.ZodType ? z.infer<TSchema> : undefined>,
  ) => Promise<JsonResult | unknown>;
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
export function firstIssueMessage(error: z.ZodError): string {
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

/** Defines a route with its input schema; the type of `body` follows the schema. */
export function defineRoute<TSchema extends z.ZodType | undefined = undefined>(
  definition: RouteDefinition<TSchema>,
): RouteDefinition<TSchema> {
  return definition;
}

function toLambdaHandler(definition: RouteDefinition<z.ZodType | undefined>) {
  return async (event: HttpEvent): Promise<APIGatewayProxyResultV2> => {
    const caller =
      definition.auth === 'none'
        ? getCaller(event)
        : definition.auth === 'admin'
          ? requireAdmin(event)
          : requireUser(event);
    checkPathParams(event.pathParameters);
    // Signed-in routes refuse ended sessions (sign out everywhere, password reset, deleted account).
    const sessionReads = definition.auth === 'none' ? 0 : await assertSessionCurrent(event);
    let body: unknown;
    if (definition.body) {
      const parsed = definition.body.safeParse(parseBody(event) ?? {});
      if (!parsed.success) throw badRequest(firstIssueMessage(parsed.error), parsed.error.issues);
      body = parsed.data;
    }
    const result = await definition.handler({
      event,
      caller: caller as Caller,
      body: body as never,
      params: (event.pathParameters ?? {}) as Record<string, string>,
      query: (event.queryStringParameters ?? {}) as Record<string, string>,
    });
    const { statusCode, body: payload, headers, rawBody } = isJsonResult(result) ? result : json(200, result);
    return {
      statusCode,
      headers: {
        'content-type': 'application/json',
        'cache-control': 'no-store',
        ...sessionReadsHeader(sessionReads),
        ...headers,
      },
      body: rawBody ?? (payload === undefined ? '' : JSON.stringify(payload)),
    };
  };
}

interface MiddyErrorRequest {
  error: unknown;
  event: HttpEvent;
  response?: APIGatewayProxyResultV2;
}

/** Answers `{ error: { code, message } }`; exposes AppError and middy's own 4xx, hides the rest. */
const jsonErrors = () => ({
  onError: async (request: MiddyErrorRequest) => {
    const error = request.error as { statusCode?: number; expose?: boolean; code?: string; message?: string };
    let statusCode = 500;
    let code = 'internal_error';
    let message = 'Something went wrong. Please try again.';
    if (error instanceof AppError) {
      ({ statusCode, code, message } = error);
    } else if (typeof error?.statusCode === 'number' && error.statusCode < 500 && error.expose !== false) {
      statusCode = error.statusCode;
      code = statusCode === 404 ? 'not_found' : 'bad_request';
      message = error.message ?? message;
    }
    const route = `${request.event.requestContext?.http?.method} ${request.event.rawPath}`;
    if (statusCode >= 500)
      logger.error('request failed', { route, error: String(error), stack: (error as Error)?.stack });
    else logger.info('request rejected', { route, statusCode, code });
    request.response = {
      statusCode,
      headers: {
        'content-type': 'application/json',
        'cache-control': 'no-store',
        ...(error instanceof AppError ? error.headers : undefined),
      },
      body: JSON.stringify({ error: { code, message } }),
    };
  },
});

/** Builds the Lambda handler of one product area from its routes. */
// biome-ignore lint/suspicious/noExplicitAny: routes carry their own body types
export function httpApi(routes: RouteDefinition<any>[]) {
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
    .use(httpHeaderNormalizer())
    .use(jsonErrors())
    .handler(router as never);
}
