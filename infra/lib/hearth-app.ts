// Builds Hearth's five stacks into an app and turns on cdk-nag. bin/app.ts and the infra tests
// both call this, so the tests check exactly what `cdk synth` produces.
import { type App, type Environment, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { type HearthSettings, readSettings } from './settings.js';
import { ApiStack } from './stacks/api-stack.js';
import { ExtractionStack } from './stacks/extraction-stack.js';
import { OperationsStack } from './stacks/operations-stack.js';
import { StatefulStack } from './stacks/stateful-stack.js';
import { WebStack } from './stacks/web-stack.js';

export interface HearthStacks {
  settings: HearthSettings;
  stateful: StatefulStack;
  extraction: ExtractionStack;
  api: ApiStack;
  web: WebStack;
  operations: OperationsStack;
}

export function buildHearthApp(app: App, env?: Environment): HearthStacks {
  const settings = readSettings(app);
  const name = (part: string) => `${settings.stackPrefix}-${part}`;
  const common = { env, tags: { app: 'hearth' } };

  const stateful = new StatefulStack(app, name('Stateful'), {
    ...common,
    settings,
    description: 'Hearth data: DynamoDB table, media bucket, Cognito user pool',
  });
  const extraction = new ExtractionStack(app, name('Extraction'), {
    ...common,
    description: 'Hearth recipe extraction workflow (Express Step Functions)',
    mediaBucket: stateful.mediaBucket,
    mediaBucketArnExport: stateful.mediaBucketArnExport,
  });
  // The media ARN arrives through a named import, which CDK cannot see as a dependency.
  extraction.addStackDependency(stateful);
  const api = new ApiStack(app, name('Api'), {
    ...common,
    settings,
    description: 'Hearth HTTP API and its Lambdas',
    table: stateful.table,
    mediaBucket: stateful.mediaBucket,
    mediaBucketArnExport: stateful.mediaBucketArnExport,
    userPool: stateful.userPool,
    userPoolClient: stateful.userPoolClient,
    extractRecipe: extraction.stateMachine,
  });
  // The media ARN arrives through a named import, which CDK cannot see as a dependency.
  api.addStackDependency(stateful);
  const web = new WebStack(app, name('Web'), {
    ...common,
    settings,
    description: 'Hearth site: CloudFront, the SPA bucket, /api and media routing',
    apiDomain: api.apiDomain,
    liveUrl: api.live.url,
    recipePageReader: api.functions.get('sharing')?.role,
    mediaBucket: stateful.mediaBucket,
    userPool: stateful.userPool,
    userPoolClient: stateful.userPoolClient,
  });

  const operations = new OperationsStack(app, name('Operations'), {
    ...common,
    settings,
    description: 'Hearth operations: alarms to an SNS topic, the dashboard, the monthly cost budget',
    httpApi: api.httpApi,
    extractRecipe: extraction.stateMachine,
    table: stateful.table,
    watched: [stateful, extraction, api],
  });

  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { settings, stateful, extraction, api, web, operations };
}
