// The first real deploy survives a real crowd (issue 33): one test for each breaker the synthesized app
// had, read from the templates (the shared check-scale tool reads the same things from `cdk.out`).

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiThrottle, costlyRouteThrottles, liveThrottle } from '../../infra/lib/api-throttles.js';
import { awsQuotas } from '../../infra/lib/aws-quotas.js';
import { backgroundShares } from '../../infra/lib/constructs/background-concurrency.js';
import { liveAlarmLimits } from '../../infra/lib/constructs/live-updates.js';
import { alarmLimits } from '../../infra/lib/constructs/operations.js';
import { repoRoot } from '../../infra/lib/paths.js';
import { BACKGROUND_CONCURRENCY_MINIMUM } from '../../infra/lib/settings.js';
import { checkProfileRegion, readLlmSettings } from '../../infra/lib/stacks/llm-settings.js';
import { deployedRoutes } from '../../lambdas/src/routes.js';
import { metricNames } from '../../lambdas/src/shared/metric-names.js';
import { MAX_CONCURRENT_ITEMS } from '../../lambdas/src/workflows/import-collection.asl.js';
import { READ_DOCUMENT_JOB_TIMEOUT_SECONDS } from '../../lambdas/src/workflows/read-document-job.asl.js';
import { resourcesOf, type SynthesisedHearth, synthHearth } from './hearth-app.js';

let hearth: SynthesisedHearth;
let operations: Template;
beforeAll(() => {
  hearth = synthHearth();
  operations = Template.fromJSON(hearth.assembly.getStackByName(hearth.operations.stackName).template);
});

type Props = Record<string, unknown>;
const props = (template: Template, type: string) => resourcesOf(template, type).map(([, r]) => r.Properties);
const alarmsIn = (template: Template) => props(template, 'AWS::CloudWatch::Alarm');
/** Metric names an alarm reads, plain or inside its math expression. */
const metricsOf = (alarm: Props) =>
  [
    alarm.MetricName,
    ...((alarm.Metrics as { MetricStat?: { Metric: { MetricName: string } } }[] | undefined) ?? []).map(
      (m) => m.MetricStat?.Metric.MetricName,
    ),
  ].filter(Boolean);
const alarmAbout = (template: Template, words: string) => {
  const found = alarmsIn(template).filter((alarm) => String(alarm.AlarmDescription).includes(words));
  expect(found, words).toHaveLength(1);
  return found[0] as Props;
};

describe('the stage throttles', () => {
  const stage = (name: string) =>
    props(hearth.templates.api, 'AWS::ApiGatewayV2::Stage').find((s) => s.StageName === name) as Props;

  it('let a crowd in: half the account’s API allowance by default, never the old 50 requests/s', () => {
    expect(stage('$default').DefaultRouteSettings).toEqual({
      ThrottlingRateLimit: apiThrottle.rateLimit,
      ThrottlingBurstLimit: apiThrottle.burstLimit,
    });
    expect(apiThrottle.rateLimit).toBeGreaterThanOrEqual(1000);
    expect(apiThrottle.rateLimit).toBeLessThanOrEqual(awsQuotas.apiAccountRate.value);
    expect(stage('live').DefaultRouteSettings).toEqual({
      ThrottlingRateLimit: liveThrottle.rateLimit,
      ThrottlingBurstLimit: liveThrottle.burstLimit,
    });
    expect(liveThrottle.rateLimit).toBeGreaterThanOrEqual(1000);
  });

  it('hold each costly route to its own limit, and only those routes', () => {
    const settings = stage('$default').RouteSettings as Record<string, Props>;
    expect(Object.keys(settings).sort()).toEqual(Object.keys(costlyRouteThrottles).sort());
    const keys = new Set(deployedRoutes.map((route) => `${route.method} ${route.path}`));
    for (const [key, limit] of Object.entries(costlyRouteThrottles)) {
      expect(keys.has(key), key).toBe(true);
      expect(settings[key]).toEqual({
        ThrottlingRateLimit: limit.rateLimit,
        ThrottlingBurstLimit: limit.burstLimit,
      });
      expect(limit.rateLimit, key).toBeLessThan(apiThrottle.rateLimit);
    }
  });

  it("follow the account's quotas when the deploy is told of a raise (-c quota:…)", () => {
    const raised = synthHearth({
      context: { 'quota:apiAccountRate': '20000', 'quota:textractDetectRate': '50' },
    });
    const stages = props(raised.templates.api, 'AWS::ApiGatewayV2::Stage');
    const http = stages.find((s) => s.StageName === '$default') as Props;
    expect(http.DefaultRouteSettings).toMatchObject({ ThrottlingRateLimit: 10_000 });
    expect((http.RouteSettings as Record<string, Props>)['POST /api/extract-recipe']).toEqual({
      ThrottlingRateLimit: 250,
      ThrottlingBurstLimit: 500,
    });
    expect(stages.find((s) => s.StageName === 'live')?.DefaultRouteSettings).toMatchObject({
      ThrottlingRateLimit: 4_000,
    });
  });

  it('wait for the routes they name (API Gateway refuses settings for a route it does not have)', () => {
    const [, stageResource] = Object.entries(
      hearth.templates.api.findResources('AWS::ApiGatewayV2::Stage', {
        Properties: { StageName: '$default' },
      }),
    )[0] as [string, { DependsOn?: string[] }];
    const routeIds = Object.entries(hearth.templates.api.findResources('AWS::ApiGatewayV2::Route'))
      .filter(([, route]) => (route.Properties as Props).RouteKey === 'POST /api/extract-recipe')
      .map(([id]) => id);
    expect(routeIds).toHaveLength(1);
    expect(stageResource.DependsOn).toEqual(expect.arrayContaining(routeIds));
  });
});

/** Every Standard workflow of the app with the template it sits in: the API's two and the long imports'. */
const standardMachines = () =>
  [hearth.templates.api, hearth.templates.extraction].flatMap((template) =>
    resourcesOf(template, 'AWS::StepFunctions::StateMachine')
      .filter(([, machine]) => (machine.Properties.StateMachineType ?? 'STANDARD') === 'STANDARD')
      .map(([id, machine]) => ({ id, machine, template })),
  );

describe('the Standard workflows', () => {
  it('each end after their own time limit, written into the definition', () => {
    const limits: Record<string, number> = {};
    for (const { id, machine } of standardMachines()) {
      // A plain string: the task ARNs are DefinitionSubstitutions.
      const definition = JSON.parse(machine.Properties.DefinitionString as string) as {
        TimeoutSeconds: number;
      };
      limits[id.replace(/[0-9A-F]{8}$/, '')] = definition.TimeoutSeconds;
    }
    expect(limits).toEqual({
      ImportCollection: 6 * 3600,
      ExportEverything: 3600,
      ReadDocumentJob: READ_DOCUMENT_JOB_TIMEOUT_SECONDS,
    });
  });
});

describe('a destroy then a deploy', () => {
  it('finds no secret of a fixed name (a deleted secret keeps its name through its recovery window)', () => {
    const secrets = props(hearth.templates.api, 'AWS::SecretsManager::Secret');
    expect(secrets).toHaveLength(1);
    expect(secrets[0]?.Name).toBeUndefined();
  });

  it('finds no retained log group of a fixed name: the WAF log group ends with the stack’s own id', () => {
    const [[, group]] = Object.entries(hearth.templates.edge.findResources('AWS::Logs::LogGroup')) as [
      [string, { DeletionPolicy?: string; Properties: Props }],
    ];
    expect(group.DeletionPolicy).toBe('Retain');
    expect(group.Properties.LogGroupName).toEqual({
      'Fn::Join': [
        '',
        ['aws-waf-logs-hearth-', { 'Fn::Select': [2, { 'Fn::Split': ['/', { Ref: 'AWS::StackId' }] }] }],
      ],
    });
  });
});

describe('the live-updates stream consumer', () => {
  it('records a batch it gives up on in an encrypted queue instead of dropping it unseen', () => {
    const [mapping] = props(hearth.templates.api, 'AWS::Lambda::EventSourceMapping');
    const queues = resourcesOf(hearth.templates.api, 'AWS::SQS::Queue');
    expect(queues).toHaveLength(1);
    const [queueId, queue] = queues[0] as [string, { Properties: Props }];
    expect(mapping).toMatchObject({
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 2,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } } },
    });
    expect(queue.Properties).toMatchObject({
      SqsManagedSseEnabled: true,
      MessageRetentionPeriod: 14 * 86400,
    });
  });

  it('is alarmed when it falls a minute behind and when it gives up on a batch', () => {
    const lag = alarmAbout(hearth.templates.api, 'behind the table');
    expect(lag).toMatchObject({
      Namespace: 'AWS/Lambda',
      MetricName: 'IteratorAge',
      Statistic: 'Maximum',
      Threshold: liveAlarmLimits.iteratorAgeMs,
    });
    expect(JSON.stringify(lag.Dimensions)).toContain('StreamFunction');
    expect(alarmAbout(hearth.templates.api, 'gave up on a change')).toMatchObject({
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Threshold: 1,
    });
  });
});

describe('the alarms beside what they watch', () => {
  const topicImport = { 'Fn::ImportValue': expect.stringContaining('AlarmTopic') };

  it('watch each Standard workflow, in its own stack, for failed, timed-out and throttled executions (not cancelled ones)', () => {
    const machines = standardMachines();
    expect(machines.map(({ id }) => id.replace(/[0-9A-F]{8}$/, '')).sort()).toEqual([
      'ExportEverything',
      'ImportCollection',
      'ReadDocumentJob',
    ]);
    for (const { id: machineId, template } of machines) {
      const alarms = alarmsIn(template).filter((alarm) =>
        JSON.stringify(alarm).includes(`{"Ref":"${machineId}"}`),
      );
      expect(alarms, machineId).toHaveLength(1);
      expect(metricsOf(alarms[0] as Props).sort()).toEqual([
        'ExecutionThrottled',
        'ExecutionsFailed',
        'ExecutionsTimedOut',
      ]);
      expect(alarms[0]).toMatchObject({ Threshold: 1, AlarmActions: [topicImport] });
    }
  });

  it('watch the socket API for its own failures', () => {
    const socket = alarmAbout(hearth.templates.api, 'socket API failed');
    expect(metricsOf(socket).sort()).toEqual(['ExecutionError', 'IntegrationError']);
    expect(socket).toMatchObject({
      Threshold: liveAlarmLimits.socketServerErrors,
      AlarmActions: [topicImport],
    });
  });

  it('tell the topic of the alarms stack, which every other stack imports', () => {
    const alarmsStack = Template.fromJSON(hearth.assembly.getStackByName(hearth.alarms.stackName).template);
    alarmsStack.resourceCountIs('AWS::SNS::Topic', 1);
    const everywhere = [hearth.templates.api, hearth.templates.extraction, operations].flatMap(alarmsIn);
    expect(everywhere.length).toBeGreaterThan(0);
    for (const alarm of everywhere) expect(alarm.AlarmActions).toEqual([topicImport]);
  });
});

describe('what Hearth leans on', () => {
  const hearthMetric = (alarm: Props, name: string) =>
    (alarm.Metrics as { MetricStat?: { Metric: Props } }[] | undefined)?.find(
      (m) => m.MetricStat?.Metric.MetricName === name,
    )?.MetricStat?.Metric ?? (alarm.MetricName === name ? alarm : undefined);

  it('alarms when a fifth of the model calls fail (a failure used to be only a warning in a log)', () => {
    const alarm = alarmAbout(operations, 'calls to the model failed');
    expect(hearthMetric(alarm, metricNames.modelFailures)).toMatchObject({ Namespace: 'Hearth' });
    expect(hearthMetric(alarm, metricNames.modelCalls)).toMatchObject({ Namespace: 'Hearth' });
    expect(alarm.Threshold).toBe(alarmLimits.modelFailurePercent);
  });

  it('alarms on collection-import items that would not save, and on calls around CloudFront', () => {
    expect(alarmAbout(operations, 'would not save')).toMatchObject({
      Namespace: 'Hearth',
      MetricName: metricNames.importItemsFailed,
      Threshold: alarmLimits.importItemsFailed,
    });
    expect(alarmAbout(operations, "API's own address")).toMatchObject({
      Namespace: 'Hearth',
      MetricName: metricNames.originRefused,
    });
  });

  it("alarms at 80% of the account's Lambda concurrency and on Textract throttling", () => {
    expect(alarmAbout(operations, 'Lambda concurrency passed')).toMatchObject({
      Namespace: 'AWS/Lambda',
      MetricName: 'ClaimedAccountConcurrency',
      Threshold: 800,
    });
    const textract = alarmAbout(operations, 'Textract refused');
    expect(new Set(metricsOf(textract))).toEqual(new Set(['ThrottledCount']));
  });

  it('graphs the workflows, the socket API, the model and the account concurrency on the dashboard', () => {
    const body = JSON.stringify(props(operations, 'AWS::CloudWatch::Dashboard')[0]?.DashboardBody);
    for (const title of [
      'Collection import, export and long imports (Standard workflows)',
      'Live updates',
      'The model and Textract',
      'Lambda concurrency (account)',
      'Requests around CloudFront (refused)',
    ])
      expect(body).toContain(title);
  });
});

describe('the user pool', () => {
  it('is on the Lite plan: nothing of Essentials is used, and Lite costs a third or less past 10,000 users', () => {
    expect(props(hearth.templates.stateful, 'AWS::Cognito::UserPool')[0]?.UserPoolTier).toBe('LITE');
  });
});

describe('background work', () => {
  const reserved = (hearthApp: SynthesisedHearth) =>
    resourcesOf(hearthApp.templates.api, 'AWS::Lambda::Function')
      .filter(([, fn]) => fn.Properties.ReservedConcurrentExecutions !== undefined)
      .map(([id, fn]) => [
        id.replace(/Function[0-9A-F]{8}$/, ''),
        fn.Properties.ReservedConcurrentExecutions,
      ]);

  it('reserves nothing by default, so a new account (10 executions in all) can deploy', () => {
    expect(reserved(hearth)).toEqual([]);
  });

  it('with backgroundConcurrency, shares exactly that out, enough for one import at full speed', () => {
    const shared = synthHearth({
      context: { backgroundConcurrency: '100', 'quota:lambdaConcurrency': '1000' },
    });
    const shares = Object.fromEntries(reserved(shared)) as Record<string, number>;
    expect(
      Object.keys(shares).map((id) => id.replace(/^(CollectionImport|ExportEverything)Tasks/, '')),
    ).toEqual(
      expect.arrayContaining([
        'BuildExport',
        'FinishExport',
        'FinishImport',
        'ImportItem',
        'ReadArchive',
        'RecordItemFailure',
      ]),
    );
    expect(Object.keys(shares)).toHaveLength(6);
    expect(shares.CollectionImportTasksImportItem).toBe(100 - 10);
    expect(Object.values(shares).reduce((sum, n) => sum + n, 0)).toBe(100);
    expect(backgroundShares(BACKGROUND_CONCURRENCY_MINIMUM).ImportItem).toBeGreaterThanOrEqual(
      MAX_CONCURRENT_ITEMS,
    );
  });

  it('refuses at synth a reservation that would leave less than 100 executions unreserved', () => {
    expect(() => synthHearth({ context: { backgroundConcurrency: '50' } })).not.toThrow();
    expect(() =>
      synthHearth({ context: { backgroundConcurrency: '50', 'quota:lambdaConcurrency': '10' } }),
    ).toThrow(/must leave 100 of the account's Lambda concurrency \(10\) unreserved/);
    expect(() => synthHearth({ context: { 'quota:lambdaConcurrency': '10' } })).not.toThrow();
  });
});

describe('the model’s region', () => {
  const inRegion = (region: string, modelId: string) => {
    const app = new App({ context: { llmProvider: 'bedrock', llmModelId: modelId } });
    return () => readLlmSettings(new Stack(app, 'S', { env: { account: '111122223333', region } }));
  };

  it('refuses a cross-region inference profile the region cannot call (us. from eu-west-1)', () => {
    expect(inRegion('eu-west-1', 'us.anthropic.claude-3-5-haiku-20241022-v1:0')).toThrow(
      /cannot be called from eu-west-1.*eu\.anthropic\.claude-3-5-haiku/,
    );
    expect(inRegion('eu-west-1', 'eu.amazon.nova-lite-v1:0')).not.toThrow();
    expect(inRegion('us-east-1', 'us.amazon.nova-lite-v1:0')).not.toThrow();
    expect(inRegion('ap-southeast-2', 'global.anthropic.claude-haiku-4-5-20251001-v1:0')).not.toThrow();
    expect(inRegion('eu-west-1', 'amazon.nova-lite-v1:0')).not.toThrow();
    expect(() => checkProfileRegion('apac.amazon.nova-lite-v1:0', 'us-west-2')).toThrow(/apac\./);
  });
});

describe('docs/DEPLOY.md', () => {
  const deployDoc = readFileSync(join(repoRoot, 'docs', 'DEPLOY.md'), 'utf8');
  const count = (synthesised: SynthesisedHearth, type: string) =>
    synthesised.assembly.stacks.reduce(
      (sum, stack) =>
        sum +
        Object.values(stack.template.Resources ?? {}).filter((r) => (r as { Type: string }).Type === type)
          .length,
      0,
    );

  it('says how many alarms the deploy it shows makes, with and without mailFrom', () => {
    const withMail = synthHearth({ context: { mailFrom: 'no-reply@hearth.example' } });
    const claim = /(\d+) alarms \((\d+) without `mailFrom`\)/.exec(deployDoc);
    expect(claim, 'DEPLOY.md: "<n> alarms (<m> without `mailFrom`)"').not.toBeNull();
    expect(Number(claim?.[1])).toBe(count(withMail, 'AWS::CloudWatch::Alarm'));
    expect(Number(claim?.[2])).toBe(count(hearth, 'AWS::CloudWatch::Alarm'));
  });

  it('counts the web ACL’s rules and the customer-managed KMS keys as they are', () => {
    const rules = /a web ACL with (\d+) rules/.exec(deployDoc)?.[1];
    const acl = props(hearth.templates.edge, 'AWS::WAFv2::WebACL')[0];
    expect(Number(rules)).toBe(((acl?.Rules as unknown[] | undefined) ?? []).length);
    expect(count(hearth, 'AWS::KMS::Key')).toBe(1);
    expect(deployDoc).toContain("Hearth's one customer-managed KMS key");
  });

  it('names the paths the site deploy invalidates', () => {
    const deployments = props(hearth.templates.web, 'Custom::CDKBucketDeployment');
    const invalidated = deployments.flatMap((d) => (d.DistributionPaths as string[] | undefined) ?? []);
    expect(invalidated).toEqual(['/*']);
    expect(deployDoc).toContain('invalidated for the whole site (`/*`');
  });
});
