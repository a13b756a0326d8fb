// The HTTP API: one Lambda per product area, routes taken from the areas' manifests (lambdas/src/routes.ts,
// the same list the local adapter serves, less its local-only routes). 'user' and 'admin' routes carry
// the Cognito JWT authorizer (the Lambda checks group admin); 'public' ones carry none.
import { fileURLToPath } from 'node:url';
import { CfnOutput, Fn, Stack, type StackProps, Validations } from 'aws-cdk-lib';
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
import { LIBRARY_FILES, libraryFile } from '../../../lambdas/src/domain/finder/library/index.js';
import { type Area, areas, deployedRoutes } from '../../../lambdas/src/routes.js';
import { apiThrottle, apiThrottles, costlyRouteThrottles } from '../api-throttles.js';
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
import { grantAreaCalls, grantStripeSettings, grantSuggestionModel } from './api-area-grants.js';
import { accessLogFormat, throttleCostlyRoutes } from './api-stage.js';

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
        format: accessLogFormat(),
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

    throttleCostlyRoutes(stage, routesByKey, throttles.routes);

    this.apiDomain = Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));
    new CfnOutput(this, 'ApiEndpoint', { value: this.httpApi.apiEndpoint });
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
    grantAreaCalls(fn, area, { userPoolArn: userPool.userPoolArn, mediaBucketArnExport, settings });
    // Account deletion cancels the account's Stripe subscription: it reads the Stripe settings.
    if (area === 'deletion') grantStripeSettings(fn, settings);
    if (area === 'finder') grantSuggestionModel(fn);
    if (area === 'billing') {
      grantStripeSettings(fn, settings);
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
}
