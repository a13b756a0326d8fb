// The API Gateway Management API (@connections) that pushes to and closes open WebSockets: API Gateway's
// own on AWS, the local stand-in (infra/local/websocket.ts) here, which speaks the same protocol. Its
// package loads on the first push, not with every function that may push (issue 20).
import type { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { config, isLocal } from '../../shared/config.js';

let client: ApiGatewayManagementApiClient | null = null;

async function connectionsApi(): Promise<ApiGatewayManagementApiClient> {
  const endpoint = config.LIVE_MANAGEMENT_ENDPOINT;
  if (!endpoint) throw new Error('LIVE_MANAGEMENT_ENDPOINT is not set');
  const { ApiGatewayManagementApiClient } = await import('@aws-sdk/client-apigatewaymanagementapi');
  client ??= new ApiGatewayManagementApiClient({
    region: config.AWS_REGION,
    endpoint,
    ...(isLocal ? { credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  });
  return client;
}

const isGone = (error: unknown) => (error as { name?: string }).name === 'GoneException';

/** Whether live updates are configured here (a stack without the WebSocket API simply has none). */
export const liveUpdatesConfigured = () => Boolean(config.LIVE_MANAGEMENT_ENDPOINT);

/** Sends one message; answers false when the connection is gone (410), so its item can go too. */
export async function postToConnection(connectionId: string, data: unknown): Promise<boolean> {
  const { PostToConnectionCommand } = await import('@aws-sdk/client-apigatewaymanagementapi');
  try {
    await (await connectionsApi()).send(
      new PostToConnectionCommand({ ConnectionId: connectionId, Data: Buffer.from(JSON.stringify(data)) }),
    );
    return true;
  } catch (error) {
    if (isGone(error)) return false;
    throw error;
  }
}

/** Closes a connection; one already gone is fine. */
export async function closeConnection(connectionId: string): Promise<void> {
  const { DeleteConnectionCommand } = await import('@aws-sdk/client-apigatewaymanagementapi');
  try {
    await (await connectionsApi()).send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
  } catch (error) {
    if (!isGone(error)) throw error;
  }
}
