// The HTTP API: one Lambda per product area, routes taken from the areas' manifests (lambdas/src/routes.ts,
// the same list the local adapter serves, less its local-only routes). 'user' and 'admin' routes carry
// the Cognito JWT authorizer (the Lambda checks group admin); 'public' ones carry none.
import { fileURLToPath } from 'node:url';
import { CfnOutput, Fn, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  type CfnStage,
  HttpApi,
  type HttpMethod,
  type HttpRoute,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import { MEDIA_PREFIXES } from '../../../lambdas/src/contracts/media-keys.js';
import { LIBRARY_FILES, libraryFile } from '../../../lambdas/src/domain/finder/library/index.js';
import { type Area, areas, deployedRoutes } from '../../../lambdas/src/routes.js';
import { type ApiThrottles, apiThrottle, apiThrottles, costlyRouteThrottles } from '../api-throttles.js';
import { reserveBackgroundConcurrency } from '../constructs/background-concurrency.js';
import { CollectionImport, ownArn, ownArnNagId } from '../constructs/collection-import.js';
import { ExportEverything } from '../constructs/export-everything.js';
import {
  bindAppOrigin,
  bindMail,
  bindTable,
  HearthFunction,
  type MailSending,
} from '../constructs/hearth-function.js';
import { LiveUpdates } from '../constructs/live-updates.js';
import { OriginSecret } from '../constructs/origin-secret.js';
import { watchStandardWorkflow } from '../constructs/workflow-alarms.js';
import { lambdaSource } from '../paths.js';
import type { HearthSettings } from '../settings.js';
import { areaMediaAccess, areaPackagesBeside, areaTableAccess } from './api-access.js';
import { bedrockModelArns, readLlmSettings } from './extraction-stack.js';
import { mediaPrefixes } from './stateful-stack.js';

export interface ApiStackProps extends StackProps {
  settings: HearthSettings;
  table: Table;
  mediaBucket: IBucket;
  /** Name of the stateful stack's export holding the media bucket ARN. */
  mediaBucketArnExport: string;
  userPool: UserPool;
  userPoolClient: UserPoolClient;
  extractRecipe: StateMachine;
  /** The read-document-job workflow (Standard) the extraction route starts for a long document (issue 33). */
  readDocumentJob: StateMachine;
  /** The SES sender and configuration set (mail stack), with the mailFrom context. */
  mail?: MailSending;
  /** What this stack's alarms tell (the alarms stack). */
  alarmTopic: ITopic;
}

/** The stage's default route throttle and the costly routes' own, with AWS's default quotas. */
export { apiThrottle, costlyRouteThrottles };

const areasThatSendMail: Area[] = [
  'sharing',
  'billing',
  'admin',
  'deletion',
  'account',
  'households',
  'extraction',
];
/** Areas that put the site's address in e-mails, previews or calendar feeds (shared/app-origin.ts). */
const areasThatLinkToTheSite: Area[] = [
  'account',
  'sharing',
  'households',
  'planning',
  'billing',
  'admin',
  'deletion',
  'extraction',
];

const capitalise = (area: string) => area.charAt(0).toUpperCase() + area.slice(1);

export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  /** Host name of the API's default endpoint, for the CloudFront origin. */
  readonly apiDomain: string;
  readonly functions: Map<Area, HearthFunction>;
  /** The live-updates WebSocket API (issue 15). */
  readonly live: LiveUpdates;
  /** What CloudFront sends so the functions know a request came through it. */
  readonly originSecret: OriginSecret;
  /** The import-collection workflow and its tasks (issue 18). */
  readonly collectionImport: CollectionImport;
  /** The export-everything workflow and its tasks (issue 18). */
  readonly exportEverything: ExportEverything;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { userPool, userPoolClient } = props;
    // Sized from the account's quotas (api-throttles.ts), AWS's defaults unless context says more.
    const throttles = apiThrottles(props.settings.quotas);

    this.originSecret = new OriginSecret(this, 'OriginSecret');
    this.collectionImport = new CollectionImport(this, 'CollectionImportTasks', {
      table: props.table,
      mediaBucket: props.mediaBucket,
      mediaBucketArnExport: props.mediaBucketArnExport,
      userPoolId: userPool.userPoolId,
      userPoolClientId: userPoolClient.userPoolClientId,
      appOrigin: { origin: props.settings.appOrigin, parameterName: props.settings.appOriginParameterName },
      mail: props.mail,
    });
    for (const fn of this.collectionImport.taskFunctions.values()) this.originSecret.bind(fn);
    this.exportEverything = new ExportEverything(this, 'ExportEverythingTasks', {
      table: props.table,
      mediaBucket: props.mediaBucket,
      mediaBucketArnExport: props.mediaBucketArnExport,
      appOrigin: { origin: props.settings.appOrigin, parameterName: props.settings.appOriginParameterName },
      mail: props.mail,
    });
    if (props.settings.backgroundConcurrency)
      reserveBackgroundConcurrency(
        props.settings.backgroundConcurrency,
        new Map([...this.collectionImport.taskFunctions, ...this.exportEverything.taskFunctions]),
      );
    this.functions = new Map(areas.map((area) => [area, this.areaFunction(area, props)]));
    for (const fn of this.functions.values()) this.originSecret.bind(fn);
    this.live = new LiveUpdates(this, 'LiveUpdates', { table: props.table, throttle: throttles.live });
    // Leaving or removal closes the member's open sockets; so do signing out everywhere and deleting a
    // member's account (issue 32).
    for (const area of ['account', 'households', 'deletion'] as const) {
      const fn = this.functions.get(area);
      if (fn) this.live.allowPosting(fn);
    }
    new CfnOutput(this, 'LiveUrl', { value: this.live.url });

    // Alarms beside what they watch (constructs/alarm-topic.ts); the rest are in the operations stack.
    this.live.watch(props.alarmTopic);
    watchStandardWorkflow(
      this.collectionImport,
      'WorkflowAlarm',
      this.collectionImport.stateMachine,
      props.alarmTopic,
      'Collection import',
    );
    watchStandardWorkflow(
      this.exportEverything,
      'WorkflowAlarm',
      this.exportEverything.stateMachine,
      props.alarmTopic,
      'Export everything',
    );

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Hearth API (served under /api through CloudFront)',
      createDefaultStage: false,
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.THREE_MONTHS });
    const stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: throttles.stage,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            time: '$context.requestTime',
            method: '$context.httpMethod',
            route: '$context.routeKey',
            status: '$context.status',
            latencyMs: '$context.responseLatency',
            userId: '$context.authorizer.claims.sub',
            authorizerError: '$context.authorizer.error',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });

    // Costly routes' own limits (api-throttles.ts; the local twin applies the same ones).
    if (Object.keys(costlyRouteThrottles).length > 0)
      (stage.node.defaultChild as CfnStage).routeSettings = Object.fromEntries(
        Object.entries(costlyRouteThrottles).map(([routeKey, limit]) => [
          routeKey,
          { throttlingRateLimit: limit.rateLimit, throttlingBurstLimit: limit.burstLimit },
        ]),
      );

    const authorizer = new HttpUserPoolAuthorizer('CognitoAuthorizer', userPool, {
      userPoolClients: [userPoolClient],
      identitySource: ['$request.header.Authorization'],
    });

    const integrations = new Map(
      [...this.functions].map(([area, fn]) => [
        area,
        new HttpLambdaIntegration(`${capitalise(area)}Integration`, fn),
      ]),
    );
    const routesByKey = new Map<string, HttpRoute>();
    for (const route of deployedRoutes) {
      const integration = integrations.get(route.area);
      if (!integration) throw new Error(`No function for area ${route.area}`);
      const [created] = this.httpApi.addRoutes({
        path: route.path,
        methods: [route.method as HttpMethod],
        integration,
        authorizer: route.auth === 'public' ? undefined : authorizer,
      });
      if (created) routesByKey.set(`${route.method} ${route.path}`, created);
      if (route.auth === 'public' && created) {
        const reason = `${route.method} ${route.path} is public by design (lambdas/src/routes.ts): health, public reads or the Stripe webhook, which verifies its own signature.`;
        Validations.of(created).acknowledge(
          { id: 'AwsSolutions-APIG4', reason },
          { id: 'AwsSolutions-COG4', reason },
        );
      }
    }

    this.throttleCostlyRoutes(stage, routesByKey, throttles.routes);

    this.apiDomain = Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));
    new CfnOutput(this, 'ApiEndpoint', { value: this.httpApi.apiEndpoint });
  }

  /**
   * Each costly route's own limit (api-throttles.ts). API Gateway refuses settings for a route key it
   * does not have yet, so the stage waits for those routes.
   */
  private throttleCostlyRoutes(
    stage: HttpStage,
    routesByKey: Map<string, HttpRoute>,
    costly: ApiThrottles['routes'],
  ): void {
    // A JSON property: CloudFormation's own capitalised names, written as they go out.
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    for (const [key, { rateLimit, burstLimit }] of Object.entries(costly)) {
      const route = routesByKey.get(key);
      if (!route) throw new Error(`costlyRouteThrottles names ${key}, which is not a deployed route`);
      stage.node.addDependency(route);
      routeSettings[key] = { ThrottlingRateLimit: rateLimit, ThrottlingBurstLimit: burstLimit };
    }
    (stage.node.defaultChild as CfnStage).routeSettings = routeSettings;
  }

  /** One function per product area, with exactly the access that area needs. */
  private areaFunction(area: Area, props: ApiStackProps): HearthFunction {
    const { settings, table, mediaBucket, mediaBucketArnExport, userPool, userPoolClient, extractRecipe } =
      props;
    const fn = new HearthFunction(this, `${capitalise(area)}Function`, {
      entry: lambdaSource('handlers', 'http', area, 'index.ts'),
      description: `the ${area} API area`,
      // The finder reads Hearth's recipe library from files beside its bundle, on first use.
      files: area === 'finder' ? LIBRARY_FILES.map((name) => fileURLToPath(libraryFile(name))) : [],
      nodeModules: areaPackagesBeside[area],
      environment: {
        USER_POOL_ID: userPool.userPoolId,
        USER_POOL_CLIENT_ID: userPoolClient.userPoolClientId,
      },
    });
    bindTable(fn, table, areaTableAccess[area]);
    if (areasThatLinkToTheSite.includes(area))
      bindAppOrigin(fn, { origin: settings.appOrigin, parameterName: settings.appOriginParameterName });
    bindMail(fn, areasThatSendMail.includes(area) ? props.mail : undefined);
    const media = areaMediaAccess[area];
    if (media) {
      fn.addEnvironment('MEDIA_BUCKET', mediaBucket.bucketName);
      // The ARN comes through a named export so the nag acknowledgement below can spell the resource.
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: media.actions,
          resources: media.prefixes.map((prefix) => `${Fn.importValue(mediaBucketArnExport)}/${prefix}/*`),
        }),
      );
      Validations.of(fn.role ?? fn).acknowledge(
        ...media.prefixes.map((prefix) => ({
          id: `AwsSolutions-IAM5[Resource::${mediaBucketArnExport}/${prefix}/*]`,
          reason:
            "Media objects live under per-user keys below this prefix; the handlers sign URLs only for the caller's own keys.",
        })),
      );
    }
    if (deployedRoutes.some((route) => route.area === area && route.auth === 'admin')) {
      // Admin routes read the caller's two-step sign-in setting (lambdas/src/handlers/shared/admin-mfa.ts).
      fn.addToRolePolicy(
        new PolicyStatement({ actions: ['cognito-idp:AdminGetUser'], resources: [userPool.userPoolArn] }),
      );
    }
    if (area === 'account' || area === 'deletion') {
      // The e-mail change and "Delete my account" check the password server-side (ADMIN_USER_PASSWORD_AUTH).
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: ['cognito-idp:AdminInitiateAuth'],
          resources: [userPool.userPoolArn],
        }),
      );
    }
    if (area === 'account') {
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: ['cognito-idp:AdminUpdateUserAttributes'],
          resources: [userPool.userPoolArn],
        }),
      );
    }
    if (area === 'account') {
      // Sign out of all devices revokes the user's refresh tokens.
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: ['cognito-idp:AdminUserGlobalSignOut'],
          resources: [userPool.userPoolArn],
        }),
      );
    }
    if (area === 'admin') {
      // Manage User Access: search and e-mail change (the handler checks group admin).
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: [
            'cognito-idp:ListUsers',
            'cognito-idp:ListUsersInGroup',
            'cognito-idp:AdminGetUser',
            'cognito-idp:AdminUpdateUserAttributes',
          ],
          resources: [userPool.userPoolArn],
        }),
      );
    }
    if (area === 'deletion') {
      // Deleting an account: who the admins are (they may not delete themselves), the sign-in itself.
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: [
            'cognito-idp:ListUsersInGroup',
            'cognito-idp:AdminGetUser',
            'cognito-idp:AdminDeleteUser',
          ],
          resources: [userPool.userPoolArn],
        }),
      );
      // It lists the user's media objects under each prefix to delete them.
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: ['s3:ListBucket'],
          resources: [Fn.importValue(mediaBucketArnExport)],
          conditions: { StringLike: { 's3:prefix': mediaPrefixes.map((prefix) => `${prefix}/*`) } },
        }),
      );
    }
    if (area === 'account' || area === 'households') {
      // A move and a sign-out everywhere drop the files behind links the person was handed (export
      // zips, cookbook PDFs: handlers/shared/household-follow-ups.ts), listing them under their prefixes.
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: ['s3:ListBucket'],
          resources: [Fn.importValue(mediaBucketArnExport)],
          conditions: {
            StringLike: {
              's3:prefix': [MEDIA_PREFIXES.exports, MEDIA_PREFIXES.cookbooks].map((prefix) => `${prefix}/*`),
            },
          },
        }),
      );
    }
    if (area === 'sharing') {
      // Recipe link previews read the SPA's index.html from the site bucket, named in SSM by the web
      // stack (deployed after this one); the web stack's bucket policy lets this role read that one key.
      fn.addEnvironment('SITE_BUCKET_PARAMETER', settings.siteBucketParameterName);
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: ['ssm:GetParameter'],
          resources: [
            this.formatArn({
              service: 'ssm',
              resource: 'parameter',
              resourceName: settings.siteBucketParameterName.slice(1),
            }),
          ],
        }),
      );
    }
    // Account deletion cancels the account's Stripe subscription: it reads the Stripe settings.
    if (area === 'deletion') this.grantStripeSettings(fn, settings);
    if (area === 'finder') this.grantSuggestionModel(fn);
    if (area === 'billing') {
      this.grantStripeSettings(fn, settings);
      if (settings.mailFrom) fn.addEnvironment('BILLING_NOTIFY_EMAIL', settings.mailFrom);
    }
    if (area === 'extraction') {
      fn.addEnvironment('EXTRACT_RECIPE_STATE_MACHINE_ARN', extractRecipe.stateMachineArn);
      extractRecipe.grantStartSyncExecution(fn);
      fn.addEnvironment('READ_DOCUMENT_JOB_STATE_MACHINE_ARN', props.readDocumentJob.stateMachineArn);
      props.readDocumentJob.grantStartExecution(fn);
      const imports = this.collectionImport.stateMachine;
      fn.addEnvironment('IMPORT_COLLECTION_STATE_MACHINE_ARN', imports.stateMachineArn);
      imports.grantStartExecution(fn);
      const exports = this.exportEverything.stateMachine;
      fn.addEnvironment('EXPORT_EVERYTHING_STATE_MACHINE_ARN', exports.stateMachineArn);
      exports.grantStartExecution(fn);
      // Cancel stops the job's execution (named after the machine's generated name, as its children are).
      fn.addToRolePolicy(
        new PolicyStatement({ actions: ['states:StopExecution'], resources: [ownArn(this, 'execution')] }),
      );
      Validations.of(fn.role ?? fn).acknowledge({
        id: ownArnNagId(this, 'execution'),
        reason:
          "Executions are named after their state machine's generated name, which starts with this logical id; the handler stops only the execution recorded on the caller's own job.",
      });
    }
    return fn;
  }

  /** Suggestions use the same configured model as extraction (CDK context llmProvider/llmModelId). */
  /** Stripe keys and price ids: SSM parameters under /<stackPrefix>/stripe (README, Payments). */
  private grantStripeSettings(fn: HearthFunction, settings: HearthSettings): void {
    const stripePath = `/${settings.stackPrefix}/stripe`;
    fn.addEnvironment('STRIPE_PARAMETER_PREFIX', stripePath);
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['ssm:GetParametersByPath'],
        resources: [
          Stack.of(this).formatArn({
            service: 'ssm',
            resource: 'parameter',
            resourceName: stripePath.slice(1),
          }),
        ],
      }),
    );
  }

  private grantSuggestionModel(fn: HearthFunction): void {
    const llm = readLlmSettings(this);
    fn.addEnvironment('LLM_PROVIDER', llm.provider);
    if (llm.modelId) fn.addEnvironment('LLM_MODEL_ID', llm.modelId);
    if (llm.baseUrl) fn.addEnvironment('LLM_BASE_URL', llm.baseUrl);
    if (llm.provider !== 'bedrock' || !llm.modelId) return;
    const resources = bedrockModelArns(this, llm.modelId);
    fn.addToRolePolicy(new PolicyStatement({ actions: ['bedrock:InvokeModel'], resources }));
    const anyRegion = resources.find((arn) => arn.includes(':bedrock:*:'));
    if (fn.role && anyRegion)
      Validations.of(fn.role).acknowledge({
        id: `AwsSolutions-IAM5[Resource::${anyRegion.replace(/^arn:[^:]+:/, 'arn:<AWS::Partition>:')}]`,
        reason:
          'A cross-region inference profile routes each call to the named foundation model in any region it covers; the model itself is fixed.',
      });
  }
}
