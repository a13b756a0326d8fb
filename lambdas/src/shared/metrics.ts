// Business metrics as CloudWatch Embedded Metric Format lines (Powertools Metrics), namespace Hearth.
// Metrics are kept during an invocation and written once at its end: the middy chain calls
// flushMetrics(), and handlers outside it (the Cognito trigger) call it themselves. Locally and in tests
// POWERTOOLS_METRICS_DISABLED keeps them off the console (shared/config.ts).
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { observabilityConfig } from './config.js';
import {
  type ImportKind,
  type ImportOutcome,
  METRICS_NAMESPACE,
  METRICS_SERVICE,
  metricNames,
} from './metric-names.js';

const { POWERTOOLS_METRICS_DISABLED: disabled } = observabilityConfig();

let made: Metrics | undefined;

/** Made on first use: most invocations count nothing, so a cold start does not set Powertools up. */
const metrics = (): Metrics =>
  (made ??= new Metrics({ namespace: METRICS_NAMESPACE, serviceName: METRICS_SERVICE }));

/** Counts one event of the invocation (sign-up, subscription, e-mail); written by flushMetrics(). */
export function countEvent(name: Exclude<(typeof metricNames)[keyof typeof metricNames], 'Imports'>): void {
  metrics().addMetric(name, MetricUnit.Count, 1);
}

/** Runs an import and counts it by kind and outcome (its own EMF line, so its dimensions stay its own). */
export async function countImport<T>(kind: ImportKind, run: () => Promise<T>): Promise<T> {
  let outcome: ImportOutcome = 'failed';
  try {
    const result = await run();
    outcome = 'ok';
    return result;
  } finally {
    if (!disabled) {
      const single = metrics().singleMetric();
      single.addDimensions({ kind, outcome });
      single.addMetric(metricNames.imports, MetricUnit.Count, 1);
    }
  }
}

/**
 * Writes the invocation's metrics, if any. Powertools' logMetrics middleware would also warn on every
 * invocation that counted nothing (most API requests), so the chain uses this instead.
 */
export function flushMetrics(): void {
  if (made?.hasStoredMetrics()) made.publishStoredMetrics();
}
