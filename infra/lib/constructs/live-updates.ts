// Live updates on AWS (issue 15): an API Gateway WebSocket API whose $connect is authorised by the same
// Cognito ID token as the HTTP API (a Lambda REQUEST authorizer reading ?token=), a Lambda for
// $connect/$disconnect/$default that keeps LIVE#<hid>/CONN#<id> items, and a DynamoDB Streams consumer
// (filtered to the shopping list, meal plan and menu partitions, and long imports' jobs) that pushes
// { kind, id } to a household's open sockets through the @connections management API. Locally infra/local/websocket.ts runs the same
// handlers behind the same protocols.
import { type CfnElement, Duration, Stack, Token, Validations } from 'aws-cdk-lib';
import { WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Construct } from 'constructs';
import { lambdaSource } from '../paths.js';
import { bindTable, HearthFunction } from './hearth-function.js';

/** Partitions whose changes reach open screens (domain/live/changes.ts); everything else is filtered out. */
export const LIVE_PARTITION_PREFIXES = ['SHOPLIST#', 'MEALPLAN#', 'MENU#'] as const;

/** Items whose changes reach their owner's open screens wherever they live: a long import's job (issue 33). */
export const LIVE_ITEM_PREFIXES = ['DOCIMPORT#'] as const;

export interface LiveUpdatesProps {
  table: Table;
  userPool: UserPool;
  userPoolClient: UserPoolClient;
}

export class LiveUpdates extends Construct {
  readonly api: WebSocketApi;
  readonly stage: WebSocketStage;
  /** wss://… the browser connects to (config.json's liveUrl). */
  readonly url: string;
  /** https://… of the @connections management API (LIVE_MANAGEMENT_ENDPOINT). */
  readonly managementEndpoint: string;

  constructor(scope: Construct, id: string, props: LiveUpdatesProps) {
    super(scope, id);
    const { table, userPool, userPoolClient } = props;
    const cognito = {
      USER_POOL_ID: userPool.userPoolId,
      USER_POOL_CLIENT_ID: userPoolClient.userPoolClientId,
    };

    const authorizerFn = new HearthFunction(this, 'AuthorizerFunction', {
      entry: lambdaSource('handlers', 'live', 'authorizer.ts'),
      description: 'the live-updates WebSocket authorizer',
      environment: cognito,
    });
    // Reads the session-validity record (ended sessions, the household).
    bindTable(authorizerFn, table, { actions: ['GetItem'] });

    const connectionFn = new HearthFunction(this, 'ConnectionFunction', {
      entry: lambdaSource('handlers', 'live', 'connection.ts'),
      description: 'the live-updates WebSocket $connect and $disconnect',
    });
    bindTable(connectionFn, table, { actions: ['Query', 'PutItem', 'DeleteItem'] });

    const authorizer = new WebSocketLambdaAuthorizer('TokenAuthorizer', authorizerFn, {
      identitySource: ['route.request.querystring.token'],
    });
    const integration = new WebSocketLambdaIntegration('Connection', connectionFn);
    this.api = new WebSocketApi(this, 'Api', {
      description: 'Hearth live updates (issue 15)',
      connectRouteOptions: { integration, authorizer },
      disconnectRouteOptions: { integration },
      defaultRouteOptions: { integration },
    });
    this.stage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: 'live',
      autoDeploy: true,
      throttle: { rateLimit: 50, burstLimit: 100 },
    });
    this.url = this.stage.url;
    this.managementEndpoint = this.stage.callbackUrl;

    const streamFn = new HearthFunction(this, 'StreamFunction', {
      entry: lambdaSource('handlers', 'live', 'stream.ts'),
      description: 'the live-updates fan-out from the table stream',
    });
    bindTable(streamFn, table, { actions: ['GetItem', 'Query', 'PutItem', 'DeleteItem'] });
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
        filters: [
          ...LIVE_PARTITION_PREFIXES.map((prefix) =>
            FilterCriteria.filter({ dynamodb: { Keys: { pk: { S: FilterRule.beginsWith(prefix) } } } }),
          ),
          ...LIVE_ITEM_PREFIXES.map((prefix) =>
            FilterCriteria.filter({ dynamodb: { Keys: { sk: { S: FilterRule.beginsWith(prefix) } } } }),
          ),
        ],
      }),
    );

    const reason =
      'Only $connect can carry an authorizer on a WebSocket API; $disconnect and $default run on a connection that $connect already authorised.';
    for (const route of [
      this.api.node.tryFindChild('$disconnect-Route'),
      this.api.node.tryFindChild('$default-Route'),
    ])
      if (route) Validations.of(route).acknowledge({ id: 'AwsSolutions-APIG4', reason });
    Validations.of(this.stage).acknowledge({
      id: 'AwsSolutions-APIG1',
      reason:
        'The WebSocket stage carries only { kind, id } notices; the Lambdas log each connection and push.',
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
