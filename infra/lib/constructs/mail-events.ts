// SES's bounce and complaint events (published by the mail stack's configuration set to the default
// EventBridge bus) reach a small function that marks the profiles of addresses mail no longer
// reaches (lambdas/src/handlers/triggers/mail-events.ts).
import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import { lambdaSource } from '../paths.js';
import { bindTable, HearthFunction } from './hearth-function.js';

/** The detail types SES gives the events the configuration set publishes (mail-stack.ts). */
export const undeliverableDetailTypes = ['Email Bounced', 'Email Complaint Received'];

export class MailEvents extends Construct {
  readonly function: HearthFunction;
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: { table: ITable; emailIndex: string }) {
    super(scope, id);
    this.function = new HearthFunction(this, 'Function', {
      entry: lambdaSource('handlers', 'triggers', 'mail-events.ts'),
      description: 'marks profiles whose address SES reported as bouncing or complaining',
      timeout: Duration.seconds(10),
    });
    // Finds the profile by address (the e-mail index) and marks it.
    bindTable(this.function, props.table, { actions: ['Query', 'UpdateItem'], indexes: [props.emailIndex] });
    this.rule = new Rule(this, 'Rule', {
      description: 'SES bounces and complaints of Hearth mail',
      eventPattern: {
        source: ['aws.ses'],
        detailType: undeliverableDetailTypes,
      },
      targets: [new LambdaFunction(this.function, { retryAttempts: 3 })],
    });
  }
}
