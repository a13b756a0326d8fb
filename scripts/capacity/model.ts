// The capacity model (docs/SCALE.md): from what one kind of request was measured to cost
// (docs/scale/measured.json), what a family's month is made of (family-month.ts), the deploy's own
// limits (its templates) and AWS's quotas, it answers for N active families: the peak demand on each
// quota and its headroom, the hottest DynamoDB partitions against one partition's limits, and what a
// family costs a month, with and without a model. Pure: the CLI (scripts/capacity.ts) reads the files.
import { awsQuotas, type QuotaName } from '../../infra/lib/aws-quotas.js';
import {
  familyMonth,
  HOTTEST_PREFIX_SHARE,
  MONTH_SECONDS,
  PEAK_FACTOR,
  RECONNECT_SPREAD_SECONDS,
  visitRequests,
} from './family-month.js';
import type { MeasuredAction } from './measure.js';
import { prices, tiered } from './prices.js';
import type { DeployLimits } from './templates.js';

export interface Measured {
  measuredAt: string;
  machine: { cores: number; loadAverage: number[]; node: string };
  actions: Record<string, MeasuredAction>;
}

export interface ModelInput {
  families: number;
  measured: Measured;
  limits: DeployLimits;
  quotas: Record<QuotaName, number>;
  /** The user pool's plan (default: the template's). */
  cognitoPlan?: DeployLimits['cognitoPlan'];
  /** Quotas raised for this size (scripts/capacity/steps.ts), named as such in the table. */
  asked?: ReadonlySet<QuotaName>;
  /** Whether the template's throttles were recomputed for raised quotas (`-c quota:…`). */
  throttlesFromAsks?: boolean;
}

export interface QuotaRow {
  name: string;
  limit: number;
  unit: string;
  /** Demand at the busiest hour. */
  peak: number;
  /** limit / peak (Infinity when nothing is asked). */
  headroom: number;
  /** Where the limit comes from: the deploy's template, or AWS's quota (adjustable or not). */
  source: string;
}

export interface PartitionRow {
  where: string;
  key: string;
  side: 'reads' | 'writes';
  /** Capacity units a second at the busiest hour. */
  peak: number;
  limit: number;
  headroom: number;
  note: string;
}

export interface CostRow {
  service: string;
  /** Dollars a month for all N families (fixed costs included). */
  monthly: number;
  /** Whether it is the model's (left out of the "without a model" figure). */
  model?: boolean;
}

export interface CapacityReport {
  families: number;
  quotas: QuotaRow[];
  /** The quota with the least headroom, and about how many families reach it. */
  firstLimit: QuotaRow & { reachedAtFamilies: number };
  partitions: PartitionRow[];
  cost: { rows: CostRow[]; perFamilyWithoutModel: number; perFamilyWithModel: number };
  cognitoPlan: DeployLimits['cognitoPlan'];
}

/** How many of each measured kind of request one family sends in a month. */
export function monthlyKinds(): Record<string, number> {
  const kinds: Record<string, number> = {};
  for (const [kind, perVisit] of Object.entries(visitRequests)) kinds[kind] = perVisit * familyMonth.visits;
  for (const [kind, n] of Object.entries(familyMonth.monthlyRequests)) kinds[kind] = (kinds[kind] ?? 0) + n;
  kinds['sign-up'] = familyMonth.newFamilyShare * familyMonth.cooks;
  return kinds;
}

const perSecond = (perFamilyMonth: number, families: number) =>
  (perFamilyMonth * families * PEAK_FACTOR) / MONTH_SECONDS;

const headroom = (limit: number, peak: number) => (peak > 0 ? limit / peak : Number.POSITIVE_INFINITY);

/** A family's month in the units each service counts. */
export function familyUsage(measured: Measured, limits: DeployLimits) {
  const kinds = monthlyKinds();
  const action = (kind: string) => {
    const found = measured.actions[kind];
    if (!found) throw new Error(`docs/scale/measured.json has no "${kind}": run npm run load -- --record`);
    return found;
  };
  const documentImports = familyMonth.photoImports + familyMonth.pdfImports;
  const apiKinds = Object.entries(kinds).filter(([kind]) => kind !== 'sign-up');
  const apiRequests =
    apiKinds.reduce((sum, [, n]) => sum + n, 0) +
    // A photo or PDF: its upload is signed, then extracted (the 'add recipe' that saves it is counted).
    documentImports * 2 +
    familyMonth.collectionImportShare * 5 +
    familyMonth.exportShare * 3 +
    familyMonth.cookbookShare;
  const apiSeconds = apiKinds.reduce((sum, [kind, n]) => sum + (n * action(kind).ms.mean) / 1000, 0);
  const addRecipeSeconds = action('add recipe').ms.mean / 1000;
  const collectionItems = familyMonth.collectionImportShare * familyMonth.recipesPerCollection;
  const listChanges =
    (visitRequests['list tick'] ?? 0) * familyMonth.visits +
    (visitRequests['list add'] ?? 0) * familyMonth.visits;
  const gb = (mb: number) => mb / 1024;
  const lambdaGbSeconds =
    apiSeconds * gb(limits.apiFunctionMb) +
    documentImports * familyMonth.documentImportSeconds * gb(limits.importTaskMb) +
    (familyMonth.monthlyRequests['import a page'] ?? 0) *
      familyMonth.pageImportSeconds *
      gb(limits.importTaskMb) +
    collectionItems * addRecipeSeconds * 1 +
    listChanges * 0.05 * gb(512);
  const lambdaInvocations =
    apiRequests +
    (familyMonth.monthlyRequests['import a page'] ?? 0) * 2 +
    documentImports * 3 +
    collectionItems +
    listChanges +
    familyMonth.visits * 3;
  const units = { reads: 0, writes: 0 };
  const byPartition = new Map<
    string,
    { where: string; key: string; side: 'reads' | 'writes'; monthly: number }
  >();
  for (const [kind, n] of Object.entries(kinds))
    for (const side of ['reads', 'writes'] as const)
      for (const use of action(kind)[side]) {
        units[side] += n * use.units;
        const id = `${side} ${use.where} ${use.keyClass}`;
        const entry = byPartition.get(id) ?? { where: use.where, key: use.keyClass, side, monthly: 0 };
        entry.monthly += n * use.units;
        byPartition.set(id, entry);
      }
  const socketMinutes = familyMonth.visits * familyMonth.visitMinutes;
  const socketMessages =
    socketMinutes / familyMonth.heartbeatMinutes + listChanges * familyMonth.pushesPerChange;
  const imageViews = familyMonth.visits * familyMonth.imagesPerVisit * (1 - familyMonth.imageBrowserHits);
  const edgeRequests = apiRequests + imageViews + familyMonth.visits * familyMonth.assetRequestsPerVisit;
  const edgeGb = (imageViews * familyMonth.imageKb + apiRequests * familyMonth.apiResponseKb) / (1024 * 1024);
  return {
    kinds,
    apiRequests,
    apiSeconds,
    addRecipeSeconds,
    collectionItems,
    documentImports,
    listChanges,
    lambdaGbSeconds,
    lambdaInvocations,
    dynamoReadUnits: units.reads,
    dynamoWriteUnits: units.writes,
    byPartition: [...byPartition.values()],
    socketMinutes,
    socketMessages,
    imageViews,
    edgeRequests,
    edgeGb,
    textractPages: familyMonth.photoImports + familyMonth.pdfImports * familyMonth.pagesPerPdf,
    logGb: ((apiRequests + lambdaInvocations) * familyMonth.logBytesPerRequest) / 1024 ** 3,
  };
}

export function capacityReport(input: ModelInput): CapacityReport {
  const { families: n, limits, quotas } = input;
  const usage = familyUsage(input.measured, limits);
  const peak = (perFamilyMonth: number) => perSecond(perFamilyMonth, n);
  const rows: QuotaRow[] = [];
  const templateSource = input.throttlesFromAsks ? 'template, with -c quota:…' : 'template';
  /** A row against a quota (by name) or the deploy's own template. */
  const row = (name: string, from: QuotaName | 'template', unit: string, demand: number, limit?: number) => {
    const value = limit ?? (from === 'template' ? 0 : quotas[from]);
    const source =
      from === 'template'
        ? templateSource
        : input.asked?.has(from)
          ? 'asked for at this step'
          : awsQuotas[from].adjustable
            ? 'AWS default, adjustable'
            : 'AWS, fixed';
    rows.push({ name, limit: value, unit, peak: demand, headroom: headroom(value, demand), source });
  };

  const apiPeak = peak(usage.apiRequests);
  const openSockets = (n * familyMonth.visits * familyMonth.visitMinutes * 60 * PEAK_FACTOR) / MONTH_SECONDS;
  const socketMessagesPeak = peak(usage.socketMessages);
  row(
    'HTTP API stage, default route throttle',
    'template',
    'requests/s',
    apiPeak,
    limits.httpStage.rateLimit,
  );
  row(
    'API Gateway, the account (HTTP + socket + pushes)',
    'apiAccountRate',
    'requests/s',
    apiPeak + socketMessagesPeak + peak(usage.listChanges * familyMonth.pushesPerChange),
  );
  const routeDemand: Record<string, number> = {
    'POST /api/extract-recipe': (familyMonth.monthlyRequests['import a page'] ?? 0) + usage.documentImports,
    'POST /api/suggest-recipes': familyMonth.monthlyRequests.suggestions ?? 0,
    'POST /api/imports/{id}/begin': familyMonth.collectionImportShare,
    'POST /api/exports': familyMonth.exportShare,
    'POST /api/cookbooks': familyMonth.cookbookShare,
  };
  for (const [key, throttle] of Object.entries(limits.routeThrottles))
    if (routeDemand[key] !== undefined)
      row(
        `${key} (its own throttle)`,
        'template',
        'requests/s',
        peak(routeDemand[key] ?? 0),
        throttle.rateLimit,
      );

  const apiConcurrency = apiPeak * (usage.apiSeconds / Math.max(1, usage.apiRequests));
  const importConcurrency =
    peak(familyMonth.monthlyRequests['import a page'] ?? 0) * familyMonth.pageImportSeconds +
    peak(usage.documentImports) * familyMonth.documentImportSeconds;
  const backgroundConcurrency = peak(usage.collectionItems) * usage.addRecipeSeconds;
  row(
    'Lambda concurrency (API, imports, background; less any reserved)',
    'lambdaConcurrency',
    'executions',
    apiConcurrency + importConcurrency + backgroundConcurrency,
    quotas.lambdaConcurrency - limits.reservedConcurrency,
  );
  row(
    'Step Functions Express starts (imports)',
    'sfnExpressStartRate',
    'calls/s',
    peak((familyMonth.monthlyRequests['import a page'] ?? 0) + usage.documentImports),
  );
  row(
    'Step Functions Standard starts (collection imports, exports)',
    'sfnStandardStartRate',
    'calls/s',
    peak(familyMonth.collectionImportShare + familyMonth.exportShare),
  );
  row(
    'Step Functions state transitions (collection imports)',
    'sfnStateTransitions',
    'transitions/s',
    peak(usage.collectionItems * 4),
  );
  row(
    'WebSocket new connections (steady)',
    'webSocketNewConnections',
    'connections/s',
    peak(familyMonth.visits),
  );
  row(
    `WebSocket reconnects after a blip (spread over ${RECONNECT_SPREAD_SECONDS} s)`,
    'webSocketNewConnections',
    'connections/s',
    openSockets / RECONNECT_SPREAD_SECONDS,
  );
  row(
    'Live stage throttle (socket messages)',
    'template',
    'messages/s',
    socketMessagesPeak,
    limits.liveStage.rateLimit,
  );
  row(
    'Cognito sign-ins and sign-ups',
    'cognitoUserAuthentication',
    'requests/s',
    peak(familyMonth.signIns + familyMonth.newFamilyShare * familyMonth.cooks),
  );
  row(
    'Cognito token refreshes',
    'cognitoUserToken',
    'requests/s',
    peak(familyMonth.visits * familyMonth.tokenRefreshesPerVisit),
  );
  row('SES sending rate', 'sesProductionRate', 'messages/s', peak(familyMonth.emails));
  row(
    'SES messages a day',
    'sesProductionPerDay',
    'messages/day',
    ((n * familyMonth.emails) / (MONTH_SECONDS / 86_400)) * 1.5,
  );
  row(
    'Textract DetectDocumentText (photos)',
    'textractDetectRate',
    'calls/s',
    peak(familyMonth.photoImports),
  );
  row(
    'Textract StartDocumentTextDetection (PDFs)',
    'textractStartRate',
    'calls/s',
    peak(familyMonth.pdfImports),
  );
  row(
    'Bedrock model calls (with a model)',
    'bedrockRequestsPerMinute',
    'calls/min',
    peak(familyMonth.modelCalls) * 60,
  );
  row('DynamoDB table reads (on demand)', 'dynamoTableReadUnits', 'RCU/s', peak(usage.dynamoReadUnits));
  row('DynamoDB table writes (on demand)', 'dynamoTableWriteUnits', 'WCU/s', peak(usage.dynamoWriteUnits));

  const partitions = hotPartitions(usage, n, quotas, limits);
  const first = [...rows].sort((a, b) => a.headroom - b.headroom)[0] as QuotaRow;
  const cognitoPlan = input.cognitoPlan ?? limits.cognitoPlan;
  const cost = monthlyCost(usage, n, limits, cognitoPlan);
  return {
    families: n,
    quotas: rows,
    firstLimit: { ...first, reachedAtFamilies: Math.floor(n * first.headroom) },
    partitions,
    cost,
    cognitoPlan,
  };
}

/** Buckets many keys share out unevenly: the community index's words, prefixes and vocabulary letters. */
const BUCKETED = /^(CWORD|CPREFIX|CVOCAB)#/;

/**
 * The partitions everyone shares (a key with no id in it), and one household's finder shard while it
 * imports a collection at full speed, against what one partition serves.
 */
function hotPartitions(
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

function monthlyCost(
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
