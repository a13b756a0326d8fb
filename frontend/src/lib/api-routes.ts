// The typed client: every call to /api names its route as the manifests declare it (lambdas/src/routes.ts,
// read here as types only), e.g. route('PATCH /pantry/items/{itemId}', { params: { itemId }, body }).
// A route whose path or method changes, or whose body schema changes, is then a type error wherever the
// frontend calls it. Nothing of the server reaches the bundle: the manifests and their zod schemas are
// `import type`, and the key itself carries what the request needs (method and path template), so there
// is no table of routes to ship.

import type { Manifests } from '@routes';
import type * as z from 'zod/mini';
import { api, apiRequest, type ResponseSchema } from './api-client';

type AnyManifest = Manifests[keyof Manifests][number];
/** Every route entry of every manifest. */
type Entry = AnyManifest extends infer M ? (M extends unknown ? M[keyof M] : never) : never;

/** The path the client asks for: /api is the client's prefix (api-client.ts). */
type ClientPath<P> = P extends `/api${infer Rest}` ? Rest : never;
type KeyOf<E> = E extends { method: infer M extends string; path: infer P } ? `${M} ${ClientPath<P>}` : never;

/** Each route by its key, "METHOD /path/{param}" as the manifest writes it (without /api). */
type Table = { [E in Entry as KeyOf<E>]: E };
export type RouteKey = keyof Table;

type ParamNames<P> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;
type PathOf<K extends string> = K extends `${string} ${infer P}` ? P : never;

type ParamsInput<K extends string> = [ParamNames<PathOf<K>>] extends [never]
  ? { params?: undefined }
  : { params: Record<ParamNames<PathOf<K>>, string> };

/** A route with a body schema takes what that schema accepts; one without takes none (or `{}`, as sent today). */
type BodyInput<E> = E extends { body: infer S extends z.core.$ZodType }
  ? { body: z.input<S> }
  : { body?: Record<string, never> };

/** True when every field of T may be left out. */
type AllOptional<T> = Partial<T> extends T ? true : false;

type QueryValue = string | number | boolean | undefined;

/**
 * A route with a query schema takes what it accepts; the few routes whose handler reads a parameter
 * without one (a search term, a page size) take plain values.
 */
type QueryInput<E> = E extends { query: infer S extends z.core.$ZodType }
  ? AllOptional<z.input<S>> extends true
    ? { query?: z.input<S> }
    : { query: z.input<S> }
  : { query?: Record<string, QueryValue> };

/** What a call to route K sends: its path parameters, its body and its query, each as its manifest says. */
export type RouteInput<K extends RouteKey> = ParamsInput<K> &
  BodyInput<Table[K]> &
  QueryInput<Table[K]> & { signal?: AbortSignal };

/** The body route K accepts (the input type of its contract's schema). */
export type RouteBody<K extends RouteKey> = BodyInput<Table[K]> extends { body: infer B } ? B : never;

type Where<K extends RouteKey> = Pick<RouteInput<K>, 'params' | 'query'>;
/** Route K needs path parameters, or a query its schema requires. */
type NeedsWhere<K extends RouteKey> = [ParamNames<PathOf<K>>] extends [never]
  ? Table[K] extends { query: infer S extends z.core.$ZodType }
    ? AllOptional<z.input<S>> extends true
      ? false
      : true
    : false
  : true;
type PathArgs<K extends RouteKey> = NeedsWhere<K> extends true ? [input: Where<K>] : [input?: Where<K>];

type PathInput = { params?: Record<string, string>; query?: Record<string, unknown> };

function fillPath(key: string, { params = {}, query = {} }: PathInput): string {
  const template = key.slice(key.indexOf(' ') + 1);
  const path = template.replace(/\{(\w+)\}/g, (_whole, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined) search.append(name, String(value));
  return search.size ? `${path}?${search}` : path;
}

/**
 * The path (under /api) that route K answers at with these parameters: each {param} filled in, encoded,
 * and the query written after it in the order given, leaving out what is undefined.
 */
export const routePath = <K extends RouteKey>(key: K, ...input: PathArgs<K>): string =>
  fillPath(key, (input[0] ?? {}) as PathInput);

/**
 * An answer taken as the given type without checking it against a schema: for a screen's first request,
 * which should not wait for zod to load (issue 19).
 */
export const unchecked = <T>(): ResponseSchema<T> => undefined as unknown as ResponseSchema<T>;

/** Calls route K: GETs go through api.get (a preloaded answer is taken), the others send their body. */
export function route<K extends RouteKey, T = unknown>(
  key: K,
  input: RouteInput<K>,
  answer?: ResponseSchema<T>,
): Promise<T> {
  const method = key.slice(0, key.indexOf(' ')) as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  const { body, signal, ...where } = input as PathInput & { body?: unknown; signal?: AbortSignal };
  const path = fillPath(key, where);
  if (method === 'GET') return api.get(path, answer, signal);
  return apiRequest(path, { method, body, schema: answer, signal });
}
