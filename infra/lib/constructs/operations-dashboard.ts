// One CloudWatch dashboard with the signals the alarms watch, plus what the product is doing: imports
// by kind and outcome, sign-ups, subscriptions and e-mails (Powertools metrics, namespace Hearth).
import { Duration } from 'aws-cdk-lib';
import type { IWebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Dashboard,
  GraphWidget,
  type IMetric,
  MathExpression,
  Metric,
  PeriodOverride,
  TextWidget,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import {
  importKinds,
  importOutcomes,
  METRICS_NAMESPACE,
  METRICS_SERVICE,
  metricNames,
} from '../../../lambdas/src/shared/metric-names.js';

/** What the API stack alarms on itself (beside what it watches), graphed here with the rest. */
export interface WatchedElsewhere {
  standardWorkflows: { name: string; machine: StateMachine }[];
  liveStage: IWebSocketStage;
  liveStreamFunction: IFunction;
  failedStreamBatches: IQueue;
}

export interface OperationsDashboardProps {
  apiRequests: IMetric;
  apiServerErrors: IMetric;
  apiLatency: IMetric;
  functions: { name: string; fn: IFunction }[];
  extractRecipe: StateMachine;
  tableThrottles: IMetric;
  sesBounceRate: IMetric;
  sesComplaintRate: IMetric;
  elsewhere: WatchedElsewhere;
  lambdaConcurrency: IMetric;
}

const hour = Duration.hours(1);

const hearthMetric = (metricName: string, dimensions: Record<string, string> = {}, label?: string) =>
  new Metric({
    namespace: METRICS_NAMESPACE,
    metricName,
    dimensionsMap: { service: METRICS_SERVICE, ...dimensions },
    statistic: 'Sum',
    period: hour,
    label,
  });

export class OperationsDashboard extends Construct {
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: OperationsDashboardProps) {
    super(scope, id);
    const { functions, extractRecipe } = props;
    const graph = (title: string, left: IMetric[], right: IMetric[] = []) =>
      new GraphWidget({ title, left, right, width: 12, height: 6 });
    const perFunction = (metric: (fn: IFunction) => IMetric) =>
      functions.map(({ name, fn }) => {
        const m = metric(fn);
        return m instanceof Metric ? m.with({ label: name }) : m;
      });

    this.dashboard = new Dashboard(this, 'Dashboard', {
      defaultInterval: Duration.days(1),
      periodOverride: PeriodOverride.AUTO,
    });
    this.dashboard.addWidgets(
      new TextWidget({
        markdown:
          "# Hearth\nAlarms e-mail the alarm topic (context `alarmEmail`). Logs: CloudWatch Logs Insights on the functions' log groups; `correlation_id` is the API request id of the access log.",
        width: 24,
        height: 2,
      }),
    );
    this.dashboard.addWidgets(
      graph(
        'API requests and 5xx',
        [props.apiRequests],
        [
          new MathExpression({
            expression: 'IF(requests > 0, 100 * errors / requests, 0)',
            usingMetrics: { errors: props.apiServerErrors, requests: props.apiRequests },
            label: '5xx %',
          }),
        ],
      ),
      graph('API latency (p95, ms)', [props.apiLatency]),
    );
    this.dashboard.addWidgets(
      graph(
        'Function errors',
        perFunction((fn) => fn.metricErrors({ statistic: 'Sum' })),
      ),
      graph(
        'Function throttles',
        perFunction((fn) => fn.metricThrottles({ statistic: 'Sum' })),
      ),
    );
    this.dashboard.addWidgets(
      graph(
        'Imports by kind and outcome',
        importKinds.flatMap((kind) =>
          importOutcomes.map((outcome) =>
            hearthMetric(metricNames.imports, { kind, outcome }, `${kind} ${outcome}`),
          ),
        ),
      ),
      graph('Import workflow', [
        extractRecipe.metricStarted({ statistic: 'Sum', period: hour }),
        extractRecipe.metricFailed({ statistic: 'Sum', period: hour }),
        extractRecipe.metricTimedOut({ statistic: 'Sum', period: hour }),
      ]),
    );
    this.dashboard.addWidgets(
      graph('Sign-ups and subscriptions', [
        hearthMetric(metricNames.signUps, {}, 'sign-ups'),
        hearthMetric(metricNames.subscriptionsStarted, {}, 'subscriptions started'),
        hearthMetric(metricNames.subscriptionsCancelled, {}, 'subscriptions cancelled'),
      ]),
      graph(
        'E-mail',
        [hearthMetric(metricNames.emailsSent, {}, 'sent')],
        [props.sesBounceRate, props.sesComplaintRate],
      ),
    );
    this.dashboard.addWidgets(
      graph('DynamoDB throttled requests', [props.tableThrottles]),
      graph('Lambda concurrency (account)', [props.lambdaConcurrency]),
    );
    const { standardWorkflows, liveStage, liveStreamFunction, failedStreamBatches } = props.elsewhere;
    this.dashboard.addWidgets(
      graph(
        'Collection import, export and long imports (Standard workflows)',
        standardWorkflows.flatMap(({ name, machine }) => [
          machine.metricStarted({ statistic: 'Sum', period: hour, label: `${name} started` }),
          machine.metricSucceeded({ statistic: 'Sum', period: hour, label: `${name} succeeded` }),
          machine.metricFailed({ statistic: 'Sum', period: hour, label: `${name} failed` }),
          machine.metricTimedOut({ statistic: 'Sum', period: hour, label: `${name} timed out` }),
          machine.metricAborted({ statistic: 'Sum', period: hour, label: `${name} cancelled` }),
        ]),
        [hearthMetric(metricNames.importItemsFailed, {}, 'import items that would not save')],
      ),
      graph(
        'Live updates',
        ['ConnectCount', 'MessageCount', 'ExecutionError', 'IntegrationError', 'ClientError'].map((name) =>
          liveStage.metric(name, { statistic: 'Sum', period: hour, label: name }),
        ),
        [
          liveStreamFunction.metric('IteratorAge', { statistic: 'Maximum', label: 'stream lag (ms)' }),
          failedStreamBatches.metricApproximateNumberOfMessagesVisible({ label: 'failed stream batches' }),
        ],
      ),
    );
    this.dashboard.addWidgets(
      graph(
        'The model and Textract',
        [
          hearthMetric(metricNames.modelCalls, {}, 'model calls'),
          hearthMetric(metricNames.modelFailures, {}, 'model failures'),
        ],
        ['DetectDocumentText', 'StartDocumentTextDetection', 'GetDocumentTextDetection'].map(
          (operation) =>
            new Metric({
              namespace: 'AWS/Textract',
              metricName: 'ThrottledCount',
              dimensionsMap: { Operation: operation },
              statistic: 'Sum',
              period: hour,
              label: `Textract ${operation} throttled`,
            }),
        ),
      ),
      graph('Requests around CloudFront (refused)', [
        hearthMetric(metricNames.originRefused, {}, 'refused: not through CloudFront'),
      ]),
    );
  }
}
