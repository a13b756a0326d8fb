// A real TextractClient whose HTTP handler answers from recorded responses (test/fixtures/textract):
// the SDK serialises each request and parses each answer as it would on AWS, and the test reads the
// requests as they went on the wire (the X-Amz-Target operation and the JSON body).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { TextractClient } from '@aws-sdk/client-textract';

const recorded = join(import.meta.dirname, '..', 'fixtures', 'textract');

/** One recorded answer: a fixture file's JSON, sent with this status (400 for Textract's refusals). */
export interface RecordedAnswer {
  fixture: string;
  status?: number;
}

export interface SentRequest {
  operation: string;
  body: Record<string, unknown>;
}

export function recordedFixture(fixture: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(recorded, `${fixture}.json`), 'utf8')) as Record<string, unknown>;
}

/** `folder`: where the answers are, for a bundled script (scripts/time-textract.ts) that runs elsewhere. */
export function recordedTextract(answers: RecordedAnswer[], folder = recorded) {
  const queue = [...answers];
  const sent: SentRequest[] = [];
  const client = new TextractClient({
    region: 'eu-west-1',
    credentials: { accessKeyId: 'recorded', secretAccessKey: 'recorded' },
    maxAttempts: 1,
    requestHandler: {
      async handle(request: { headers: Record<string, string>; body?: string | Uint8Array }) {
        const body = request.body ?? '{}';
        sent.push({
          operation: String(request.headers['x-amz-target']).replace('Textract.', ''),
          body: JSON.parse(typeof body === 'string' ? body : new TextDecoder().decode(body)) as Record<
            string,
            unknown
          >,
        });
        const answer = queue.shift();
        if (!answer) throw new Error('No recorded Textract answer left');
        const text = readFileSync(join(folder, `${answer.fixture}.json`));
        return {
          response: {
            statusCode: answer.status ?? 200,
            headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-requestid': 'recorded' },
            body: Readable.from([text]),
          },
        };
      },
    },
  });
  return { client, sent, unanswered: () => queue.length };
}
