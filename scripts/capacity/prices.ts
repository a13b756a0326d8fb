// On-demand prices the capacity model costs a month with: us-east-1 / eu-west-1 list prices in US
// dollars as published when this was written (late 2026; check each service's pricing page, they
// change). Tiers are [units up to, price per unit] in order; the last tier has no end.
export type Tiers = [upTo: number, price: number][];

/** The cost of `units` under tiered prices. */
export function tiered(units: number, tiers: Tiers): number {
  let cost = 0;
  let from = 0;
  for (const [upTo, price] of tiers) {
    const inTier = Math.max(0, Math.min(units, upTo) - from);
    cost += inTier * price;
    from = upTo;
    if (units <= upTo) break;
  }
  return cost;
}

const M = 1_000_000;

export const prices = {
  apiGatewayHttpRequests: [
    [300 * M, 1.0 / M],
    [Number.POSITIVE_INFINITY, 0.9 / M],
  ] as Tiers,
  webSocketMessages: [
    [1_000 * M, 1.0 / M],
    [Number.POSITIVE_INFINITY, 0.8 / M],
  ] as Tiers,
  webSocketConnectionMinute: 0.25 / M,
  lambdaRequest: 0.2 / M,
  /** arm64, per GB-second (the first 7.5 billion GB-s tier). */
  lambdaArmGbSecond: 0.0000133334,
  dynamoReadUnit: 0.125 / M,
  dynamoWriteUnit: 0.625 / M,
  dynamoStorageGb: 0.25,
  dynamoPitrGb: 0.2,
  s3StorageGb: 0.023,
  s3Put: 0.005 / 1000,
  s3Get: 0.0004 / 1000,
  /** Data out to people, North America and Europe (the first 1 TB a month is always free). */
  cloudFrontOutGb: [
    [1_000, 0],
    [10_000, 0.085],
    [50_000, 0.08],
    [150_000, 0.06],
    [500_000, 0.04],
    [1_024_000, 0.03],
    [5_120_000, 0.025],
    [Number.POSITIVE_INFINITY, 0.02],
  ] as Tiers,
  /** HTTPS requests (the first 10 million a month are always free). */
  cloudFrontRequests: [
    [10 * M, 0],
    [Number.POSITIVE_INFINITY, 0.01 / 10_000],
  ] as Tiers,
  wafWebAcl: 5,
  wafRule: 1,
  wafRequest: 0.6 / M,
  /** Cognito monthly active users: Lite is tiered, Essentials flat; each plan's first 10,000 are free. */
  cognitoLite: [
    [10_000, 0],
    [100_000, 0.0055],
    [1_000_000, 0.0046],
    [10_000_000, 0.00325],
    [Number.POSITIVE_INFINITY, 0.0025],
  ] as Tiers,
  cognitoEssentials: [
    [10_000, 0],
    [Number.POSITIVE_INFINITY, 0.015],
  ] as Tiers,
  sesMessage: 0.1 / 1000,
  /** DetectDocumentText pages. */
  textractPage: [
    [M, 1.5 / 1000],
    [Number.POSITIVE_INFINITY, 0.6 / 1000],
  ] as Tiers,
  stepFunctionsStandardTransition: 0.025 / 1000,
  stepFunctionsExpressRequest: 1.0 / M,
  /** Express duration, per GB-second (billed in 64 MB, 100 ms steps). */
  stepFunctionsExpressGbSecond: 0.00001667,
  cloudWatchLogsIngestGb: 0.5,
  cloudWatchLogsStoreGb: 0.03,
  /** Per metric an alarm reads (a math alarm over three metrics costs three). */
  cloudWatchAlarmMetric: 0.1,
  /** Dashboards beyond the first three free. */
  cloudWatchDashboard: 3,
  cloudWatchCustomMetric: 0.3,
  /** X-Ray traces recorded (the first 100,000 a month free); the default sampling keeps the first
   * request each second and 5% of the rest. */
  xrayTrace: 5 / M,
  secretsManagerSecret: 0.4,
  kmsKey: 1,
  /** The structuring model, per token: Claude 3.5 Haiku ($0.80 in, $4 out per million); Amazon Nova
   * Lite would be $0.06 and $0.24. */
  modelTokenIn: 0.8 / M,
  modelTokenOut: 4 / M,
} as const;
