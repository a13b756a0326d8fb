// Refuses ended sessions at once: a token of a deleted or disabled account, or one signed in before the
// user signed out everywhere or reset their password, answers 401 `session_expired` although API Gateway
// (or the local adapter) verified it and it has not expired. One small GetItem of the user's
// session-validity record (data/entities/session-validity.ts), kept in this container's memory for a few
// seconds, so a burst of page requests costs at most one read per user per window. Writers in the same
// container forget their entry (forgetSession), so the container that ended a session refuses it at
// once; others do within SESSION_CACHE_MS.
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { type SessionValidity, sessionValidity } from '../../data/entities/session-validity.js';
import { isLocal } from '../../shared/config.js';
import { AppError } from '../../shared/errors.js';

export const SESSION_CACHE_MS = 5_000;
/** Enough for every active user of a container; past it the oldest entries go. */
const MAX_CACHED_USERS = 5_000;

export interface SessionStore {
  get(userId: string): Promise<SessionValidity | null>;
}

let store: SessionStore = sessionValidity;
// The read itself is cached (a promise), so parallel requests of one page share it.
const cache = new Map<string, { record: Promise<SessionValidity | null>; readAt: number }>();

/** Unit tests without DynamoDB give the chain another store; null restores the table. */
export function setSessionStore(replacement: SessionStore | null): void {
  store = replacement ?? sessionValidity;
  cache.clear();
}

/** Drops the cached record of a user whose sessions just changed (the next request reads it afresh). */
export function forgetSession(userId: string): void {
  cache.delete(userId);
}

export const sessionExpired = () =>
  new AppError(401, 'session_expired', 'Your session has ended. Please sign in again.');

type Claims = Record<string, unknown> | undefined;

/** When the token's session began: auth_time (kept by Cognito across refreshes), else iat, else 0. */
export function signedInAt(claims: Claims): number {
  for (const name of ['auth_time', 'iat']) {
    const value = Number(claims?.[name]);
    if (Number.isFinite(value) && value > 0) return value;
  }
  // Cognito always sets both; a token without them is treated as the oldest possible one.
  return 0;
}

export function isSessionRefused(record: SessionValidity | null, claims: Claims): boolean {
  if (!record) return false;
  if (record.deleted || record.disabled) return true;
  // Seconds are all a token carries: a sign-in in the very second of the sign-out is refused too.
  return signedInAt(claims) <= record.validAfter;
}

export interface CurrentSession {
  /** DynamoDB reads the check made (0 or 1), which the local stack reports per response. */
  reads: number;
  /** The caller's household: the record's, else the user's own id (their household of one). */
  householdId: string | null;
  /** Everyone in it, the caller included. */
  householdMembers: string[];
}

/** Throws session_expired for an ended session; answers the reads it made and the caller's household. */
export async function checkSession(
  event: Partial<Pick<APIGatewayProxyEventV2WithJWTAuthorizer, 'requestContext'>>,
  now = Date.now(),
): Promise<CurrentSession> {
  const claims = event.requestContext?.authorizer?.jwt?.claims as Claims;
  const userId = claims?.sub;
  if (typeof userId !== 'string' || userId.length === 0)
    return { reads: 0, householdId: null, householdMembers: [] };
  let reads = 0;
  let entry = cache.get(userId);
  if (!entry || now - entry.readAt >= SESSION_CACHE_MS) {
    const read = store.get(userId);
    entry = { record: read, readAt: now };
    reads = 1;
    cache.delete(userId);
    if (cache.size >= MAX_CACHED_USERS) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    cache.set(userId, entry);
    // A failed read is not remembered: the next request tries again.
    read.catch(() => {
      if (cache.get(userId)?.record === read) cache.delete(userId);
    });
  }
  const record = await entry.record;
  if (isSessionRefused(record, claims)) throw sessionExpired();
  return {
    reads,
    householdId: record?.householdId ?? userId,
    householdMembers: record?.householdMembers?.length ? record.householdMembers : [userId],
  };
}

/** Throws session_expired for an ended session; answers how many DynamoDB reads it made (0 or 1). */
export async function assertSessionCurrent(
  event: Partial<Pick<APIGatewayProxyEventV2WithJWTAuthorizer, 'requestContext'>>,
  now = Date.now(),
): Promise<number> {
  return (await checkSession(event, now)).reads;
}

/**
 * Locally, each answer of a signed-in route says how many DynamoDB reads its session check made
 * (x-hearth-session-reads: 0 or 1), beside the route's own count (x-hearth-dynamo-requests), so tests can
 * hold both to their budgets. The local stack's per-route statistics (npm run bench) count both.
 */
export function sessionReadsHeader(reads: number): Record<string, string> {
  return isLocal ? { 'x-hearth-session-reads': String(reads) } : {};
}
