// The one way the app talks to /api: JSON in and out, the Cognito ID token as a bearer token, and
// server errors ({ error: { code, message } }) turned into ApiError so the UI can show the message.

import { t } from '@lingui/core/macro';
import type * as z from 'zod/mini';
import { getSession, signOutAndForget } from './auth';
import { keptAnswer } from './kept-answers';
import type * as SchemaKit from './schema-kit';
import { showToast } from './toasts';

export class ApiError extends Error {
  /** The server's own words (English, the API contract's); `message` is what the reader is shown. */
  readonly serverMessage: string;
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    serverMessage: string = message,
  ) {
    super(message);
    this.name = 'ApiError';
    this.serverMessage = serverMessage;
  }
}

/**
 * The contract an answer is checked against: a zod schema, or a loader of one. A loader keeps zod and
 * the contract's module out of a screen's first code (issue 19): they load with the first answer.
 */
export type ResponseSchema<T> = z.ZodMiniType<T> | (() => Promise<z.ZodMiniType<T>>);

/**
 * A loader for a schema written beside the call rather than in a contract: it loads zod with the first
 * answer and builds the schema once.
 */
export function schemaLoader<T>(
  build: (zod: typeof SchemaKit) => z.ZodMiniType<T>,
): () => Promise<z.ZodMiniType<T>> {
  let loading: Promise<z.ZodMiniType<T>> | null = null;
  return () => {
    loading ??= import('./schema-kit').then(build);
    return loading;
  };
}

async function checked<T>(data: unknown, schema: ResponseSchema<T> | undefined): Promise<T> {
  if (!schema) return data as T;
  return (typeof schema === 'function' ? await schema() : schema).parse(data);
}

type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Checks the response against the shared contract. */
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
};

/** True for an error the client has already told the user about (429: a toast saying when to try again),
 * so a screen does not toast it a second time. */
export const alreadyAnnounced = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 429;

/** True for a request refused because the session is over (401): a change kept for sending offline
 * waits for the same person's next sign-in rather than failing (offline-changes.ts). */
export const refusedForSession = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 401;

/** True for a change to something that is no longer there (404): deleted elsewhere meanwhile. */
export const goneMeanwhile = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

let unauthorizedHandler: (() => void) | null = null;

// The server speaks English (the API contract); the app registers how its messages reach the reader's
// language (lib/i18n/server-text.ts, from root-layout.tsx). Registered rather than imported, so the
// service worker's code, which shares this module's imports, does not take in the translations.
let inReadersWords: (english: string) => Promise<string> = async (english) => english;

/** Registers how a server message is put in the reader's language before an ApiError carries it. */
export function onServerMessage(translate: (english: string) => Promise<string>): void {
  inReadersWords = translate;
}

let subscriptionRequiredHandler: ((error: ApiError) => void) | null = null;

/** Registers what happens when the server refuses a paid feature (402 subscription_required). */
export function onSubscriptionRequired(handler: (error: ApiError) => void): void {
  subscriptionRequiredHandler = handler;
}

/** Registers what happens when the server says the session is no longer valid. */
export function onUnauthorized(handler: () => void): void {
  unauthorizedHandler = handler;
}

/** An answer, and the ID token the request carried (null when no one was signed in). */
type Sent = { response: Response; idToken: string | null };

async function send(path: string, options: RequestOptions<unknown>, forceRefresh: boolean): Promise<Sent> {
  const session = await getSession({ forceRefresh });
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (session) headers.Authorization = `Bearer ${session.idToken}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`/api${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  return { response, idToken: session?.idToken ?? null };
}

async function errorFrom(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as { error?: { code?: string; message?: string } };
    const english = body.error?.message;
    // Shown in the reader's language (lib/i18n/server-text.ts): every toast and inline message reads it.
    if (english)
      return new ApiError(
        response.status,
        body.error?.code ?? 'error',
        await inReadersWords(english).catch(() => english),
        english,
      );
  } catch {
    // Not JSON (a proxy error page, say): fall through to a generic message.
  }
  const status = response.status;
  return new ApiError(status, 'http_error', t`Something went wrong (HTTP ${status})`);
}

/** The server's answer for a session ended early (sign out everywhere, password reset, deleted account). */
const SESSION_EXPIRED = 'session_expired';

async function isSessionEnded(response: Response): Promise<boolean> {
  if (response.status !== 401) return false;
  return (await errorFrom(response.clone())).code === SESSION_EXPIRED;
}

let endingSession: Promise<void> | null = null;
let sessionEndedAt = 0;
/** An action of this tab that ends the account's sessions (sign out everywhere, deleting the account). */
let endingHere: Promise<unknown> | null = null;

/**
 * Runs an action that ends this account's sessions, this tab's included. Requests refused meanwhile
 * (the server closes this tab's socket too, and the screen reads again) wait for it rather than signing
 * out on their own: the action signs this tab out and says why, and only once the server has answered,
 * so a sign-in that follows comes after the sessions it ended (session-check.ts refuses sign-ins of
 * the very second they were ended, and the server answers once that second is over).
 */
export async function endingSessions<T>(action: () => Promise<T>): Promise<T> {
  const running = action();
  endingHere = running;
  try {
    return await running;
  } finally {
    if (endingHere === running) endingHere = null;
  }
}

/** The toast saying why this browser was signed out. */
const SESSION_ENDED_TOAST = 'session-ended';

/**
 * Signs this browser out (once, however many requests were refused together) and tells the user; the
 * unauthorized handler then leaves for the sign-in page. A refreshed token cannot help: the session is
 * over, and on AWS a refresh keeps the old sign-in time. The reason stays until it is closed or someone
 * signs in (dismissSessionEnded): the tab may be in the background when its session ends elsewhere, and
 * a toast gone after four seconds would leave the cook at the sign-in page with no word of why.
 */
function endSession(message: string): Promise<void> {
  endingSession ??= signOutAndForget()
    .catch(() => undefined)
    .then(() => {
      // Requests refused a moment later (a page's parallel reads) tell the user no second time.
      if (Date.now() - sessionEndedAt > 10_000)
        showToast((toast) =>
          toast.error(message, { id: SESSION_ENDED_TOAST, duration: Number.POSITIVE_INFINITY }),
        );
      sessionEndedAt = Date.now();
      unauthorizedHandler?.();
    })
    .finally(() => {
      endingSession = null;
    });
  return endingSession;
}

/** Someone signed in: the word on why the last session ended has served. */
export function dismissSessionEnded(): void {
  showToast((toast) => toast.dismiss(SESSION_ENDED_TOAST));
}

/**
 * A request refused because the session it carried is over. The tokens are shared by every tab of
 * this browser: if someone has signed in since it was sent (in this tab or another), the answer is
 * about a session already gone, and ending "the session" would sign the new one out. The request goes
 * once more with the new session instead; otherwise this browser's session ends here.
 */
async function refusedForEndedSession(
  sent: Sent,
  path: string,
  options: RequestOptions<unknown>,
): Promise<Sent> {
  const current = await getSession();
  if (current && current.idToken !== sent.idToken) {
    const again = await send(path, options, false);
    if (!(await isSessionEnded(again.response))) return again;
    return refusedForEndedSession(again, path, options);
  }
  const error = await errorFrom(sent.response);
  if (endingHere) await endingHere.catch(() => undefined);
  else await endSession(error.message);
  throw error;
}

export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  let sent = await send(path, options, false);
  if (await isSessionEnded(sent.response)) sent = await refusedForEndedSession(sent, path, options);
  // The token may have been revoked or rotated (an e-mail change, say): refresh once and retry.
  if (sent.response.status === 401) sent = await send(path, options, true);
  if (await isSessionEnded(sent.response)) sent = await refusedForEndedSession(sent, path, options);
  const { response } = sent;
  if (response.status === 401) unauthorizedHandler?.();
  if (!response.ok) {
    const error = await errorFrom(response);
    if (error.code === 'subscription_required') subscriptionRequiredHandler?.(error);
    // Over an abuse limit: whatever screen asked, the cook hears the server's message saying when to try
    // again (sonner's toaster is a live region); one toast, however many requests were refused.
    if (response.status === 429)
      showToast((toast) =>
        toast.error(
          error.code === 'too_many_requests'
            ? error.message
            : t`Too many requests. Please wait a moment and try again.`,
          { id: 'too-many-requests' },
        ),
      );
    throw error;
  }
  if (response.status === 204) return undefined as T;
  return checked(await response.json(), options.schema);
}

/**
 * A GET asked for early: the request, its answer once it has arrived, and what was kept from last time.
 * `taken` once a screen's api.get has the request: the record stays only to lend the kept answer to that
 * screen (takeKept) until the fresh one arrives.
 */
interface Preloaded {
  request: Promise<unknown>;
  arrived?: { value: unknown };
  kept?: { value: unknown };
  /** Settles once the kept answer has been looked for (asked for with showKept only). */
  keptRead?: Promise<void>;
  taken?: boolean;
}
const preloaded = new Map<string, Preloaded>();

/** Starts a GET before the screen that wants it has loaded; that screen's first api.get of the same path
 * takes the answer (once). Data only: it is checked against the schema when taken. With `showKept`, the
 * answer the service worker kept from the cook's last visit is read beside it (kept-answers.ts), for a
 * screen that draws it meanwhile (takeKept); other screens are spared the read. */
export function preloadGet(path: string, { showKept = false }: { showKept?: boolean } = {}): void {
  const request = apiRequest(path);
  const early: Preloaded = { request };
  if (showKept)
    early.keptRead = keptAnswer(path).then((value) => {
      if (value !== undefined && !early.arrived) early.kept = { value };
    });
  preloaded.set(path, early);
  const drop = () => preloaded.get(path) === early && preloaded.delete(path);
  const settled = () => {
    early.kept = undefined;
    // Taken, it is done with; not taken soon after it arrived, it is stale: a later visit asks afresh.
    if (early.taken) drop();
    else setTimeout(drop, 5_000);
  };
  request.then((value) => {
    early.arrived = { value };
    settled();
  }, settled);
}

/**
 * The preloaded answer to `path` if it has already arrived (taken once, like get's), else undefined:
 * a screen drawn after its data came draws it in its first render rather than a render later. Data
 * only, as get's: not checked against a schema.
 */
export function takeArrived<T>(path: string): T | undefined {
  const early = preloaded.get(path);
  if (!early?.arrived || early.taken) return undefined;
  preloaded.delete(path);
  return early.arrived.value as T;
}

/**
 * What the cook saw at `path` last time, while the preloaded request for it is still on its way: for a
 * screen to draw as placeholder data until the fresh answer replaces it. Not taken: a screen may draw it
 * more than once. Undefined once the answer has arrived, or when nothing was kept.
 */
export function takeKept<T>(path: string): T | undefined {
  return preloaded.get(path)?.kept?.value as T | undefined;
}

/**
 * Settles once the kept answer to a preloaded `path` has been looked for (at once when nothing was
 * preloaded), true if there is one to show: a screen drawn before then draws again to show it.
 */
export async function keptLookedFor(path: string): Promise<boolean> {
  await preloaded.get(path)?.keptRead;
  return takeKept(path) !== undefined;
}

async function get<T>(path: string, schema?: ResponseSchema<T>, signal?: AbortSignal): Promise<T> {
  const early = preloaded.get(path);
  if (!early || early.taken) return apiRequest(path, { schema, signal });
  early.taken = true;
  if (early.arrived) preloaded.delete(path);
  return checked(await early.request, schema);
}

export const api = {
  get,
  post: <T>(path: string, body: unknown, schema?: ResponseSchema<T>) =>
    apiRequest(path, { method: 'POST', body, schema }),
  put: <T>(path: string, body: unknown, schema?: ResponseSchema<T>) =>
    apiRequest(path, { method: 'PUT', body, schema }),
  patch: <T>(path: string, body: unknown, schema?: ResponseSchema<T>) =>
    apiRequest(path, { method: 'PATCH', body, schema }),
  delete: <T>(path: string, schema?: ResponseSchema<T>) => apiRequest(path, { method: 'DELETE', schema }),
};
