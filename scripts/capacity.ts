// `npm run capacity -- --families N`: how far one deploy of Hearth goes and what a family costs
// (docs/SCALE.md). Reads the deploy's limits from the synthesized templates (cdk.out, or the app
// synthesized here), the request mix `npm run load -- --record` measured (docs/scale/measured.json)
// and AWS's quotas (infra/lib/aws-quotas.ts), and prints for each number of active families (default
// 1,000, 100,000 and 1,000,000): the peak demand on each quota and its headroom, the first limit
// reached, the hottest DynamoDB partitions against one partition's limits, and the cost per family a
// month with and without a model.
// At each size the quotas scripts/capacity/steps.ts asks AWS for by then are applied (and the
// throttles that derive from them recomputed, as `-c quota:<name>=…` would at deploy); --no-asks
// shows the defaults alone.
// Options: --families N[,N…]  --cdk-out DIR  --measured FILE  --quota name=value (an account's own
// quota, e.g. --quota lambdaConcurrency=10)  --cognito-plan lite|essentials (cost with that plan)
// --no-asks.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { apiThrottles, type QuotaValues } from '../infra/lib/api-throttles.js';
import { awsQuotas, type QuotaName } from '../infra/lib/aws-quotas.js';
import { type CapacityReport, capacityReport, type Measured } from './capacity/model.js';
import { stepFor } from './capacity/steps.js';
import { type DeployLimits, deployLimits } from './capacity/templates.js';

const { values } = parseArgs({
  options: {
    families: { type: 'string', multiple: true },
    'cdk-out': { type: 'string', default: 'cdk.out' },
    measured: { type: 'string', default: 'docs/scale/measured.json' },
    quota: { type: 'string', multiple: true },
    'cognito-plan': { type: 'string' },
    'no-asks': { type: 'boolean', default: false },
  },
});

const families = (values.families ?? ['1000,100000,1000000'])
  .flatMap((value) => value.split(','))
  .map((value) => Number(value.replace(/_/g, '')))
  .filter((value) => Number.isFinite(value) && value > 0);
if (!families.length) throw new Error('--families needs a positive number');

const quotas = Object.fromEntries(
  Object.entries(awsQuotas).map(([name, q]) => [name, q.value]),
) as QuotaValues;
for (const setting of values.quota ?? []) {
  const [name, value] = setting.split('=');
  if (!name || !(name in awsQuotas) || !Number.isFinite(Number(value)))
    throw new Error(`--quota ${setting}: expected one of ${Object.keys(awsQuotas).join(', ')} = a number`);
  quotas[name as QuotaName] = Number(value);
}
const plan = values['cognito-plan']?.toUpperCase();
if (plan && plan !== 'LITE' && plan !== 'ESSENTIALS')
  throw new Error('--cognito-plan must be lite or essentials');

const measured = JSON.parse(readFileSync(values.measured as string, 'utf8')) as Measured;
const { limits, source } = await deployLimits(values['cdk-out']);

const count = (n: number) => Math.round(n).toLocaleString('en-US');
const figure = (n: number) => (n >= 100 ? count(n) : n >= 1 ? n.toFixed(1) : n.toFixed(3));
const times = (n: number) => (Number.isFinite(n) ? `${n >= 100 ? count(n) : n.toFixed(1)}x` : 'unused');
const dollars = (n: number) => `$${n >= 100 ? count(n) : n.toFixed(2)}`;

function printTable(headers: string[], rows: string[][]): void {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

function print(report: CapacityReport, asks: string[], changes: string[]): void {
  console.log(`\n=== ${count(report.families)} active families ===\n`);
  for (const change of changes) console.log(`- ${change}`);
  if (asks.length) console.log(`Quotas asked for by this size: ${asks.join(', ')}`);
  if (changes.length || asks.length) console.log('');
  printTable(
    ['quota (peak hour)', 'limit', 'peak', 'unit', 'headroom', 'from'],
    report.quotas.map((q) => [q.name, count(q.limit), figure(q.peak), q.unit, times(q.headroom), q.source]),
  );
  const first = report.firstLimit;
  console.log(
    `\nFirst limit reached: ${first.name} (${times(first.headroom)} headroom), at about ${count(first.reachedAtFamilies)} families.`,
  );
  console.log('\nHottest DynamoDB partitions (one partition serves 3,000 RCU and 1,000 WCU a second):\n');
  printTable(
    ['partition', 'index', 'side', 'peak units/s', 'headroom', 'note'],
    report.partitions
      .slice(0, 8)
      .map((p) => [p.key, p.where, p.side, figure(p.peak), times(p.headroom), p.note]),
  );
  console.log(`\nCost a month (Cognito ${report.cognitoPlan.toLowerCase()}):\n`);
  printTable(
    ['service', 'all families', 'per family'],
    report.cost.rows.map((row) => [
      row.service,
      dollars(row.monthly),
      `$${(row.monthly / report.families).toFixed(4)}`,
    ]),
  );
  console.log(
    `\nPer active family a month: $${report.cost.perFamilyWithoutModel.toFixed(3)} without a model, $${report.cost.perFamilyWithModel.toFixed(3)} with one.`,
  );
}

console.log(
  `Limits from ${source}; request mix measured ${measured.measuredAt} (load average ${measured.machine.loadAverage.join(' ')} on ${measured.machine.cores} cores).`,
);
/** The quotas and throttles at a size: the defaults (and --quota), raised by the step's asks. */
function atSize(n: number): {
  quotas: QuotaValues;
  limits: DeployLimits;
  asked: Set<QuotaName>;
  changes: string[];
} {
  if (values['no-asks']) return { quotas, limits, asked: new Set(), changes: [] };
  const step = stepFor(n);
  const raised = { ...quotas };
  const asked = new Set<QuotaName>();
  for (const [name, value] of Object.entries(step.asks) as [QuotaName, number][])
    if (value > raised[name]) {
      raised[name] = value;
      asked.add(name);
    }
  if (!asked.size) return { quotas: raised, limits, asked, changes: step.changes };
  // What `-c quota:<name>=…` makes of the stage and route throttles (the same code as the CDK app).
  const throttles = apiThrottles(raised);
  const routeThrottles = Object.fromEntries(
    Object.keys(limits.routeThrottles).map((key) => [
      key,
      throttles.routes[key] ?? limits.routeThrottles[key],
    ]),
  ) as DeployLimits['routeThrottles'];
  return {
    quotas: raised,
    limits: { ...limits, httpStage: throttles.stage, liveStage: throttles.live, routeThrottles },
    asked,
    changes: step.changes,
  };
}

for (const n of families) {
  const size = atSize(n);
  const report = capacityReport({
    families: n,
    measured,
    limits: size.limits,
    quotas: size.quotas,
    cognitoPlan: plan as never,
    asked: size.asked,
    throttlesFromAsks: [
      'apiAccountRate',
      'apiAccountBurst',
      'textractDetectRate',
      'bedrockRequestsPerMinute',
    ].some((name) => size.asked.has(name as QuotaName)),
  });
  print(
    report,
    [...size.asked].map((name) => `${name} ${count(size.quotas[name])}`),
    size.changes,
  );
}
