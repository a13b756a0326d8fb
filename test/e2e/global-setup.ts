import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot, startLocalStack } from '../../infra/local/stack.js';

/** Starts a throw-away local stack for the run; the returned function stops it (global teardown). */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dist = process.env.HEARTH_WEB_DIST ?? join(repoRoot, 'frontend/dist');
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error(`${dist} is missing: run \`npm run build:web\` before the end-to-end tests.`);
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'hearth-e2e-'));
  // URL import refuses loopback addresses (SSRF); the import stories serve their recipe pages from
  // 127.0.0.1, so this test-only stack allows it. The handlers run in this process and read it.
  process.env.HEARTH_ALLOW_PRIVATE_FETCH = 'true';
  const stack = await startLocalStack({ port: 0, dataDir, serveFrontend: true, quiet: true });
  process.env.HEARTH_E2E_URL = stack.url;
  process.env.HEARTH_E2E_ADMIN_EMAIL = stack.admin.email;
  process.env.HEARTH_E2E_ADMIN_PASSWORD = stack.admin.password;
  if (stack.admin.totpSecret) process.env.HEARTH_E2E_ADMIN_TOTP_SECRET = stack.admin.totpSecret;
  return async () => {
    await stack.stop();
    // DynamoDB Local may still be flushing files as it exits; retry rather than fail the run.
    await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 }).catch(
      () => undefined,
    );
  };
}
