// Smoke test of the real command: `npx cdk synth --quiet` with no AWS credentials and no network
// metadata service, bundling every Lambda with the local esbuild (bundled-synth.ts, shared by this
// run's asset and IAM tests). Takes about 40 seconds.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledSynth } from './bundled-synth.js';

describe('npx cdk synth', () => {
  it('synthesises all four stacks offline, bundling each Lambda as ESM with the AWS SDK left external', async () => {
    const outdir = await bundledSynth();

    for (const stack of ['Stateful', 'Extraction', 'Api', 'Web']) {
      expect(existsSync(join(outdir, `Hearth-${stack}.template.json`)), stack).toBe(true);
    }
    const bundles = readdirSync(outdir)
      .filter((entry) => entry.startsWith('asset.'))
      .map((entry) => join(outdir, entry, 'index.mjs'))
      .filter((file) => existsSync(file));
    // Account area, two Cognito triggers and two extraction tasks at least.
    expect(bundles.length).toBeGreaterThanOrEqual(5);
    const account = bundles
      .map((file) => readFileSync(file, 'utf8'))
      .find((code) => code.includes('/api/me/email'));
    expect(account).toBeDefined();
    expect(account).toContain('createRequire');
    // The DynamoDB SDK comes from the runtime through require() (lambdas/src/shared/aws-sdk.ts).
    expect(account).toMatch(/[\w$]+\("@aws-sdk\/client-dynamodb"\)/);
    // Cognito loads on first use (shared/clients.ts), from the runtime's SDK all the same.
    expect(account).toMatch(/import\("@aws-sdk\/client-cognito-identity-provider"\)/);
  });
});
