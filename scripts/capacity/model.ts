// The capacity model (docs/SCALE.md): from what one kind of request was measured to cost
// (docs/scale/measured.json), what a family's month is made of (family-month.ts), the deploy's own
// limits (its templates) and AWS's quotas, it answers for N active families: the peak demand on each
// quota and its headroom, the hottest DynamoDB partitions against one partition's limits, and what a
// family costs a month, with and without a model. Pure: the CLI (scripts/capacity.ts) reads the files.
import { awsQuotas, type QuotaName } from '../../infra/lib/aws-quotas.js';
import { familyMonth, MONTH_SECONDS, PEAK_FACTOR, RECONNECT_SPREAD_SECONDS } from './family-month.js';
import { hotPartitions, monthlyCost } from './partitions-and-cost.js';

import type { CapacityReport, ModelInput, QuotaRow } from './shapes.js';
import { familyUsage, headroom, perSecond } from './usage.js';

export type { CapacityReport, CostRow, Measured, ModelInput, PartitionRow, QuotaRow } from './shapes.js';
export { familyUsage, monthlyKinds } from './usage.js';

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
