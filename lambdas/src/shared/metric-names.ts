// The business metrics' names, read by the code that counts them (shared/metrics.ts) and by the
// dashboard that graphs them (infra/lib/constructs/operations-dashboard.ts).
export const METRICS_NAMESPACE = 'Hearth';
/** Every metric carries this `service` dimension (Powertools' default dimension). */
export const METRICS_SERVICE = 'hearth';

export const metricNames = {
  imports: 'Imports',
  signUps: 'SignUps',
  subscriptionsStarted: 'SubscriptionsStarted',
  subscriptionsCancelled: 'SubscriptionsCancelled',
  emailsSent: 'EmailsSent',
  /** Calls to the language model, and those that failed (after their retries, or an unusable answer). */
  modelCalls: 'ModelCalls',
  modelFailures: 'ModelFailures',
  /** Collection-import items that still would not save after the workflow's retries. */
  importItemsFailed: 'ImportItemsFailed',
  /** API requests refused because they did not come through CloudFront (shared/origin-lock.ts). */
  originRefused: 'OriginRefused',
} as const;

/** Imports are counted with these two dimensions. */
export const importKinds = ['url', 'photo', 'pdf'] as const;
export const importOutcomes = ['ok', 'failed'] as const;
export type ImportKind = (typeof importKinds)[number];
export type ImportOutcome = (typeof importOutcomes)[number];
