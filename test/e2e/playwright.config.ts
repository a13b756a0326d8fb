import { defineConfig, devices } from '@playwright/test';
import { patient } from '../support/patience';
import { chromiumArgs, chromiumExecutable } from './chromium';

const inCi = Boolean(process.env.CI);

// The global setup starts the whole local stack (DynamoDB Local, s3rver, cognito-local, the API and
// the built SPA) on a free port and publishes its address in HEARTH_E2E_URL; workers start after it,
// so they read the address when they load this file.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Parallel local runs each name their own (a run empties this folder when it starts).
  outputDir: process.env.HEARTH_E2E_OUTPUT ?? '../../test-results/e2e',
  globalSetup: './global-setup.ts',
  // Stretched on CI, whose shared machines can run several times slower mid-run (patience.ts).
  timeout: patient(60_000),
  expect: { timeout: patient(10_000) },
  fullyParallel: false,
  workers: inCi ? 1 : 2,
  // No retries: a test that passes only on a second try is a bug (in the app or the test), and a
  // retry would hide it. Should retries come back, a flaky test still fails the run.
  retries: 0,
  failOnFlakyTests: true,
  forbidOnly: inCi,
  reporter: 'list',
  use: {
    baseURL: process.env.HEARTH_E2E_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: patient(15_000),
    navigationTimeout: patient(20_000),
    // Each story opens Hearth in a fresh browser context, where the service worker would install and
    // precache the whole app (some 520 files, 3 MB) beside the story: measured on 16 stories, about 2 s
    // of CPU each and a fifth of their time on two cores. The stories of the installed kitchen (offline,
    // install, update, Cook Mode, the pantry offline, the CSP) allow it in their own files; the rest
    // are a first visit, before the worker has installed.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumExecutable,
          args: chromiumArgs,
        },
      },
    },
  ],
});
