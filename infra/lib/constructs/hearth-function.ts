// Every Hearth Lambda: arm64, Node 22, bundled locally by esbuild as minified ESM with source maps,
// its own log group with a retention, active X-Ray tracing, and a role that may write only to that log
// group and X-Ray (no managed policy). bindTable() and friends add access and the matching variable in one call.
import { createRequire } from 'node:module';
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, type NodejsFunctionProps, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { lockFile, repoRoot } from '../paths.js';
import {
  lambdaCharset,
  lambdaMainFields,
  lambdaTarget,
  requireShim,
  runtimeModules,
  sharedDataFiles,
} from './lambda-esbuild.js';
import { packagesBesideCommands } from './packages-beside.js';

// NodejsFunction falls back to Docker when it cannot find esbuild; we never want that.
try {
  createRequire(import.meta.url).resolve('esbuild');
} catch {
  throw new Error('esbuild is not installed: run `npm install` (Hearth never bundles Lambdas in Docker)');
}

export interface HearthFunctionProps
  extends Omit<
    NodejsFunctionProps,
    'runtime' | 'architecture' | 'bundling' | 'logGroup' | 'role' | 'handler'
  > {
  /** Absolute path of the module exporting `handler`. */
  entry: string;
  description: string;
  /**
   * Packages shipped beside the bundle (in its node_modules, each one module with its dependencies,
   * see packages-beside.ts) instead of inside it: large ones the code loads on first use with
   * `await import()`.
   */
  nodeModules?: string[];
  /** Packages left out of the bundle and not installed: optional ones the code loads on demand. */
  externalModules?: string[];
  /** Data files the code reads beside its module at run time (absolute paths), copied beside the bundle. */
  files?: string[];
}

/** Shell commands copying each shared data file that the bundle in `output` names beside it. */
const sharedDataCommands = (output: string) =>
  sharedDataFiles.map(
    ({ name, path }) => `if grep -qF '"${name}' "${output}/index.mjs"; then cp "${path}" "${output}/"; fi`,
  );

export class HearthFunction extends NodejsFunction {
  /** The module this function runs (the local twin's function limits are keyed by it). */
  readonly entry: string;

  constructor(
    scope: Construct,
    id: string,
    { nodeModules = [], externalModules = [], files = [], ...props }: HearthFunctionProps,
  ) {
    const logGroup = new LogGroup(scope, `${id}Logs`, { retention: RetentionDays.ONE_MONTH });
    const role = new Role(scope, `${id}Role`, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs ${props.description}`,
    });
    role.addToPolicy(
      new PolicyStatement({
        actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: [logGroup.logGroupArn],
      }),
    );
    super(scope, id, {
      memorySize: 512,
      timeout: Duration.seconds(29),
      ...props,
      handler: 'handler',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      logGroup,
      role,
      // The runtime traces each invocation. No X-Ray SDK in the bundles: Powertools' Tracer (with
      // aws-xray-sdk-core) added ~120 KB and ~40 ms of module load to every function for the SDK-call
      // subsegments, which the functions' own metrics and logs already time (issue 20).
      tracing: Tracing.ACTIVE,
      projectRoot: repoRoot,
      depsLockFilePath: lockFile,
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        ...props.environment,
      },
      // The settings in lambda-esbuild.ts, which the bundle-measuring scripts build with too.
      bundling: {
        format: OutputFormat.ESM,
        target: lambdaTarget,
        mainFields: lambdaMainFields,
        minify: true,
        esbuildArgs: { '--charset': lambdaCharset },
        sourceMap: true,
        externalModules: [...runtimeModules, ...nodeModules, ...externalModules],
        banner: requireShim,
        forceDockerBundling: false,
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          afterBundling: (_input: string, output: string) => [
            ...files.map((file) => `cp "${file}" "${output}/"`),
            ...sharedDataCommands(output),
            ...packagesBesideCommands(nodeModules, repoRoot, output),
          ],
        },
      },
    });
    this.entry = props.entry;
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'Active tracing: xray:PutTraceSegments and xray:PutTelemetryRecords have no resource-level permissions; CDK grants exactly those two actions on *.',
    });
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Node 22 is the chosen Lambda runtime (DESIGN.md): the code is tested on Node 20 locally and 22; moving to a newer runtime is a deliberate, tested upgrade.',
    });
  }
}

/** The item actions a function may take on the table (IAM names without `dynamodb:`). No Scan. */
export type TableAction =
  | 'GetItem'
  | 'BatchGetItem'
  | 'Query'
  | 'PutItem'
  | 'UpdateItem'
  | 'DeleteItem'
  | 'BatchWriteItem'
  | 'ConditionCheckItem';

export interface TableAccess {
  /** Exactly the actions the function's code sends (test/infra/iam-cross-check.test.ts checks them). */
  actions: TableAction[];
  /** The indexes it queries, named one by one (no `index/*`); indexes are read-only. */
  indexes?: string[];
}

/**
 * Grants a function the given item actions on the table, Query on the named indexes, and sets
 * TABLE_NAME.
 */
export function bindTable(fn: HearthFunction, table: ITable, { actions, indexes = [] }: TableAccess) {
  if (actions.length > 0)
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: actions.map((action) => `dynamodb:${action}`),
        resources: [table.tableArn],
      }),
    );
  if (indexes.length > 0) {
    if (!actions.includes('Query')) throw new Error('index access needs the Query action');
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: indexes.map((name) => `${table.tableArn}/index/${name}`),
      }),
    );
  }
  fn.addEnvironment('TABLE_NAME', table.tableName);
}

/**
 * Where e-mailed links point. With a known origin (context `appOrigin`) the function gets it directly;
 * otherwise it reads the SSM parameter the web stack fills (see lambdas/src/shared/app-origin.ts).
 */
export function bindAppOrigin(fn: HearthFunction, origin: AppOriginSetting) {
  if (origin.origin) {
    fn.addEnvironment('APP_ORIGIN', origin.origin);
    return;
  }
  fn.addEnvironment('APP_ORIGIN_PARAMETER', origin.parameterName);
  allowParameterRead(fn, origin.parameterName);
}

/** Lets the function read one SSM parameter, named with its leading slash. */
export function allowParameterRead(fn: HearthFunction, parameterName: string) {
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['ssm:GetParameter'],
      resources: [
        Stack.of(fn).formatArn({
          service: 'ssm',
          resource: 'parameter',
          resourceName: parameterName.slice(1),
        }),
      ],
    }),
  );
}

export interface AppOriginSetting {
  /** The site origin when known at synth time (a custom domain), e.g. https://hearth.example. */
  origin?: string;
  /** SSM parameter (starting with /) that the web stack writes with the site origin. */
  parameterName: string;
}

/** What a sender of Hearth's mail needs (the mail stack): the address, its verified domain, the configuration set. */
export interface MailSending {
  from: string;
  domain: string;
  configurationSetName: string;
}

/**
 * Lets a function send e-mail through SES from the sender address (context `mailFrom`) through the
 * mail stack's configuration set. SES authorises against whichever identity is verified, the address
 * or its domain, so both are named, and against the configuration set a message names.
 */
export function bindMail(fn: HearthFunction, mail: MailSending | undefined) {
  fn.addEnvironment('MAIL_MODE', 'ses');
  if (!mail) return;
  const arn = (resource: string, name: string) =>
    Stack.of(fn).formatArn({ service: 'ses', resource, resourceName: name });
  fn.addEnvironment('MAIL_FROM', `Hearth <${mail.from}>`);
  fn.addEnvironment('MAIL_CONFIGURATION_SET', mail.configurationSetName);
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['ses:SendEmail'],
      resources: [
        arn('identity', mail.from),
        arn('identity', mail.domain),
        arn('configuration-set', mail.configurationSetName),
      ],
    }),
  );
}
