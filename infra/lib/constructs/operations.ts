// How Hearth is watched once deployed: alarms on what breaks (API 5xx rate, each function's errors and
// throttles, the import workflow's failures and timeouts, DynamoDB throttles and user errors, SES
// bounce and complaint rates, the model failing, collection-import items that would not save, calls
// that went around CloudFront, the account's Lambda concurrency, Textract throttling) and a monthly
// cost budget, all told to the alarm topic (alarm-topic.ts), which e-mails context `alarmEmail` when
// set; and one dashboard of the same signals (operations-dashboard.ts). The Standard workflows' alarms
// (collection import, export, long imports) and the live updates' sit in their own stacks (API,
// extraction), beside what they watch.
import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import { type Alarm, ComparisonOperator, MathExpression, Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { Operation, type Table } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { METRICS_NAMESPACE, METRICS_SERVICE, metricNames } from '../../../lambdas/src/shared/metric-names.js';
import { type HearthAlarmOptions, hearthAlarm } from './hearth-alarm.js';
import { OperationsDashboard, type WatchedElsewhere } from './operations-dashboard.js';

export interface OperationsProps {
  httpApi: HttpApi;
  /** Every Lambda of the app, each with a short name for alarm descriptions and graphs. */
  functions: { name: string; fn: IFunction }[];
  extractRecipe: StateMachine;
  table: Table;
  /** The alarm topic (alarms stack). */
  topic: ITopic;
  monthlyBudgetUsd: number;
  /** The account's Lambda concurrency limit (context quota:lambdaConcurrency), for the concurrency alarm. */
  lambdaConcurrency: number;
  /** What the API stack watches itself, graphed here too. */
  elsewhere: WatchedElsewhere;
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
  /** Percent of model calls that failed, over 15 minutes with at least `modelCallsForFailureRate` calls. */
  modelFailurePercent: 20,
  modelCallsForFailureRate: 5,
  /** Collection-import items that still would not save after their retries, in 15 minutes. */
  importItemsFailed: 5,
  /** Requests refused because they did not come through CloudFront, in 5 minutes. */
  originRefused: 100,
  /** Percent of the account's Lambda concurrency in use (ClaimedAccountConcurrency). */
  lambdaConcurrencyPercent: 80,
  /** Textract calls refused for the account's rate, in 5 minutes (the SDK retries them first). */
  textractThrottles: 5,
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

/** Executions the account's functions hold at once (reserved concurrency counts whole). */
const accountConcurrency = () =>
  new Metric({
    namespace: 'AWS/Lambda',
    metricName: 'ClaimedAccountConcurrency',
    statistic: 'Maximum',
    period: fiveMinutes,
  });

/** A business metric of Hearth's own namespace (shared/metrics.ts writes them). */
const hearthMetric = (metricName: string, period: Duration) =>
  new Metric({
    namespace: METRICS_NAMESPACE,
    metricName,
    dimensionsMap: { service: METRICS_SERVICE },
    statistic: 'Sum',
    period,
  });

export class Operations extends Construct {
  readonly topic: ITopic;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: OperationsProps) {
    super(scope, id);
    const { httpApi, functions, extractRecipe, table } = props;
    this.topic = props.topic;

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

    this.watchDependencies(props.lambdaConcurrency);

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
      elsewhere: props.elsewhere,
      lambdaConcurrency: accountConcurrency(),
    });
  }

  /**
   * What Hearth leans on beyond its own code: the model (a failure only made imports quietly worse
   * before issue 33), collection-import items that would not save, the account's Lambda concurrency
   * (bulk jobs must not take it from the API), Textract's rate, and calls to the API's own address
   * that went around CloudFront and its web ACL.
   */
  private watchDependencies(lambdaConcurrency: number): void {
    const fifteenMinutes = Duration.minutes(15);
    this.alarm('ModelFailureRate', {
      description: `More than ${alarmLimits.modelFailurePercent}% of calls to the model failed (at least ${alarmLimits.modelCallsForFailureRate} calls in 15 minutes): imports and suggestions fall back to the rules`,
      metric: new MathExpression({
        expression: `IF(calls >= ${alarmLimits.modelCallsForFailureRate}, 100 * failures / calls, 0)`,
        usingMetrics: {
          failures: hearthMetric(metricNames.modelFailures, fifteenMinutes),
          calls: hearthMetric(metricNames.modelCalls, fifteenMinutes),
        },
        label: 'Model failures %',
        period: fifteenMinutes,
      }),
      threshold: alarmLimits.modelFailurePercent,
    });
    this.alarm('ImportItemsFailed', {
      description: `${alarmLimits.importItemsFailed} or more collection-import recipes would not save after their retries in 15 minutes`,
      metric: hearthMetric(metricNames.importItemsFailed, fifteenMinutes),
      threshold: alarmLimits.importItemsFailed,
    });
    this.alarm('OriginRefused', {
      description: `${alarmLimits.originRefused} or more requests in 5 minutes reached the API's own address, not through CloudFront (refused: someone is going around the web ACL)`,
      metric: hearthMetric(metricNames.originRefused, fiveMinutes),
      threshold: alarmLimits.originRefused,
    });
    this.alarm('LambdaConcurrency', {
      description: `Lambda concurrency passed ${alarmLimits.lambdaConcurrencyPercent}% of the account's ${lambdaConcurrency} (context quota:lambdaConcurrency): the API may soon be throttled`,
      metric: accountConcurrency(),
      threshold: Math.floor((lambdaConcurrency * alarmLimits.lambdaConcurrencyPercent) / 100),
    });
    const textractThrottles = Object.fromEntries(
      ['DetectDocumentText', 'StartDocumentTextDetection', 'GetDocumentTextDetection'].map((operation, i) => [
        `t${i}`,
        new Metric({
          namespace: 'AWS/Textract',
          metricName: 'ThrottledCount',
          dimensionsMap: { Operation: operation },
          statistic: 'Sum',
          period: fiveMinutes,
        }),
      ]),
    );
    this.alarm('TextractThrottles', {
      description: `Textract refused ${alarmLimits.textractThrottles} or more calls in 5 minutes for the account's rate (ask for a higher Textract quota)`,
      metric: new MathExpression({
        expression: Object.keys(textractThrottles).join(' + '),
        usingMetrics: textractThrottles,
        label: 'Textract throttled calls',
        period: fiveMinutes,
      }),
      threshold: alarmLimits.textractThrottles,
    });
  }

  /** An alarm that tells the topic (hearth-alarm.ts). */
  private alarm(id: string, options: HearthAlarmOptions): Alarm {
    const alarm = hearthAlarm(this, id, this.topic, options);
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
