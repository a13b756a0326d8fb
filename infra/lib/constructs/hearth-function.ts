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
   * Packages installed beside the bundle instead of bundled: ones that read their own files at run
   * time (pdfjs-dist's fonts and wasm) or carry native binaries.
   */
  nodeModules?: string[];
  /** Packages left out of the bundle and not installed: optional ones the code loads on demand. */
  externalModules?: string[];
}

const requireShim =
  "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

export class HearthFunction extends NodejsFunction {
  constructor(
    scope: Construct,
    id: string,
    { nodeModules, externalModules = [], ...props }: HearthFunctionProps,
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
      // Powertools' Tracer (lambdas/src/shared/tracer.ts) adds the SDK calls to this trace.
      tracing: Tracing.ACTIVE,
      projectRoot: repoRoot,
      depsLockFilePath: lockFile,
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        ...props.environment,
      },
      bundling: {
        format: OutputFormat.ESM,
        target: 'node22',
        mainFields: ['module', 'main'],
        minify: true,
        sourceMap: true,
        // The Lambda runtime ships the AWS SDK v3; bundling it would only add cold-start weight.
        externalModules: ['@aws-sdk/*', ...externalModules],
        nodeModules,
        // Some dependencies are CommonJS and call require(); ESM output needs it defined.
        banner: requireShim,
        forceDockerBundling: false,
      },
    });
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

export type TableAccess = 'read' | 'write' | 'readwrite';

const readActions = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
];
const writeActions = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
];

/**
 * Grants a function item access to the table and its named indexes (listed one by one rather than
 * `index/*`, so the policy has no wildcard) and sets TABLE_NAME. No Scan: user paths never scan.
 */
export function bindTable(
  fn: HearthFunction,
  table: ITable,
  indexNames: string[],
  access: TableAccess = 'readwrite',
) {
  const actions = new Set<string>([
    ...(access === 'write' ? [] : readActions),
    ...(access === 'read' ? [] : writeActions),
  ]);
  fn.addToRolePolicy(new PolicyStatement({ actions: [...actions], resources: [table.tableArn] }));
  if (access !== 'write' && indexNames.length > 0) {
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: indexNames.map((name) => `${table.tableArn}/index/${name}`),
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
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['ssm:GetParameter'],
      resources: [
        Stack.of(fn).formatArn({
          service: 'ssm',
          resource: 'parameter',
          resourceName: origin.parameterName.slice(1),
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

/**
 * Lets a function send e-mail through SES from the verified address (context `mailFrom`). SES
 * authorises against whichever identity is verified, the address or its domain, so both are named.
 */
export function bindMail(fn: HearthFunction, mailFrom: string | undefined) {
  fn.addEnvironment('MAIL_MODE', 'ses');
  if (!mailFrom) return;
  const domain = mailFrom.slice(mailFrom.indexOf('@') + 1);
  const identity = (name: string) =>
    Stack.of(fn).formatArn({ service: 'ses', resource: 'identity', resourceName: name });
  fn.addEnvironment('MAIL_FROM', `Hearth <${mailFrom}>`);
  fn.addToRolePolicy(
    new PolicyStatement({ actions: ['ses:SendEmail'], resources: [identity(mailFrom), identity(domain)] }),
  );
}
