// $connect, $disconnect and messages of the WebSocket API (issue 15): remember the socket under its
// household, and forget it. The authorizer put the user, their household and when their session began
// into the request context. The authorizer read the household BEFORE the socket was stored, so a
// removal (or a sign-out everywhere) landing in between would close nothing and the socket would outlive
// it (issue 32): $connect reads the record again once the socket is stored and refuses it if anything
// changed; whatever the event closes later finds it stored. A message (the client's heartbeat) checks
// again, so no socket keeps listening past a change it missed.
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { closeConnection, liveUpdatesConfigured } from '../../adapters/live/connections-api.js';
import { LIVE_PING_ROUTE, LIVE_PONG } from '../../contracts/live.js';
import { liveConnections } from '../../data/entities/household/connections.js';
import { sessionValidity } from '../../data/entities/session-validity.js';
import { judgeCapability } from '../../domain/access/capabilities.js';

type ConnectionEvent = APIGatewayProxyWebsocketEventV2 & {
  requestContext: {
    authorizer?: { userId?: string; householdId?: string; signedInAt?: number | string };
  };
};

function who(event: ConnectionEvent) {
  const { userId, householdId, signedInAt } = event.requestContext.authorizer ?? {};
  return userId && householdId ? { userId, householdId, signedInAt: Number(signedInAt ?? 0) } : null;
}

/** Whether the caller's record (read now, uncached) still says this socket may listen. */
async function stillListening(caller: { userId: string; householdId: string; signedInAt: number }) {
  const record = await sessionValidity.get(caller.userId);
  // A socket is a capability made when its session began, for the household it listens to.
  return (
    judgeCapability(
      { madeBy: caller.userId, madeAt: caller.signedInAt * 1000, householdId: caller.householdId },
      record,
    ) === 'holds'
  );
}

export async function connect(event: ConnectionEvent): Promise<APIGatewayProxyResultV2> {
  const caller = who(event);
  if (!caller) return { statusCode: 401 };
  const connectionId = event.requestContext.connectionId;
  await liveConnections.add(
    { userId: caller.userId, householdId: caller.householdId, connectionId },
    new Date(),
  );
  if (await stillListening(caller)) return { statusCode: 200 };
  await liveConnections.remove(caller.householdId, connectionId);
  return { statusCode: 403 };
}

export async function disconnect(event: ConnectionEvent): Promise<APIGatewayProxyResultV2> {
  const caller = who(event);
  if (caller) await liveConnections.remove(caller.householdId, event.requestContext.connectionId);
  return { statusCode: 200 };
}

/**
 * The `ping` route answers the browser's heartbeat (contracts/live.ts) with a pong, sent back on the
 * socket by the route's response, once the caller is found still entitled to listen (a socket whose
 * household or session changed is forgotten and closed instead); anything else a client sends
 * ($default) is ignored: the socket only listens.
 */
export async function message(event: ConnectionEvent): Promise<APIGatewayProxyResultV2> {
  const caller = who(event);
  if (caller && !(await stillListening(caller))) {
    const connectionId = event.requestContext.connectionId;
    await liveConnections.remove(caller.householdId, connectionId);
    if (liveUpdatesConfigured()) await closeConnection(connectionId);
    return { statusCode: 200 };
  }
  if (event.requestContext.routeKey === LIVE_PING_ROUTE)
    return { statusCode: 200, body: JSON.stringify(LIVE_PONG) };
  return { statusCode: 200 };
}

/** One Lambda serves all three routes on AWS (infra/lib/constructs/live-updates.ts): by the event's type. */
export async function handler(event: ConnectionEvent): Promise<APIGatewayProxyResultV2> {
  if (event.requestContext.eventType === 'CONNECT') return connect(event);
  if (event.requestContext.eventType === 'DISCONNECT') return disconnect(event);
  return message(event);
}
