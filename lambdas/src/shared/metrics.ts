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
export function countEvent(
  name: Exclude<
    (typeof metricNames)[keyof typeof metricNames],
    'Imports' | 'ModelCalls' | 'ModelFailures' | 'ImportItemsFailed'
  >,
): void {
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
    countNow(metricNames.imports, { kind, outcome });
  }
}

/** One count of a metric, written at once (its own EMF line): for code outside the HTTP chain too. */
function countNow(name: string, dimensions: Record<string, string> = {}): void {
  if (disabled) return;
  const single = metrics().singleMetric();
  if (Object.keys(dimensions).length) single.addDimensions(dimensions);
  single.addMetric(name, MetricUnit.Count, 1);
}

/**
 * Runs one call to the language model (a structuring or a suggestion, its retries included) and counts
 * it, and counts it again as a failure when it throws: a model that stops answering used to show only
 * as imports quietly getting worse (issue 33); now ModelFailures over ModelCalls is alarmed.
 */
export async function countModelCall<T>(call: () => Promise<T>): Promise<T> {
  countNow(metricNames.modelCalls);
  try {
    return await call();
  } catch (error) {
    countNow(metricNames.modelFailures);
    throw error;
  }
}

/** Counts a collection-import item that still would not save after its retries (alarmed). */
export function countImportItemFailed(): void {
  countNow(metricNames.importItemsFailed);
}

/**
 * Writes the invocation's metrics, if any. Powertools' logMetrics middleware would also warn on every
 * invocation that counted nothing (most API requests), so the chain uses this instead.
 */
export function flushMetrics(): void {
  if (made?.hasStoredMetrics()) made.publishStoredMetrics();
}
