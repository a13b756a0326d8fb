// The capacity model's parts (scripts/capacity): DynamoDB's costing of a write on every index it
// touches, partition classes, tiered prices, and the model over the committed measurements holding
// issue 33's bar: no quota or partition under twice its peak at 100,000 families with that step's asks,
// and at most $0.10 a family a month at 1,000,000 without a model.
import { readFileSync } from 'node:fs';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { apiThrottles, defaultQuotas } from '../../infra/lib/api-throttles.js';
import type { QuotaName } from '../../infra/lib/aws-quotas.js';
import { costOfChange, itemSize, keyClass, queriedKey, wireItem } from './dynamo-recorder.js';
import { capacityReport, type Measured } from './model.js';
import { tiered } from './prices.js';
import { scaleSteps, stepFor } from './steps.js';
import type { DeployLimits } from './templates.js';

const s = (value: string): AttributeValue => ({ S: value });

describe('the DynamoDB recorder', () => {
  it('keeps shared keys whole and takes ids out of per-person ones', () => {
    expect(keyClass('PUBLIC_RECIPES')).toBe('PUBLIC_RECIPES');
    expect(keyClass('USER_EMAIL')).toBe('USER_EMAIL');
    expect(keyClass('FINDER#01HZX3K9Q2W8E7R6T5Y4U3I2O1')).toBe('FINDER#<id>');
    expect(keyClass('USER#7fd7fb20-575f-437e-9ff3-0a4ca192565b')).toBe('USER#<id>');
    expect(keyClass('HOUSEHOLD#01HZX3K9Q2W8E7R6T5Y4U3I2O1#RECIPES')).toBe('HOUSEHOLD#<id>#RECIPES');
    expect(keyClass('RECIPE#cbench0004860')).toBe('RECIPE#<id>');
    expect(keyClass('CPREFIX#s')).toBe('CPREFIX#s');
    expect(keyClass('CWORD#2024')).toBe('CWORD#2024');
  });

  it('costs a write to a public recipe on the table (twice in a transaction) and on each index it is in', () => {
    const meta = (rating: string) => ({
      pk: s('RECIPE#01HZX3K9Q2W8E7R6T5Y4U3I2O1'),
      sk: s('META'),
      gsi1pk: s('OWNER#7fd7fb20-575f-437e-9ff3-0a4ca192565b'),
      gsi1sk: s('2026#1'),
      gsi2pk: s('PUBLIC_RECIPES'),
      gsi2sk: s('2026#1'),
      ratingSum: { N: rating },
      notes: s('x'.repeat(1500)),
    });
    const uses = costOfChange(meta('4'), meta('9'), true);
    expect(uses).toEqual([
      { where: 'table', keyClass: 'RECIPE#<id>', units: 4 },
      { where: 'gsi1', keyClass: 'OWNER#<id>', units: 2 },
      { where: 'gsi2', keyClass: 'PUBLIC_RECIPES', units: 2 },
    ]);
  });

  it('costs a move between index keys as a delete from the old and a put to the new', () => {
    const before = { pk: s('VIDEO#1'), sk: s('META'), gsi2pk: s('PUBLIC_VIDEOS'), gsi2sk: s('a') };
    const after = {
      pk: s('VIDEO#1'),
      sk: s('META'),
      gsi2pk: s('VIDEO_OWNER#7fd7fb20-575f-437e-9ff3-0a4ca192565b'),
      gsi2sk: s('a'),
    };
    expect(costOfChange(before, after, false).filter((use) => use.where === 'gsi2')).toEqual([
      { where: 'gsi2', keyClass: 'PUBLIC_VIDEOS', units: 1 },
      { where: 'gsi2', keyClass: 'VIDEO_OWNER#<id>', units: 1 },
    ]);
    expect(costOfChange(before, undefined, false)).toEqual([
      { where: 'table', keyClass: 'VIDEO#<id>', units: 1 },
      { where: 'gsi2', keyClass: 'PUBLIC_VIDEOS', units: 1 },
    ]);
  });

  it('sizes items by DynamoDB’s rules and reads the key a Query names, in either form', () => {
    expect(itemSize({ pk: s('ab'), n: { N: '123' } })).toBe(2 + 2 + 1 + 3);
    expect(
      queriedKey({
        IndexName: 'gsi2',
        KeyConditionExpression: '#k = :pk AND begins_with(gsi2sk, :p)',
        ExpressionAttributeNames: { '#k': 'gsi2pk' },
        ExpressionAttributeValues: { ':pk': s('PUBLIC_RECIPES'), ':p': s('2026') },
      }),
    ).toBe('PUBLIC_RECIPES');
    expect(wireItem({ pk: 'USER#1', sk: 'PROFILE' })).toEqual({ pk: s('USER#1'), sk: s('PROFILE') });
    expect(wireItem({ pk: s('USER#1') })).toEqual({ pk: s('USER#1') });
  });
});

describe('tiered prices', () => {
  it('charge each unit at its tier', () => {
    const tiers: [number, number][] = [
      [10, 0],
      [100, 1],
      [Number.POSITIVE_INFINITY, 0.5],
    ];
    expect(tiered(5, tiers)).toBe(0);
    expect(tiered(50, tiers)).toBe(40);
    expect(tiered(200, tiers)).toBe(90 + 50);
  });
});

/** The limits a default deploy's templates hold (test/infra/scale.test.ts checks the templates). */
function defaultLimits(): DeployLimits {
  const throttles = apiThrottles();
  return {
    httpStage: throttles.stage,
    liveStage: throttles.live,
    routeThrottles: Object.fromEntries(Object.entries(throttles.routes)),
    apiFunctionMb: 512,
    importTaskMb: 1536,
    reservedConcurrency: 0,
    importItemsAtOnce: 10,
    alarms: 79,
    alarmMetrics: 100,
    dashboards: 1,
    wafRules: 6,
    kmsKeys: 1,
    secrets: 1,
    cognitoPlan: 'LITE',
  };
}

/** The report at a size with that size's asks, as `npm run capacity` makes it. */
function reportAt(families: number) {
  const measured = JSON.parse(readFileSync('docs/scale/measured.json', 'utf8')) as Measured;
  const quotas = { ...defaultQuotas };
  const asked = new Set<QuotaName>();
  for (const [name, value] of Object.entries(stepFor(families).asks) as [QuotaName, number][]) {
    quotas[name] = value;
    asked.add(name);
  }
  const throttles = apiThrottles(quotas);
  const limits = {
    ...defaultLimits(),
    httpStage: throttles.stage,
    liveStage: throttles.live,
    routeThrottles: { ...throttles.routes },
  };
  return capacityReport({ families, measured, limits, quotas, asked });
}

describe('the capacity model over the measured mix', () => {
  it('keeps every quota and shared partition at twice its peak or more at 100,000 families', () => {
    const report = reportAt(100_000);
    const short = report.quotas.filter((row) => row.headroom < 2).map((row) => row.name);
    expect(short).toEqual([]);
    expect(report.partitions.filter((row) => row.headroom < 2)).toEqual([]);
    expect(report.quotas.length).toBeGreaterThan(20);
  });

  it('costs at most $0.10 a family a month at 1,000,000 families without a model', () => {
    const report = reportAt(1_000_000);
    expect(report.cost.perFamilyWithoutModel).toBeLessThanOrEqual(0.1);
    expect(report.cost.perFamilyWithModel).toBeGreaterThan(report.cost.perFamilyWithoutModel);
  });

  it('scales demand with families, and names the first limit and when it is reached', () => {
    const small = reportAt(1_000);
    const large = reportAt(100_000);
    const peakOf = (report: typeof small, name: string) =>
      report.quotas.find((row) => row.name === name)?.peak;
    const name = 'HTTP API stage, default route throttle';
    expect((peakOf(large, name) ?? 0) / (peakOf(small, name) ?? 1)).toBeCloseTo(100, 5);
    expect(small.firstLimit.reachedAtFamilies).toBeGreaterThan(1_000);
  });

  it('asks for more at each step only what the step before could not hold', () => {
    expect(scaleSteps.map((step) => step.families)).toEqual([0, 100_000, 1_000_000]);
    const withoutAsks = capacityReport({
      families: 100_000,
      measured: JSON.parse(readFileSync('docs/scale/measured.json', 'utf8')) as Measured,
      limits: defaultLimits(),
      quotas: { ...defaultQuotas },
    });
    const needed = withoutAsks.quotas.filter((row) => row.headroom < 2).map((row) => row.name);
    expect(needed).toEqual(['SES messages a day']);
  });
});
