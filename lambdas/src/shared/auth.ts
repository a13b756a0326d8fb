// Who is calling: read from the JWT claims API Gateway (or the local adapter) verified.
// Owner checks compare the Cognito `sub`; admin checks read the `cognito:groups` claim.
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { forbidden, unauthorized } from './errors.js';

export interface Caller {
  userId: string;
  email: string;
  groups: string[];
  isAdmin: boolean;
  /** The token's `email_verified` claim: whether Cognito holds `email` as proven. */
  emailVerified?: boolean;
  /**
   * The caller's household. The token does not carry it: the HTTP chain sets it from the session-validity
   * record it reads anyway (handlers/shared/session-check.ts). Until then, and for a user who never
   * joined or left one, it is the user's own id: the household of one made at sign-up has that id.
   */
  householdId: string;
  /** Everyone in the caller's household, the caller included (from the same record; [userId] alone). */
  householdMembers: string[];
}

type MaybeAuthorizedEvent = Partial<Pick<APIGatewayProxyEventV2WithJWTAuthorizer, 'requestContext'>>;

/** HTTP API passes array claims as "[a b]"; the local adapter passes real arrays. */
function parseGroups(raw: unknown): string[] {
  if (Array.isArray(raw)) return raw.map(String);
  if (typeof raw !== 'string' || raw.length === 0) return [];
  return raw
    .replace(/^\[|\]$/g, '')
    .split(/[\s,]+/)
    .filter(Boolean);
}

export function getCaller(event: MaybeAuthorizedEvent): Caller | null {
  const claims = event.requestContext?.authorizer?.jwt?.claims as Record<string, unknown> | undefined;
  const sub = claims?.sub;
  if (typeof sub !== 'string' || sub.length === 0) return null;
  const groups = parseGroups(claims?.['cognito:groups']);
  return {
    userId: sub,
    email: typeof claims?.email === 'string' ? claims.email : '',
    groups,
    isAdmin: groups.includes('admin'),
    householdId: sub,
    householdMembers: [sub],
    // HTTP API passes every claim as a string; the local adapter passes JSON values.
    emailVerified: claims?.email_verified === true || claims?.email_verified === 'true',
  };
}

export function requireUser(event: MaybeAuthorizedEvent): Caller {
  const caller = getCaller(event);
  if (!caller) throw unauthorized();
  return caller;
}

export function requireAdmin(event: MaybeAuthorizedEvent): Caller {
  const caller = requireUser(event);
  if (!caller.isAdmin) throw forbidden("You don't have admin privileges");
  return caller;
}
