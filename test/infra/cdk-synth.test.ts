// Smoke test of the real command: `npx cdk synth --quiet` with no AWS credentials and no network
// metadata service, bundling every Lambda with the local esbuild. Takes about a minute.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../infra/lib/paths.js';

const run = promisify(execFile);
const outdir = mkdtempSync(join(tmpdir(), 'hearth-cdk-out-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

function offlineEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!key.startsWith('AWS_')) env[key] = value;
  return {
    ...env,
    AWS_EC2_METADATA_DISABLED: 'true',
    AWS_CONFIG_FILE: join(outdir, 'no-config'),
    AWS_SHARED_CREDENTIALS_FILE: join(outdir, 'no-credentials'),
    CDK_DISABLE_VERSION_CHECK: 'true',
  };
}

describe('npx cdk synth', () => {
  it('synthesises all four stacks offline, bundling each Lambda as ESM with the AWS SDK left external', async () => {
    await run('npx', ['cdk', 'synth', '--quiet', '--output', outdir], {
      cwd: repoRoot,
      env: offlineEnvironment(),
      timeout: 240_000,
      maxBuffer: 16 * 1024 * 1024,
    });

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
    expect(account).toMatch(/from\s*"@aws-sdk\/client-cognito-identity-provider"/);
  });
});
