// How Hearth is watched once deployed: alarms on what breaks (API 5xx rate, each function's errors and
// throttles, the import workflow's failures and timeouts, DynamoDB throttles and user errors, SES
// bounce and complaint rates) and a monthly cost budget, all told to one SNS topic, which e-mails
// context `alarmEmail` when set; and one dashboard of the same signals (operations-dashboard.ts).
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import {
  Alarm,
  ComparisonOperator,
  type IMetric,
  MathExpression,
  Metric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Operation, type Table } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { OperationsDashboard } from './operations-dashboard.js';

export interface OperationsProps {
  httpApi: HttpApi;
  /** Every Lambda of the app, each with a short name for alarm descriptions and graphs. */
  functions: { name: string; fn: IFunction }[];
  extractRecipe: StateMachine;
  /** The long imports' workflow (Standard, issue 33). */
  readDocumentJob: StateMachine;
  table: Table;
  alarmEmail?: string;
  monthlyBudgetUsd: number;
}

/** The limits the alarms hold to; the tests read them too. */
export const alarmLimits = {
  /** Percent of API requests answered 5xx, in two of three 5-minute periods. */
  apiServerErrorPercent: 5,
  /** Percent of imports that fail, over 15 minutes with at least `importsForFailureRate` imports. A
   * page with no recipe also ends in the workflow's Fail state, so a few failures are normal. */
  importFailurePercent: 50,
  importsForFailureRate: 5,
  /** DynamoDB user errors (400s other than conditional checks) in 5 minutes, account-wide in the region. */
  dynamoUserErrors: 10,
  /** SES reputation, as fractions: AWS reviews an account at 5% bounces and 0.1% complaints. */
  sesBounceRate: 0.05,
  sesComplaintRate: 0.001,
  /** Budget notices: actual spend at this percent, and the month's forecast above 100%. */
  budgetActualPercent: 80,
} as const;

/** The table operations Hearth uses (no Scan): ThrottledRequests is published per operation. */
export const tableOperations = [
  Operation.GET_ITEM,
  Operation.BATCH_GET_ITEM,
  Operation.QUERY,
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.DELETE_ITEM,
  Operation.BATCH_WRITE_ITEM,
  Operation.TRANSACT_WRITE_ITEMS,
  Operation.TRANSACT_GET_ITEMS,
];

const fiveMinutes = Duration.minutes(5);

export class Operations extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: OperationsProps) {
    super(scope, id);
    const { httpApi, functions, extractRecipe, table } = props;
    const account = Stack.of(this).account;

    // Encrypted with a key of our own: CloudWatch and Budgets cannot publish to a topic under the
    // AWS-managed SNS key.
    const key = new Key(this, 'AlarmTopicKey', {
      description: 'Encrypts the Hearth alarm topic',
      enableKeyRotation: true,
      // It guards alarm notices only: nothing encrypted under it outlives the topic.
      removalPolicy: RemovalPolicy.DESTROY,
      pendingWindow: Duration.days(7),
    });
    this.topic = new Topic(this, 'AlarmTopic', {
      displayName: 'Hearth alarms',
      masterKey: key,
      enforceSSL: true,
    });
    for (const service of ['cloudwatch.amazonaws.com', 'budgets.amazonaws.com']) {
      const principal = new ServicePrincipal(service);
      key.grant(principal, 'kms:Decrypt', 'kms:GenerateDataKey*');
      this.topic.addToResourcePolicy(
        new PolicyStatement({
          actions: ['sns:Publish'],
          principals: [principal],
          resources: [this.topic.topicArn],
          conditions: { StringEquals: { 'aws:SourceAccount': account } },
        }),
      );
    }
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));

    const apiRequests = httpApi.metricCount({ period: fiveMinutes, statistic: 'Sum' });
    const apiServerErrors = httpApi.metricServerError({ period: fiveMinutes, statistic: 'Sum' });
    this.alarm('ApiServerErrorRate', {
      description: `More than ${alarmLimits.apiServerErrorPercent}% of API requests answered 5xx`,
      metric: new MathExpression({
        expression: 'IF(requests > 0, 100 * errors / requests, 0)',
        usingMetrics: { errors: apiServerErrors, requests: apiRequests },
        label: 'API 5xx %',
        period: fiveMinutes,
      }),
      threshold: alarmLimits.apiServerErrorPercent,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
    });

    for (const { name, fn } of functions) {
      this.alarm(`${name}Errors`, {
        description: `The ${name} function threw or timed out`,
        metric: fn.metricErrors({ period: fiveMinutes, statistic: 'Sum' }),
        threshold: 1,
      });
      this.alarm(`${name}Throttles`, {
        description: `The ${name} function was throttled (account concurrency reached)`,
        metric: fn.metricThrottles({ period: fiveMinutes, statistic: 'Sum' }),
        threshold: 1,
      });
    }

    const fifteenMinutes = Duration.minutes(15);
    this.alarm('ImportFailureRate', {
      description: `More than ${alarmLimits.importFailurePercent}% of recipe imports failed (at least ${alarmLimits.importsForFailureRate} imports in 15 minutes)`,
      metric: new MathExpression({
        expression: `IF(started >= ${alarmLimits.importsForFailureRate}, 100 * failed / started, 0)`,
        usingMetrics: {
          failed: extractRecipe.metricFailed({ period: fifteenMinutes, statistic: 'Sum' }),
          started: extractRecipe.metricStarted({ period: fifteenMinutes, statistic: 'Sum' }),
        },
        label: 'Import failures %',
        period: fifteenMinutes,
      }),
      threshold: alarmLimits.importFailurePercent,
    });
    this.alarm('ImportTimeouts', {
      description: 'A recipe import ran out of time (the workflow timed out)',
      metric: extractRecipe.metricTimedOut({ period: fiveMinutes, statistic: 'Sum' }),
      threshold: 1,
    });

    // A long import's own troubles (an unreadable file, no recipe) end in its FinishImport, which writes
    // them on the job: an execution that fails or runs out of time means the workflow itself broke.
    this.alarm('LongImportsBroken', {
      description: 'Long imports (read-document-job): an execution failed or timed out',
      metric: new MathExpression({
        expression: 'failed + timedOut',
        usingMetrics: {
          failed: props.readDocumentJob.metricFailed({ period: fiveMinutes, statistic: 'Sum' }),
          timedOut: props.readDocumentJob.metricTimedOut({ period: fiveMinutes, statistic: 'Sum' }),
        },
        label: 'Long imports: broken executions',
        period: fiveMinutes,
      }),
      threshold: 1,
    });

    this.alarm('TableThrottles', {
      description: 'DynamoDB throttled requests to the table',
      metric: table.metricThrottledRequestsForOperations({
        operations: tableOperations,
        period: fiveMinutes,
      }),
      threshold: 1,
    });
    this.alarm('DynamoUserErrors', {
      description: 'DynamoDB refused requests as invalid (account-wide in this region)',
      metric: table.metricUserErrors({ period: fiveMinutes, statistic: 'Sum' }),
      threshold: alarmLimits.dynamoUserErrors,
    });

    const sesRate = (metricName: string) =>
      new Metric({ namespace: 'AWS/SES', metricName, period: Duration.hours(1), statistic: 'Maximum' });
    this.alarm('MailBounceRate', {
      description: `More than ${alarmLimits.sesBounceRate * 100}% of e-mails bounced (SES reviews the account at 5%)`,
      metric: sesRate('Reputation.BounceRate'),
      threshold: alarmLimits.sesBounceRate,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
    });
    this.alarm('MailComplaintRate', {
      description: `More than ${alarmLimits.sesComplaintRate * 100}% of e-mails were marked as spam (SES reviews the account at 0.1%)`,
      metric: sesRate('Reputation.ComplaintRate'),
      threshold: alarmLimits.sesComplaintRate,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
    });

    this.budget(props.monthlyBudgetUsd);
    new OperationsDashboard(this, 'Dashboard', {
      apiRequests,
      apiServerErrors,
      apiLatency: httpApi.metricLatency({ period: fiveMinutes, statistic: 'p95' }),
      functions,
      extractRecipe,
      tableThrottles: table.metricThrottledRequestsForOperations({
        operations: tableOperations,
        period: fiveMinutes,
      }),
      sesBounceRate: sesRate('Reputation.BounceRate'),
      sesComplaintRate: sesRate('Reputation.ComplaintRate'),
    });
  }

  /** An alarm that tells the topic; no data (a quiet hour) is not a breach. */
  private alarm(
    id: string,
    options: {
      description: string;
      metric: IMetric;
      threshold: number;
      evaluationPeriods?: number;
      datapointsToAlarm?: number;
      comparisonOperator?: ComparisonOperator;
    },
  ): Alarm {
    const alarm = new Alarm(this, id, {
      alarmDescription: `Hearth: ${options.description}`,
      metric: options.metric,
      threshold: options.threshold,
      evaluationPeriods: options.evaluationPeriods ?? 1,
      datapointsToAlarm: options.datapointsToAlarm,
      comparisonOperator: options.comparisonOperator ?? ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(new SnsAction(this.topic));
    this.alarms.push(alarm);
    return alarm;
  }

  /** The account's monthly cost (all services, not only Hearth's: tags would need activating first). */
  private budget(monthlyUsd: number): void {
    const subscribers = [{ subscriptionType: 'SNS', address: this.topic.topicArn }];
    const notice = (notificationType: 'ACTUAL' | 'FORECASTED', threshold: number) => ({
      notification: {
        notificationType,
        comparisonOperator: 'GREATER_THAN',
        threshold,
        thresholdType: 'PERCENTAGE',
      },
      subscribers,
    });
    new CfnBudget(this, 'MonthlyBudget', {
      budget: {
        budgetType: 'COST',
        timeUnit: 'MONTHLY',
        budgetLimit: { amount: monthlyUsd, unit: 'USD' },
      },
      notificationsWithSubscribers: [
        notice('ACTUAL', alarmLimits.budgetActualPercent),
        notice('FORECASTED', 100),
      ],
    });
  }
}
