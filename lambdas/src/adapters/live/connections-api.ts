// The API Gateway Management API (@connections) that pushes to and closes open WebSockets: API Gateway's
// own on AWS, the local stand-in (infra/local/websocket.ts) here, which speaks the same protocol.
import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { config, isLocal } from '../../shared/config.js';

let client: ApiGatewayManagementApiClient | null = null;

function connectionsApi(): ApiGatewayManagementApiClient {
  const endpoint = config.LIVE_MANAGEMENT_ENDPOINT;
  if (!endpoint) throw new Error('LIVE_MANAGEMENT_ENDPOINT is not set');
  client ??= new ApiGatewayManagementApiClient({
    region: config.AWS_REGION,
    endpoint,
    ...(isLocal ? { credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  });
  return client;
}

/** Whether live updates are configured here (a stack without the WebSocket API simply has none). */
export const liveUpdatesConfigured = () => Boolean(config.LIVE_MANAGEMENT_ENDPOINT);

/** Sends one message; answers false when the connection is gone (410), so its item can go too. */
export async function postToConnection(connectionId: string, data: unknown): Promise<boolean> {
  try {
    await connectionsApi().send(
      new PostToConnectionCommand({ ConnectionId: connectionId, Data: Buffer.from(JSON.stringify(data)) }),
    );
    return true;
  } catch (error) {
    if (error instanceof GoneException || (error as { name?: string }).name === 'GoneException') return false;
    throw error;
  }
}

/** Closes a connection; one already gone is fine. */
export async function closeConnection(connectionId: string): Promise<void> {
  try {
    await connectionsApi().send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
  } catch (error) {
    if (!(error instanceof GoneException || (error as { name?: string }).name === 'GoneException'))
      throw error;
  }
}
