// Builds Hearth's stacks (alarms, mail, stateful, extraction, API, web, operations; outside us-east-1 also the Edge stack) into an app and turns on cdk-nag. bin/app.ts and the infra tests
// both call this, so the tests check exactly what `cdk synth` produces.
import { type App, type Environment, Token, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { type HearthSettings, readSettings } from './settings.js';
import { AlarmsStack } from './stacks/alarms-stack.js';
import { ApiStack } from './stacks/api-stack.js';
import { EdgeStack } from './stacks/edge-stack.js';
import { ExtractionStack } from './stacks/extraction-stack.js';
import { MailStack } from './stacks/mail-stack.js';
import { OperationsStack } from './stacks/operations-stack.js';
import { StatefulStack } from './stacks/stateful-stack.js';
import { WebStack } from './stacks/web-stack.js';

export interface HearthStacks {
  settings: HearthSettings;
  /** The alarm topic every stack's alarms tell, deployed first. */
  alarms: AlarmsStack;
  /** Only with the mailFrom context. */
  mail?: MailStack;
  stateful: StatefulStack;
  extraction: ExtractionStack;
  api: ApiStack;
  web: WebStack;
  /** The us-east-1 stack holding the site's web ACL, when the web stack lives in another region. */
  edge?: EdgeStack;
  operations: OperationsStack;
}

/** CloudFront's web ACLs can only be created in this region. */
export const edgeRegion = 'us-east-1';

export function buildHearthApp(app: App, env?: Environment): HearthStacks {
  const settings = readSettings(app);
  const name = (part: string) => `${settings.stackPrefix}-${part}`;
  const common = { env, tags: { app: 'hearth' } };

  const alarms = new AlarmsStack(app, name('Alarms'), {
    ...common,
    alarmEmail: settings.alarmEmail,
    description: 'Hearth alarms: the SNS topic every alarm and the budget tell (e-mails alarmEmail)',
  });
  const { mailFrom, mailDomain } = settings;
  const mail =
    mailFrom && mailDomain
      ? new MailStack(app, name('Mail'), {
          ...common,
          settings: { ...settings, mailFrom, mailDomain },
          description: 'Hearth mail: the SES domain identity (DKIM) and its configuration set',
        })
      : undefined;
  const stateful = new StatefulStack(app, name('Stateful'), {
    ...common,
    settings,
    mail: mail?.sending,
    description: 'Hearth data: DynamoDB table, media bucket, Cognito user pool',
  });
  const extraction = new ExtractionStack(app, name('Extraction'), {
    ...common,
    description: 'Hearth recipe import workflows (Express and, for long documents, Standard Step Functions)',
    table: stateful.table,
    mediaBucket: stateful.mediaBucket,
    mediaBucketArnExport: stateful.mediaBucketArnExport,
    alarmTopic: alarms.topic,
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
    readDocumentJob: extraction.readDocumentJob,
    mail: mail?.sending,
    alarmTopic: alarms.topic,
  });
  // The media ARN arrives through a named import, which CDK cannot see as a dependency.
  api.addStackDependency(stateful);
  // In us-east-1, or without a region (an environment-agnostic synth), the web stack holds the web ACL
  // itself (its template then insists on us-east-1); elsewhere an Edge stack there does.
  const region = env?.region;
  const edge =
    region && !Token.isUnresolved(region) && region !== edgeRegion
      ? new EdgeStack(app, name('Edge'), {
          ...common,
          env: { ...env, region: edgeRegion },
          crossRegionReferences: true,
          description: 'Hearth edge: the AWS WAF web ACL of the CloudFront distribution (us-east-1)',
        })
      : undefined;
  const web = new WebStack(app, name('Web'), {
    ...common,
    crossRegionReferences: edge !== undefined,
    webAclArn: edge?.firewall.webAcl.attrArn,
    settings,
    description: 'Hearth site: CloudFront, the SPA bucket, /api and media routing',
    apiDomain: api.apiDomain,
    originSecret: api.originSecret.secret.secretValue,
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
    topic: alarms.topic,
    elsewhere: {
      standardWorkflows: [
        { name: 'Collection import', machine: api.collectionImport.stateMachine },
        { name: 'Export everything', machine: api.exportEverything.stateMachine },
        { name: 'Long imports', machine: extraction.readDocumentJob },
      ],
      liveStage: api.live.stage,
      liveStreamFunction: api.live.streamFunction,
      failedStreamBatches: api.live.failedBatches,
    },
  });

  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { settings, alarms, mail, stateful, extraction, api, web, edge, operations };
}
