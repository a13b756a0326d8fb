// The capacity model's hottest partitions and monthly cost (model.ts).
import type { QuotaName } from '../../infra/lib/aws-quotas.js';
import { familyMonth, HOTTEST_PREFIX_SHARE, MONTH_SECONDS } from './family-month.js';
import { prices, tiered } from './prices.js';
import type { CapacityReport, CostRow, PartitionRow } from './shapes.js';
import type { DeployLimits } from './templates.js';
import { type familyUsage, headroom, perSecond } from './usage.js';

/** Buckets many keys share out unevenly: the community index's words, prefixes and vocabulary letters. */
const BUCKETED = /^(CWORD|CPREFIX|CVOCAB)#/;

/**
 * The partitions everyone shares (a key with no id in it), and one household's finder shard while it
 * imports a collection at full speed, against what one partition serves.
 */
export function hotPartitions(
  usage: ReturnType<typeof familyUsage>,
  n: number,
  quotas: Record<QuotaName, number>,
  limits: DeployLimits,
): PartitionRow[] {
  const limitOf = (side: 'reads' | 'writes') =>
    side === 'reads' ? quotas.dynamoPartitionReadUnits : quotas.dynamoPartitionWriteUnits;
  const shared = new Map<
    string,
    { where: string; key: string; side: 'reads' | 'writes'; monthly: number; note: string }
  >();
  for (const entry of usage.byPartition) {
    if (entry.key.includes('<id>')) continue;
    const bucket = BUCKETED.exec(entry.key)?.[1];
    const key = bucket ? `${bucket}#<the busiest>` : entry.key;
    const id = `${entry.side} ${entry.where} ${key}`;
    const found = shared.get(id) ?? {
      where: entry.where,
      key,
      side: entry.side,
      monthly: 0,
      note: bucket
        ? `${Math.round(HOTTEST_PREFIX_SHARE * 100)}% of all ${bucket} traffic (the busiest letter)`
        : 'one key for every family',
    };
    found.monthly += entry.monthly * (bucket ? HOTTEST_PREFIX_SHARE : 1);
    shared.set(id, found);
  }
  const rows: PartitionRow[] = [...shared.values()].map((entry) => {
    const demand = perSecond(entry.monthly, n);
    const limit = limitOf(entry.side);
    return { ...entry, peak: demand, limit, headroom: headroom(limit, demand) };
  });
  // A household importing a collection: its items save MaxConcurrency at a time, each in the same
  // transaction as its finder shard (measured as 'add recipe').
  const finder = usage.byPartition.find(
    (entry) => entry.side === 'writes' && entry.where === 'table' && entry.key.startsWith('FINDER#'),
  );
  const perRecipe = finder ? finder.monthly / (usage.kinds['add recipe'] ?? 1) : 0;
  const itemsPerSecond = limits.importItemsAtOnce / Math.max(0.05, usage.addRecipeSeconds);
  const shardWrites = perRecipe * itemsPerSecond;
  rows.push({
    where: 'table',
    key: 'FINDER#<one household>',
    side: 'writes',
    peak: shardWrites,
    limit: quotas.dynamoPartitionWriteUnits,
    headroom: headroom(quotas.dynamoPartitionWriteUnits, shardWrites),
    note: `one household importing a collection, ${limits.importItemsAtOnce} recipes at once (${itemsPerSecond.toFixed(0)}/s): the same at any number of families`,
  });
  return rows.sort((a, b) => a.headroom - b.headroom);
}

export function monthlyCost(
  usage: ReturnType<typeof familyUsage>,
  n: number,
  limits: DeployLimits,
  cognitoPlan: DeployLimits['cognitoPlan'],
): CapacityReport['cost'] {
  const total = (perFamily: number) => perFamily * n;
  const xrayTraces = Math.min(
    total(usage.lambdaInvocations),
    MONTH_SECONDS + 0.05 * total(usage.lambdaInvocations),
  );
  const rows: CostRow[] = [
    {
      service: 'CloudFront (data out and requests)',
      monthly:
        tiered(total(usage.edgeGb), prices.cloudFrontOutGb) +
        tiered(total(usage.edgeRequests), prices.cloudFrontRequests),
    },
    {
      service: `Cognito (${cognitoPlan.toLowerCase()}, ${familyMonth.cooks} monthly active users a family)`,
      monthly: tiered(
        total(familyMonth.cooks),
        cognitoPlan === 'LITE' ? prices.cognitoLite : prices.cognitoEssentials,
      ),
    },
    {
      service: 'WAF (web ACL, rules, requests)',
      monthly:
        prices.wafWebAcl + limits.wafRules * prices.wafRule + total(usage.edgeRequests) * prices.wafRequest,
    },
    {
      service: 'API Gateway (HTTP)',
      monthly: tiered(total(usage.apiRequests), prices.apiGatewayHttpRequests),
    },
    {
      service: 'API Gateway (live socket)',
      monthly:
        tiered(total(usage.socketMessages), prices.webSocketMessages) +
        total(usage.socketMinutes) * prices.webSocketConnectionMinute,
    },
    {
      service: 'Lambda',
      monthly:
        total(usage.lambdaInvocations) * prices.lambdaRequest +
        total(usage.lambdaGbSeconds) * prices.lambdaArmGbSecond,
    },
    {
      service: 'DynamoDB (requests, storage, backups)',
      monthly:
        total(usage.dynamoReadUnits) * prices.dynamoReadUnit +
        total(usage.dynamoWriteUnits) * prices.dynamoWriteUnit +
        total(familyMonth.storedTableGb) * (prices.dynamoStorageGb + prices.dynamoPitrGb),
    },
    { service: 'Textract', monthly: tiered(total(usage.textractPages), prices.textractPage) },
    {
      service: 'S3 (photos and files, their old versions, requests)',
      monthly:
        total(familyMonth.storedMediaGb * 1.2) * prices.s3StorageGb +
        total(familyMonth.photoImports + familyMonth.pdfImports + 10) * prices.s3Put +
        total(usage.imageViews * (1 - familyMonth.imageEdgeHits)) * prices.s3Get,
    },
    { service: 'SES', monthly: total(familyMonth.emails) * prices.sesMessage },
    {
      service: 'Step Functions',
      monthly:
        total((familyMonth.monthlyRequests['import a page'] ?? 0) + usage.documentImports) *
          (prices.stepFunctionsExpressRequest + 5 * (64 / 1024) * prices.stepFunctionsExpressGbSecond) +
        total(usage.collectionItems * 4 + familyMonth.exportShare * 6) *
          prices.stepFunctionsStandardTransition,
    },
    {
      service: 'CloudWatch (logs, alarms, dashboard, metrics) and X-Ray',
      monthly:
        total(usage.logGb) * (prices.cloudWatchLogsIngestGb + prices.cloudWatchLogsStoreGb) +
        limits.alarmMetrics * prices.cloudWatchAlarmMetric +
        Math.max(0, limits.dashboards - 3) * prices.cloudWatchDashboard +
        20 * prices.cloudWatchCustomMetric +
        Math.max(0, xrayTraces - 100_000) * prices.xrayTrace,
    },
    {
      service: 'Secrets Manager, KMS',
      monthly: limits.secrets * prices.secretsManagerSecret + limits.kmsKeys * prices.kmsKey,
    },
    {
      service: 'Bedrock (the model)',
      monthly:
        total(familyMonth.modelCalls) *
        (familyMonth.tokensIn * prices.modelTokenIn + familyMonth.tokensOut * prices.modelTokenOut),
      model: true,
    },
  ];
  const withoutModel = rows.filter((row) => !row.model).reduce((sum, row) => sum + row.monthly, 0);
  const withModel = rows.reduce((sum, row) => sum + row.monthly, 0);
  return { rows, perFamilyWithoutModel: withoutModel / n, perFamilyWithModel: withModel / n };
}
