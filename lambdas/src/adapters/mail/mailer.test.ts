// SES itself cannot run here, so our side of the contract is checked on the wire: a real SESv2 client
// serialises the request, a recording handler keeps it and answers with SES's recorded responses.
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { describe, expect, it } from 'vitest';
import { sendEmailInput, sesMailer } from './mailer.js';

const message = {
  to: 'cook@example.com',
  subject: 'Grandma shared "Apple pie" with you',
  html: '<p>Open it in Hearth</p>',
  text: 'Open it in Hearth',
};
const sender = { from: 'Hearth <no-reply@hearth.example>', configurationSetName: 'HearthMailConfigSet123' };

/** SESv2 answers, as SES sends them (status, JSON body, the error type header). */
const recorded = {
  sent: {
    status: 200,
    headers: {},
    body: '{"MessageId":"010001902a7b8c1d-2e3f4a5b-6c7d-8e9f-a0b1-c2d3e4f5a6b7-000000"}',
  },
  notVerified: {
    status: 400,
    headers: { 'x-amzn-errortype': 'MessageRejected' },
    body: '{"message":"Email address is not verified. The following identities failed the check in region EU-WEST-1: cook@example.com"}',
  },
};

/** The parts of the SDK's HTTP request this test reads. */
interface HttpRequest {
  method: string;
  hostname: string;
  path: string;
  body: unknown;
}

function recordingSes(answer: { status: number; headers: Record<string, string>; body: string }) {
  const requests: HttpRequest[] = [];
  const client = new SESv2Client({
    region: 'eu-west-1',
    credentials: { accessKeyId: 'unit', secretAccessKey: 'unit' },
    requestHandler: {
      handle: async (request: HttpRequest) => {
        requests.push(request);
        return {
          response: {
            statusCode: answer.status,
            headers: { 'content-type': 'application/json', ...answer.headers },
            body: new TextEncoder().encode(answer.body),
          },
        };
      },
    },
  });
  return { client, requests };
}

describe('the SES mailer', () => {
  it('sends one SESv2 SendEmail through the configuration set, from the sender, as HTML and text', async () => {
    const { client, requests } = recordingSes(recorded.sent);
    await sesMailer(client, sender)(message);
    expect(requests).toHaveLength(1);
    const [request] = requests as [HttpRequest];
    expect(request.method).toBe('POST');
    expect(request.hostname).toBe('email.eu-west-1.amazonaws.com');
    expect(request.path).toBe('/v2/email/outbound-emails');
    const body =
      typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body as Uint8Array);
    expect(JSON.parse(body)).toEqual({
      FromEmailAddress: 'Hearth <no-reply@hearth.example>',
      Destination: { ToAddresses: ['cook@example.com'] },
      ConfigurationSetName: 'HearthMailConfigSet123',
      Content: {
        Simple: {
          Subject: { Data: 'Grandma shared "Apple pie" with you', Charset: 'UTF-8' },
          Body: {
            Html: { Data: '<p>Open it in Hearth</p>', Charset: 'UTF-8' },
            Text: { Data: 'Open it in Hearth', Charset: 'UTF-8' },
          },
        },
      },
    });
  });

  it('names no configuration set when none is configured (a deploy without the mail stack)', () => {
    expect(sendEmailInput(message, { from: sender.from })).not.toHaveProperty('ConfigurationSetName');
  });

  it("fails the send when SES refuses the message (the sandbox's unverified recipient)", async () => {
    const { client } = recordingSes(recorded.notVerified);
    await expect(sesMailer(client, sender)(message)).rejects.toMatchObject({
      name: 'MessageRejected',
      message: expect.stringContaining('not verified'),
    });
  });
});
