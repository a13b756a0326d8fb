import { defineConfig } from 'vitest/config';

// Three projects: unit tests sit beside their code; integration tests talk to the local stand-ins;
// infra tests synthesise the CDK app and run cdk-nag.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['lambdas/**/*.test.ts', 'frontend/src/**/*.test.{ts,tsx}', 'infra/local/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
