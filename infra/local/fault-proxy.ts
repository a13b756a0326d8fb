// A proxy in front of a local stand-in that fails the way the AWS service fails (faults.ts says which
// faults and how often): the service's own throttling and 500 answers, in its own wire format, so the
// AWS SDK classifies and retries them exactly as it would on AWS, and answers that never come. The app's
// clients are pointed at the proxy; the stand-in itself is untouched.
import { randomUUID } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FaultDice, FaultService } from './faults.js';

export interface ServiceAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const json10 = 'application/x-amz-json-1.0';
const json11 = 'application/x-amz-json-1.1';

const awsJson = (status: number, contentType: string, type: string, message: string): ServiceAnswer => ({
  status,
  headers: { 'content-type': contentType, 'x-amzn-requestid': randomUUID(), 'x-amzn-errortype': type },
  body: JSON.stringify({ __type: type, message }),
});

const s3Error = (status: number, code: string, message: string): ServiceAnswer => {
  const requestId = randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase();
  return {
    status,
    headers: { 'content-type': 'application/xml', 'x-amz-request-id': requestId },
    body: `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><RequestId>${requestId}</RequestId><HostId>local</HostId></Error>`,
  };
};

/** Each service's own throttling and internal-error answers (its error type, status and wire format). */
export const serviceAnswers: Record<
  Exclude<FaultService, 'sfn'>,
  { throttle: () => ServiceAnswer; error: () => ServiceAnswer }
> = {
  dynamodb: {
    throttle: () =>
      awsJson(
        400,
        json10,
        'com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException',
        'The level of configured provisioned throughput for the table was exceeded. Consider increasing your provisioning level with the UpdateTable API.',
      ),
    error: () =>
      awsJson(500, json10, 'com.amazonaws.dynamodb.v20120810#InternalServerError', 'Internal server error'),
  },
  s3: {
    throttle: () => s3Error(503, 'SlowDown', 'Please reduce your request rate.'),
    error: () => s3Error(500, 'InternalError', 'We encountered an internal error. Please try again.'),
  },
  cognito: {
    throttle: () => awsJson(400, json11, 'TooManyRequestsException', 'Rate exceeded'),
    error: () => awsJson(500, json11, 'InternalErrorException', 'Internal error'),
  },
};

export function sendAnswer(res: ServerResponse, answer: ServiceAnswer): void {
  res.writeHead(answer.status, { ...answer.headers, 'content-length': Buffer.byteLength(answer.body) });
  res.end(answer.body);
}

async function readAll(stream: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

interface Upstream {
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

function forward(req: IncomingMessage, body: Buffer, target: URL): Promise<Upstream> {
  return new Promise((resolve, reject) => {
    const upstream = httpRequest(
      new URL(req.url ?? '/', target),
      { method: req.method, headers: { ...req.headers, host: target.host } },
      (reply) => {
        readAll(reply).then(
          (replyBody) =>
            resolve({ status: reply.statusCode ?? 502, headers: reply.headers, body: replyBody }),
          reject,
        );
      },
    );
    upstream.on('error', reject);
    upstream.end(body);
  });
}

/**
 * Decides a request's fault: the answer to send instead of the stand-in's, 'hang' for none at all, or
 * null to pass the stand-in's own. `apply` sends the request on first (the fault then comes after it
 * changed things).
 */
export type FaultDecision = { answer: ServiceAnswer | 'hang'; apply: boolean } | null;

export function decideFault(service: Exclude<FaultService, 'sfn'>, dice: FaultDice): FaultDecision {
  const kind = dice.pick(service);
  if (kind === 'throttle') return { answer: serviceAnswers[service].throttle(), apply: false };
  if (kind === 'error') return { answer: serviceAnswers[service].error(), apply: dice.chance(0.5) };
  if (kind === 'timeout') return { answer: 'hang', apply: true };
  return null;
}

/** Starts a proxy to `target` on a free loopback port. */
export async function startFaultProxy(options: {
  service: Exclude<FaultService, 'sfn'>;
  target: string;
  dice: FaultDice;
}): Promise<{ endpoint: string; stop(): Promise<void> }> {
  const target = new URL(options.target);
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readAll(req);
      const fault = decideFault(options.service, options.dice);
      if (fault?.apply || !fault) {
        const upstream = await forward(req, body, target);
        if (!fault) {
          res.writeHead(upstream.status, upstream.headers);
          res.end(upstream.body);
          return;
        }
      }
      // A hung request is left open until its client gives up (or the stack stops).
      if (fault.answer !== 'hang') sendAnswer(res, fault.answer);
    })().catch(() => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
