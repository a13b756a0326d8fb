// $connect and $disconnect of the WebSocket API (issue 15): remember the socket under its household, and
// forget it. The authorizer put the user and household into the request context.
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { LIVE_PING_ROUTE, LIVE_PONG } from '../../contracts/live.js';
import { liveConnections } from '../../data/entities/household/connections.js';

type ConnectionEvent = APIGatewayProxyWebsocketEventV2 & {
  requestContext: { authorizer?: { userId?: string; householdId?: string } };
};

function who(event: ConnectionEvent) {
  const { userId, householdId } = event.requestContext.authorizer ?? {};
  return userId && householdId ? { userId, householdId } : null;
}

export async function connect(event: ConnectionEvent): Promise<APIGatewayProxyResultV2> {
  const caller = who(event);
  if (!caller) return { statusCode: 401 };
  await liveConnections.add({ ...caller, connectionId: event.requestContext.connectionId }, new Date());
  return { statusCode: 200 };
}

export async function disconnect(event: ConnectionEvent): Promise<APIGatewayProxyResultV2> {
  const caller = who(event);
  if (caller) await liveConnections.remove(caller.householdId, event.requestContext.connectionId);
  return { statusCode: 200 };
}

/**
 * The `ping` route answers the browser's heartbeat (contracts/live.ts) with a pong, sent back on the
 * socket by the route's response; anything else a client sends ($default) is ignored: the socket only
 * listens.
 */
export async function message(
  event?: Pick<ConnectionEvent, 'requestContext'>,
): Promise<APIGatewayProxyResultV2> {
  if (event?.requestContext.routeKey === LIVE_PING_ROUTE)
    return { statusCode: 200, body: JSON.stringify(LIVE_PONG) };
  return { statusCode: 200 };
}

/** One Lambda serves all three routes on AWS (infra/lib/constructs/live-updates.ts): by the event's type. */
export async function handler(event: ConnectionEvent): Promise<APIGatewayProxyResultV2> {
  if (event.requestContext.eventType === 'CONNECT') return connect(event);
  if (event.requestContext.eventType === 'DISCONNECT') return disconnect(event);
  return message(event);
}
