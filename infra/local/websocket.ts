// The local stand-in for live updates (issue 15), speaking the protocols the AWS parts speak:
// - the WebSocket API: `ws` on the stack's own server at /live (?ticket=<connect ticket>), running the
//   SAME authorizer and $connect/$disconnect/message handlers as API Gateway runs, with the same event
//   shapes: a message's `action` selects its route, and the two-way `ping` route's answer goes back on
//   the socket; a socket with no message from its client for API Gateway's idle timeout (10 minutes) is
//   closed as API Gateway closes it (1001), so a client without a heartbeat loses it here too;
// - the API Gateway Management API: POST / GET / DELETE /@connections/{id} on the same server, so the
//   handlers' @aws-sdk/client-apigatewaymanagementapi calls work unchanged (LIVE_MANAGEMENT_ENDPOINT);
// - DynamoDB Streams: a poller (stream-poller.ts) reads DynamoDB Local's stream of the table and calls
//   the same stream handler with the Lambda event shape, as the event source mapping does on AWS.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import { API_GATEWAY_IDLE_TIMEOUT_MS, LIVE_PING_ROUTE } from '../../lambdas/src/contracts/live.js';
import { functionLimits } from './function-limits.js';
import { invokeFunction, type LambdaHandler } from './lambda-invoke.js';
import { type StreamPollerOptions, startStreamPoller } from './stream-poller.js';

type Handler = (event: Record<string, unknown>) => Promise<unknown>;

export interface LiveHandlers {
  authorizer: Handler;
  connect: Handler;
  disconnect: Handler;
  /** `ping` and $default: what a client sends (its heartbeat), on which the right to listen is checked. */
  message: Handler;
  stream: Handler;
}

/** Routes whose integration's answer API Gateway sends back on the socket (returnResponse in the CDK). */
const TWO_WAY_ROUTES = new Set([LIVE_PING_ROUTE]);

export interface LiveUpdatesOptions extends StreamPollerOptions {
  server: Server;
  /** Imports a module of lambdas/src once the stack's environment is set (stack.ts). */
  importLambda: <T>(relative: string) => Promise<T>;
  /** API Gateway's idle timeout (10 minutes); tests of the heartbeat shorten it. */
  idleTimeoutMs?: number;
}

/** The same handler modules the CDK stack deploys (infra/lib: the live-updates part of the API stack). */
async function loadHandlers(importLambda: LiveUpdatesOptions['importLambda']): Promise<LiveHandlers> {
  const connection = await importLambda<Record<'connect' | 'disconnect' | 'message', Handler>>(
    'handlers/live/connection.ts',
  );
  const handlerOf = async (file: string) => (await importLambda<{ handler: Handler }>(file)).handler;
  const stream = await handlerOf('handlers/live/stream.ts');
  return {
    authorizer: await handlerOf('handlers/live/authorizer.ts'),
    stream: (event) =>
      invokeFunction(stream as LambdaHandler, event, {
        functionName: 'hearth-live-stream',
        limits: functionLimits('handlers/live/stream.ts'),
      }),
    connect: connection.connect,
    disconnect: connection.disconnect,
    message: connection.message,
  };
}

const methodArn = (routeKey: string) => `arn:aws:execute-api:local:000000000000:local/live/${routeKey}`;

export async function startLiveUpdates(options: LiveUpdatesOptions) {
  const handlers = await loadHandlers(options.importLambda);
  const sockets = new Map<string, { socket: WebSocket; context: Record<string, unknown> }>();
  const wss = new WebSocketServer({ noServer: true });

  const requestContext = (connectionId: string, routeKey: string, eventType: string) => ({
    connectionId,
    routeKey,
    eventType,
    stage: 'live',
    apiId: 'local',
    domainName: 'localhost',
    requestTimeEpoch: Date.now(),
  });

  async function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const connectionId = randomBytes(12).toString('base64url');
    let context: Record<string, unknown>;
    try {
      const result = (await handlers.authorizer({
        type: 'REQUEST',
        methodArn: methodArn('$connect'),
        queryStringParameters: Object.fromEntries(url.searchParams),
        headers: req.headers,
        requestContext: requestContext(connectionId, '$connect', 'CONNECT'),
      })) as { context?: Record<string, unknown> };
      context = result.context ?? {};
    } catch {
      // As API Gateway: the handshake is answered 401 and no socket opens.
      socket.end('HTTP/1.1 401 Unauthorized\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
      return;
    }
    const connected = (await handlers.connect({
      requestContext: { ...requestContext(connectionId, '$connect', 'CONNECT'), authorizer: context },
      isBase64Encoded: false,
    })) as { statusCode?: number };
    if ((connected.statusCode ?? 200) >= 300) {
      socket.end('HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      sockets.set(connectionId, { socket: ws, context });
      const idleMs = options.idleTimeoutMs ?? API_GATEWAY_IDLE_TIMEOUT_MS;
      let idle = setTimeout(() => ws.close(1001, 'Going away'), idleMs);
      ws.on('message', (data) => {
        clearTimeout(idle);
        idle = setTimeout(() => ws.close(1001, 'Going away'), idleMs);
        void routeMessage(connectionId, ws, context, String(data));
      });
      ws.on('close', () => {
        clearTimeout(idle);
        sockets.delete(connectionId);
        void handlers
          .disconnect({
            requestContext: {
              ...requestContext(connectionId, '$disconnect', 'DISCONNECT'),
              authorizer: context,
            },
            isBase64Encoded: false,
          })
          .catch(() => undefined);
      });
    });
  }

  /** A client's message, to the route its `action` names (else $default), as API Gateway routes it. */
  async function routeMessage(
    connectionId: string,
    ws: WebSocket,
    context: Record<string, unknown>,
    body: string,
  ) {
    let action: unknown;
    try {
      action = (JSON.parse(body) as { action?: unknown }).action;
    } catch {
      action = undefined;
    }
    const routeKey = typeof action === 'string' && TWO_WAY_ROUTES.has(action) ? action : '$default';
    const answer = (await handlers
      .message({
        requestContext: { ...requestContext(connectionId, routeKey, 'MESSAGE'), authorizer: context },
        body,
        isBase64Encoded: false,
      })
      .catch(() => undefined)) as { body?: string } | undefined;
    if (TWO_WAY_ROUTES.has(routeKey) && typeof answer?.body === 'string') ws.send(answer.body);
  }

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== '/live') return socket.destroy();
    upgrade(req, socket, head).catch(() => socket.destroy());
  };
  options.server.on('upgrade', onUpgrade);

  /** POST / GET / DELETE /@connections/{id}, as the Management API answers them. */
  async function handleManagement(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const connectionId = decodeURIComponent(url.pathname.slice('/@connections/'.length));
    const open = sockets.get(connectionId);
    const reply = (status: number, body?: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(body === undefined ? '' : JSON.stringify(body));
    };
    // As API Gateway answers: the error's type in x-amzn-ErrorType, which the SDK turns into a
    // GoneException. Without it the SDK threw an "Unknown" error, and a member removed just as their
    // socket dropped got a 500 instead of the removal (adapters/live/connections-api.ts).
    if (!open) return reply(410, { message: null }, { 'x-amzn-errortype': 'GoneException' });
    if (req.method === 'DELETE') {
      open.socket.close(1000, 'closed by the server');
      sockets.delete(connectionId);
      return reply(204);
    }
    if (req.method === 'GET')
      return reply(200, { ConnectedAt: new Date().toISOString(), Identity: { SourceIp: '127.0.0.1' } });
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    open.socket.send(Buffer.concat(chunks).toString('utf8'));
    return reply(200);
  }

  const poller = await startStreamPoller(options, handlers.stream);

  return {
    handleManagement,
    /** How many sockets are open (tests). */
    openCount: () => sockets.size,
    async stop() {
      options.server.off('upgrade', onUpgrade);
      await poller.stop();
      for (const { socket } of sockets.values()) socket.terminate();
      sockets.clear();
      wss.close();
    },
  };
}
