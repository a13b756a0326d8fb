// Live updates on AWS (issues 15, 33, 40): an API Gateway WebSocket API whose $connect is authorised by
// a one-time connect ticket (a Lambda REQUEST authorizer reading ?ticket=; the ID token never rides in
// the URL: contracts/live.ts), a Lambda for $connect/$disconnect/$default and the two-way `ping` route
// (the browser's heartbeat inside the 10-minute idle timeout) that keeps LIVE#<hid>/CONN#<id> items, and
// a DynamoDB Streams consumer (filtered to the shopping list, meal plan and menu partitions, and long
// imports' jobs) that pushes { kind, id } to a household's open sockets through the @connections
// management API. Locally infra/local/websocket.ts runs the same
// handlers behind the same protocols.
import { type CfnElement, Duration, Stack, Token, Validations } from 'aws-cdk-lib';
import { WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { MathExpression } from 'aws-cdk-lib/aws-cloudwatch';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { LIVE_PING_ROUTE } from '../../../lambdas/src/contracts/live.js';
import { LIVE_ITEM_PREFIXES, LIVE_PARTITION_PREFIXES } from '../../../lambdas/src/data/live-changes.js';
import type { Throttle } from '../api-throttles.js';
import { lambdaSource } from '../paths.js';
import { hearthAlarm } from './hearth-alarm.js';
import { bindTable, HearthFunction } from './hearth-function.js';

/** What the live-updates alarms hold to (watch()). */
export const liveAlarmLimits = {
  /** Oldest change the stream consumer has not handled yet, in ms: lists on other devices lag this much. */
  iteratorAgeMs: 60_000,
  /** The socket API's own failures ($connect, the authorizer or the connection function) in 5 minutes. */
  socketServerErrors: 5,
} as const;

// The partitions and items whose changes reach open screens are named once, in the Lambdas' data layer
// (data/live-changes.ts, which the local stream poller applies too); everything else is filtered out.
export { LIVE_ITEM_PREFIXES, LIVE_PARTITION_PREFIXES };

export interface LiveUpdatesProps {
  table: Table;
  /** The socket stage's throttle (api-throttles.ts). */
  throttle: Throttle;
}

export class LiveUpdates extends Construct {
  readonly api: WebSocketApi;
  readonly stage: WebSocketStage;
  /** wss://… the browser connects to (config.json's liveUrl). */
  readonly url: string;
  /** https://… of the @connections management API (LIVE_MANAGEMENT_ENDPOINT). */
  readonly managementEndpoint: string;
  /** The function fed by the table's stream (its IteratorAge says how far behind live updates are). */
  readonly streamFunction: HearthFunction;
  /**
   * Where the stream consumer records a batch it gave up on (after its retries, split down to the one
   * change that keeps failing): the shard and sequence numbers, to look up and replay. Alarmed.
   */
  readonly failedBatches: Queue;

  constructor(scope: Construct, id: string, props: LiveUpdatesProps) {
    super(scope, id);
    const { table } = props;

    const authorizerFn = new HearthFunction(this, 'AuthorizerFunction', {
      entry: lambdaSource('handlers', 'live', 'authorizer.ts'),
      description: 'the live-updates WebSocket authorizer',
    });
    // Spends the connect ticket (one conditional DeleteItem) and reads the session-validity record
    // (ended sessions, the household).
    bindTable(authorizerFn, table, { actions: ['GetItem', 'DeleteItem'] });

    const connectionFn = new HearthFunction(this, 'ConnectionFunction', {
      entry: lambdaSource('handlers', 'live', 'connection.ts'),
      description: 'the live-updates WebSocket $connect, $disconnect and heartbeat',
    });
    // Stores and forgets sockets; reads the session-validity record again once one is stored, and on each
    // heartbeat, closing a socket whose right to listen ended (issue 32).
    bindTable(connectionFn, table, { actions: ['GetItem', 'Query', 'PutItem', 'DeleteItem'] });

    const authorizer = new WebSocketLambdaAuthorizer('TicketAuthorizer', authorizerFn, {
      identitySource: ['route.request.querystring.ticket'],
    });
    const integration = new WebSocketLambdaIntegration('Connection', connectionFn);
    this.api = new WebSocketApi(this, 'Api', {
      description: 'Hearth live updates (issue 15)',
      connectRouteOptions: { integration, authorizer },
      disconnectRouteOptions: { integration },
      defaultRouteOptions: { integration },
      routeSelectionExpression: '$request.body.action',
    });
    // Two-way: the Lambda's answer (the pong) goes back on the socket.
    this.api.addRoute(LIVE_PING_ROUTE, { integration, returnResponse: true });
    this.stage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: 'live',
      autoDeploy: true,
      throttle: props.throttle,
    });
    this.url = this.stage.url;
    this.managementEndpoint = this.stage.callbackUrl;
    this.allowPosting(connectionFn);

    this.failedBatches = new Queue(this, 'FailedStreamBatches', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.failedBatches).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        'This queue is itself the dead-letter destination of the stream consumer; nothing reads it automatically, an operator does (alarmed when a message arrives).',
    });

    const streamFn = new HearthFunction(this, 'StreamFunction', {
      entry: lambdaSource('handlers', 'live', 'stream.ts'),
      description: 'the live-updates fan-out from the table stream',
    });
    bindTable(streamFn, table, { actions: ['GetItem', 'Query', 'PutItem', 'DeleteItem'] });
    this.streamFunction = streamFn;
    this.allowPosting(streamFn);
    Validations.of(streamFn.role ?? streamFn).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'dynamodb:ListStreams, which the stream event source needs, cannot be scoped to a resource.',
    });
    streamFn.addEventSource(
      new DynamoEventSource(table, {
        startingPosition: StartingPosition.LATEST,
        batchSize: 100,
        maxBatchingWindow: Duration.millis(0),
        retryAttempts: 2,
        bisectBatchOnError: true,
        // A change that still fails is recorded, not dropped unseen (the batch then moves on).
        onFailure: new SqsDlq(this.failedBatches),
        // Two filters (an event source mapping takes 5 by default), each a list of prefixes, any of which matches.
        filters: [
          FilterCriteria.filter({
            dynamodb: {
              Keys: { pk: { S: LIVE_PARTITION_PREFIXES.flatMap((p) => FilterRule.beginsWith(p)) } },
            },
          }),
          FilterCriteria.filter({
            dynamodb: { Keys: { sk: { S: LIVE_ITEM_PREFIXES.flatMap((p) => FilterRule.beginsWith(p)) } } },
          }),
        ],
      }),
    );

    const reason =
      'Only $connect can carry an authorizer on a WebSocket API; $disconnect and $default run on a connection that $connect already authorised.';
    for (const route of [
      this.api.node.tryFindChild('$disconnect-Route'),
      this.api.node.tryFindChild('$default-Route'),
      this.api.node.tryFindChild(`${LIVE_PING_ROUTE}-Route`),
    ])
      if (route) Validations.of(route).acknowledge({ id: 'AwsSolutions-APIG4', reason });
    Validations.of(this.stage).acknowledge({
      id: 'AwsSolutions-APIG1',
      reason:
        'The WebSocket stage carries only { kind, id } notices; the Lambdas log each connection and push.',
    });
  }

  /**
   * Alarms, in this construct's stack beside what they watch: the stream consumer falling behind
   * (IteratorAge), a batch it gave up on (the failed-batch queue), and the socket API failing.
   */
  watch(topic: ITopic): void {
    const fiveMinutes = Duration.minutes(5);
    hearthAlarm(this, 'StreamLagAlarm', topic, {
      description: `Live updates are more than ${liveAlarmLimits.iteratorAgeMs / 1000} s behind the table (the stream consumer's IteratorAge)`,
      metric: this.streamFunction.metric('IteratorAge', { period: fiveMinutes, statistic: 'Maximum' }),
      threshold: liveAlarmLimits.iteratorAgeMs,
    });
    hearthAlarm(this, 'FailedStreamBatchAlarm', topic, {
      description:
        'The live-updates stream consumer gave up on a change (its shard and sequence numbers are in the failed-batch queue)',
      metric: this.failedBatches.metricApproximateNumberOfMessagesVisible({
        period: fiveMinutes,
        statistic: 'Maximum',
      }),
      threshold: 1,
    });
    hearthAlarm(this, 'SocketErrorsAlarm', topic, {
      description: `The live-updates socket API failed ${liveAlarmLimits.socketServerErrors} times or more in 5 minutes (execution or integration errors)`,
      metric: new MathExpression({
        expression: 'execution + integration',
        usingMetrics: {
          execution: this.stage.metric('ExecutionError', { period: fiveMinutes, statistic: 'Sum' }),
          integration: this.stage.metric('IntegrationError', { period: fiveMinutes, statistic: 'Sum' }),
        },
        label: 'socket API errors',
        period: fiveMinutes,
      }),
      threshold: liveAlarmLimits.socketServerErrors,
    });
  }

  /** Lets a function push to and close this API's connections (execute-api:ManageConnections). */
  allowPosting(fn: HearthFunction): void {
    const stack = Stack.of(this);
    fn.addEnvironment('LIVE_MANAGEMENT_ENDPOINT', this.managementEndpoint);
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['execute-api:ManageConnections'],
        resources: [
          stack.formatArn({
            service: 'execute-api',
            resource: this.api.apiId,
            resourceName: `${this.stage.stageName}/*/@connections/*`,
          }),
        ],
      }),
    );
    const known = (value: string, placeholder: string) => (Token.isUnresolved(value) ? placeholder : value);
    const apiLogicalId = stack.getLogicalId(this.api.node.defaultChild as CfnElement);
    const region = known(stack.region, '<AWS::Region>');
    const account = known(stack.account, '<AWS::AccountId>');
    const resource = `arn:<AWS::Partition>:execute-api:${region}:${account}:<${apiLogicalId}>/${this.stage.stageName}/*/@connections/*`;
    Validations.of(fn.role ?? fn).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${resource}]`,
      reason:
        'Connection ids are made by API Gateway at run time; the grant is this one API stage’s @connections.',
    });
  }
}
