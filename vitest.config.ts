import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';
import { linguiMacros } from './frontend/lingui-macros';
import { patient } from './test/support/patience';

// The frontend's path aliases (frontend/vite.config.ts), so its unit tests can import shared contracts.
const frontendAliases = {
  '@': fileURLToPath(new URL('./frontend/src', import.meta.url)),
  '@contracts': fileURLToPath(new URL('./lambdas/src/contracts', import.meta.url)),
  '@domain': fileURLToPath(new URL('./lambdas/src/domain', import.meta.url)),
};

// Three projects: unit tests sit beside their code; integration tests talk to the local stand-ins;
// infra tests synthesise the CDK app and run cdk-nag.
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: frontendAliases },
        // Components under test use Lingui's macros and import .po catalogs, as in the web build.
        plugins: [linguiMacros(), lingui()],
        test: {
          name: 'unit',
          include: [
            'lambdas/**/*.test.ts',
            'frontend/src/**/*.test.{ts,tsx}',
            'infra/local/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          // Handlers check their configuration when they load; unit tests never reach these endpoints.
          env: {
            TABLE_NAME: 'hearth-unit',
            MEDIA_BUCKET: 'hearth-unit-media',
            USER_POOL_ID: 'local_unit',
            USER_POOL_CLIENT_ID: 'unit-client',
            APP_ORIGIN: 'http://localhost:3000',
            EXTRACT_RECIPE_STATE_MACHINE_ARN: 'arn:aws:states:us-east-1:000000000000:stateMachine:unit',
            READ_DOCUMENT_JOB_STATE_MACHINE_ARN:
              'arn:aws:states:us-east-1:000000000000:stateMachine:unit-read-document-job',
            IMPORT_COLLECTION_STATE_MACHINE_ARN:
              'arn:aws:states:us-east-1:000000000000:stateMachine:unit-import',
            EXPORT_EVERYTHING_STATE_MACHINE_ARN:
              'arn:aws:states:us-east-1:000000000000:stateMachine:unit-export',
            LOG_LEVEL: 'silent',
            POWERTOOLS_METRICS_DISABLED: 'true',
          },
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          // One local stack (free port, throw-away data) for the whole run; tests get its URL via inject().
          globalSetup: ['test/integration/global-setup.ts'],
          // Handlers a test imports directly (the Cognito trigger) write no metric lines.
          env: { POWERTOOLS_METRICS_DISABLED: 'true' },
          // Stretched on CI, whose shared machines can run several times slower mid-run (patience.ts).
          testTimeout: patient(60_000),
          hookTimeout: patient(120_000),
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          // The bundled `cdk synth` (about 40 s) runs once, for the first file that asks for it.
          globalSetup: ['test/infra/global-setup.ts'],
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
