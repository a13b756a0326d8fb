// Starts ONE local stack for the whole integration run: free port, throw-away data directory.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalStack } from '../../infra/local/stack.js';

declare module 'vitest' {
  export interface ProvidedContext {
    hearthUrl: string;
    hearthAdmin: { email: string; password: string; totpSecret?: string };
    /** DynamoDB Local of the stack, for tests that check what is stored (table name 'hearth'). */
    hearthDynamoEndpoint: string;
    /** s3rver itself, as the Lambdas reach it (the app origin's /media proxy serves the browser's calls only). */
    hearthS3Endpoint: string;
    /** The Step Functions stand-in, for tests that ask how a workflow's run ended (DescribeExecution). */
    hearthStepFunctionsEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  // Import tests serve their pages from loopback; the page fetcher refuses loopback unless this is
  // set. Test runs only: never set for `npm start` or on AWS (SSRF refusal is unit-tested with it off).
  process.env.HEARTH_ALLOW_PRIVATE_FETCH = 'true';
  const dataDir = await mkdtemp(join(tmpdir(), 'hearth-it-'));
  const stack = await startLocalStack({ port: 0, dataDir, serveFrontend: false, quiet: true });
  project.provide('hearthUrl', stack.url);
  project.provide('hearthAdmin', {
    email: stack.admin.email,
    password: stack.admin.password,
    totpSecret: stack.admin.totpSecret,
  });
  project.provide('hearthDynamoEndpoint', stack.env.DYNAMODB_ENDPOINT ?? '');
  project.provide('hearthS3Endpoint', stack.env.S3_ENDPOINT ?? '');
  project.provide('hearthStepFunctionsEndpoint', stack.env.STEP_FUNCTIONS_ENDPOINT ?? '');
  return async () => {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
