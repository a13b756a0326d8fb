// Operating Hearth on AWS: every function traced, alarms on the right metrics with the right limits
// telling the alarm topic, the topic's e-mail from context, one dashboard, the monthly budget, and the
// import workflow's logs without users' pages. cdk-nag over the whole app is security.test.ts.
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { HearthFunction } from '../../infra/lib/constructs/hearth-function.js';
import { alarmLimits } from '../../infra/lib/constructs/operations.js';
import { resourcesOf, type SynthesisedHearth, synthHearth } from './hearth-app.js';

let hearth: SynthesisedHearth;
let operations: Template;
/** The alarms stack: the topic every alarm tells (constructs/alarm-topic.ts). */
let alarmsStack: Template;
beforeAll(() => {
  hearth = synthHearth({ context: { alarmEmail: 'ops@hearth.example', monthlyBudgetUsd: '120' } });
  operations = Template.fromJSON(hearth.assembly.getStackByName(hearth.operations.stackName).template);
  alarmsStack = Template.fromJSON(hearth.assembly.getStackByName(hearth.alarms.stackName).template);
});

type Props = Record<string, unknown>;
const alarms = () => resourcesOf(operations, 'AWS::CloudWatch::Alarm').map(([, alarm]) => alarm.Properties);
/** The one resource of a type in a template, as [logicalId, resource]. */
function onlyOf(template: Template, type: string) {
  const found = resourcesOf(template, type);
  expect(found, type).toHaveLength(1);
  return found[0] as [string, { Properties: Record<string, unknown> }];
}
/** The topic as another stack names it: an import of the alarms stack's export of its Ref. */
const topicRef = () => ({
  'Fn::ImportValue': expect.stringContaining(`Ref${onlyOf(alarmsStack, 'AWS::SNS::Topic')[0]}`),
});
/** The same, as a template matcher. */
const topicImport = () => ({
  'Fn::ImportValue': Match.stringLikeRegexp(`Ref${onlyOf(alarmsStack, 'AWS::SNS::Topic')[0]}`),
});
const alarmAbout = (words: string) => {
  const found = alarms().filter((alarm) => String(alarm.AlarmDescription).includes(words));
  expect(found, words).toHaveLength(1);
  return found[0] as Props;
};
/** The metrics of a math-expression alarm, by id. */
const mathMetrics = (alarm: Props) =>
  Object.fromEntries(
    (alarm.Metrics as { Id: string; Expression?: string; MetricStat?: { Metric: Props; Stat: string } }[])
      .filter((entry) => entry.MetricStat)
      .map((entry) => [entry.Id, entry.MetricStat]),
  );
const expressionOf = (alarm: Props) =>
  (alarm.Metrics as { Expression?: string }[]).find((entry) => entry.Expression)?.Expression;

const allFunctions = () =>
  [hearth.stateful, hearth.extraction, hearth.api].flatMap((stack) =>
    stack.node.findAll().filter((construct) => construct instanceof HearthFunction),
  );

describe('tracing', () => {
  it('is active on every Lambda function of every stack', () => {
    const templates = [hearth.templates.stateful, hearth.templates.extraction, hearth.templates.api];
    const functions = templates.flatMap((template) => resourcesOf(template, 'AWS::Lambda::Function'));
    const ours = functions.filter(([, fn]) => (fn.Properties.Runtime as string)?.startsWith('nodejs22'));
    expect(ours.length).toBe(allFunctions().length);
    for (const [id, fn] of ours) expect(fn.Properties.TracingConfig, id).toEqual({ Mode: 'Active' });
  });
});

describe('alarms', () => {
  it('each tell the alarm topic, and no data is not a breach', () => {
    expect(alarms().length).toBeGreaterThan(0);
    for (const alarm of alarms()) {
      expect(alarm.AlarmActions).toEqual([topicRef()]);
      expect(alarm.TreatMissingData).toBe('notBreaching');
    }
  });

  it('watch the API 5xx rate as 5xx / Count of the HTTP API', () => {
    const alarm = alarmAbout('API requests answered 5xx');
    expect(expressionOf(alarm)).toBe('IF(requests > 0, 100 * errors / requests, 0)');
    const { errors, requests } = mathMetrics(alarm);
    expect(errors?.Metric).toMatchObject({ Namespace: 'AWS/ApiGateway', MetricName: '5xx' });
    expect(requests?.Metric).toMatchObject({ Namespace: 'AWS/ApiGateway', MetricName: 'Count' });
    expect(errors?.Metric.Dimensions).toEqual([{ Name: 'ApiId', Value: expect.anything() }]);
    expect(alarm).toMatchObject({
      Threshold: alarmLimits.apiServerErrorPercent,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      EvaluationPeriods: 3,
      DatapointsToAlarm: 2,
    });
  });

  it('watch errors and throttles of every function', () => {
    const count = allFunctions().length;
    const byMetric = (name: string) =>
      alarms().filter((alarm) => alarm.Namespace === 'AWS/Lambda' && alarm.MetricName === name);
    for (const name of ['Errors', 'Throttles']) {
      const found = byMetric(name);
      expect(found, name).toHaveLength(count);
      for (const alarm of found) expect(alarm).toMatchObject({ Statistic: 'Sum', Threshold: 1, Period: 300 });
    }
  });

  it("watch the import workflow's failure rate and its timeouts", () => {
    const failures = alarmAbout('recipe imports failed');
    const { failed, started } = mathMetrics(failures);
    expect(failed?.Metric).toMatchObject({ Namespace: 'AWS/States', MetricName: 'ExecutionsFailed' });
    expect(started?.Metric).toMatchObject({ Namespace: 'AWS/States', MetricName: 'ExecutionsStarted' });
    expect(expressionOf(failures)).toBe(
      `IF(started >= ${alarmLimits.importsForFailureRate}, 100 * failed / started, 0)`,
    );
    expect(failures.Threshold).toBe(alarmLimits.importFailurePercent);
    expect(alarmAbout('ran out of time')).toMatchObject({
      Namespace: 'AWS/States',
      MetricName: 'ExecutionsTimedOut',
      Threshold: 1,
    });
  });

  it("watch the table's throttled requests and DynamoDB user errors", () => {
    const throttles = alarmAbout('throttled requests to the table');
    const stats = Object.values(mathMetrics(throttles));
    expect(stats.length).toBeGreaterThan(5);
    for (const stat of stats)
      expect(stat?.Metric).toMatchObject({ Namespace: 'AWS/DynamoDB', MetricName: 'ThrottledRequests' });
    const dimensions = stats.flatMap(
      (stat) => (stat?.Metric.Dimensions ?? []) as { Name: string; Value: unknown }[],
    );
    const operationNames = dimensions.filter((d) => d.Name === 'Operation').map((d) => d.Value);
    expect(operationNames).toHaveLength(stats.length);
    expect(operationNames).toEqual(expect.arrayContaining(['Query', 'GetItem', 'TransactWriteItems']));
    expect(operationNames).not.toContain('Scan');
    expect(dimensions.filter((d) => d.Name === 'TableName')).toHaveLength(stats.length);
    expect(alarmAbout('refused requests as invalid')).toMatchObject({
      Namespace: 'AWS/DynamoDB',
      MetricName: 'UserErrors',
      Threshold: alarmLimits.dynamoUserErrors,
    });
  });

  it('watch the SES bounce rate above 5% and the complaint rate above 0.1%', () => {
    expect(alarmAbout('bounced')).toMatchObject({
      Namespace: 'AWS/SES',
      MetricName: 'Reputation.BounceRate',
      Threshold: 0.05,
      ComparisonOperator: 'GreaterThanThreshold',
    });
    expect(alarmAbout('marked as spam')).toMatchObject({
      Namespace: 'AWS/SES',
      MetricName: 'Reputation.ComplaintRate',
      Threshold: 0.001,
      ComparisonOperator: 'GreaterThanThreshold',
    });
  });
});

describe('the alarm topic', () => {
  it('is encrypted with a rotated key CloudWatch and Budgets may use, and e-mails alarmEmail', () => {
    operations.resourceCountIs('AWS::SNS::Topic', 0);
    alarmsStack.hasResourceProperties('AWS::SNS::Topic', {
      KmsMasterKeyId: { 'Fn::GetAtt': [Match.stringLikeRegexp('AlarmTopicKey'), 'Arn'] },
    });
    alarmsStack.hasResourceProperties('AWS::KMS::Key', {
      EnableKeyRotation: true,
      KeyPolicy: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Principal: { Service: ['budgets.amazonaws.com', 'cloudwatch.amazonaws.com'] },
            Action: ['kms:Decrypt', 'kms:GenerateDataKey*'],
          }),
        ]),
      },
    });
    alarmsStack.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@hearth.example',
      TopicArn: { Ref: onlyOf(alarmsStack, 'AWS::SNS::Topic')[0] },
    });
    const [, policy] = onlyOf(alarmsStack, 'AWS::SNS::TopicPolicy');
    const publishers = (policy.Properties.PolicyDocument as { Statement: Props[] }).Statement.filter(
      (statement) => statement.Effect === 'Allow' && statement.Action === 'sns:Publish',
    ).flatMap((statement) => [(statement.Principal as { Service: string | string[] }).Service].flat());
    expect(publishers.sort()).toEqual(['budgets.amazonaws.com', 'cloudwatch.amazonaws.com']);
  });

  it('has no subscriber without alarmEmail', () => {
    const plain = synthHearth();
    const template = Template.fromJSON(plain.assembly.getStackByName(plain.alarms.stackName).template);
    template.resourceCountIs('AWS::SNS::Topic', 1);
    template.resourceCountIs('AWS::SNS::Subscription', 0);
    Template.fromJSON(
      plain.assembly.getStackByName(plain.operations.stackName).template,
    ).hasResourceProperties('AWS::Budgets::Budget', {
      Budget: { BudgetLimit: { Amount: 50, Unit: 'USD' } },
    });
    expect(new AwsSolutionsChecks().validateScope(plain.operations).violations).toEqual([]);
    expect(new AwsSolutionsChecks().validateScope(plain.alarms).violations).toEqual([]);
  });
});

describe('the dashboard and the budget', () => {
  it('has one dashboard with the API, functions, imports, sign-ups, e-mail and table graphs', () => {
    operations.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    const [, dashboard] = onlyOf(operations, 'AWS::CloudWatch::Dashboard');
    const body = JSON.stringify(dashboard.Properties.DashboardBody);
    for (const title of [
      'API requests and 5xx',
      'Function errors',
      'Imports by kind and outcome',
      'Sign-ups and subscriptions',
      'E-mail',
      'DynamoDB throttled requests',
    ])
      expect(body).toContain(title);
    for (const metric of [
      'Imports',
      'SignUps',
      'SubscriptionsStarted',
      'SubscriptionsCancelled',
      'EmailsSent',
    ])
      expect(body).toContain(`\\"Hearth\\",\\"${metric}\\"`);
  });

  it('notifies the topic at 80% of the monthly budget spent and at a forecast over 100%', () => {
    operations.hasResourceProperties('AWS::Budgets::Budget', {
      Budget: { BudgetType: 'COST', TimeUnit: 'MONTHLY', BudgetLimit: { Amount: 120, Unit: 'USD' } },
      NotificationsWithSubscribers: [
        {
          Notification: { NotificationType: 'ACTUAL', Threshold: 80, ComparisonOperator: 'GREATER_THAN' },
          Subscribers: [{ SubscriptionType: 'SNS', Address: topicImport() }],
        },
        {
          Notification: {
            NotificationType: 'FORECASTED',
            Threshold: 100,
            ComparisonOperator: 'GREATER_THAN',
          },
          Subscribers: [{ SubscriptionType: 'SNS', Address: topicImport() }],
        },
      ],
    });
  });
});

describe('the import workflow', () => {
  it("logs without execution data (users' pages and photos' text)", () => {
    const machines = resourcesOf(hearth.templates.extraction, 'AWS::StepFunctions::StateMachine');
    expect(machines).toHaveLength(2);
    for (const [, machine] of machines)
      expect(machine.Properties.LoggingConfiguration).toMatchObject({ IncludeExecutionData: false });
  });
});

describe('cdk-nag', () => {
  it('reports nothing on the operations stack', () => {
    const report = new AwsSolutionsChecks().validateScope(hearth.operations);
    expect(report.violations).toEqual([]);
  });
});
