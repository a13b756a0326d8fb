// The extract-recipe workflow: an Express state machine the extraction route runs synchronously.
// Its definition is the shared ASL module (also run by the local runner); this stack only supplies
// the task Lambdas whose ARNs fill the definition's `${…}` substitutions.
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { DefinitionBody, LogLevel, StateMachine, StateMachineType } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import {
  extractRecipeDefinition,
  extractRecipeTasks,
} from '../../../lambdas/src/workflows/extract-recipe.asl.js';
import { HearthFunction } from '../constructs/hearth-function.js';
import { lambdaSource } from '../paths.js';

const pascal = (kebab: string) =>
  kebab.replace(/(^|-)(\w)/g, (_match, _dash, letter: string) => letter.toUpperCase());

export class ExtractionStack extends Stack {
  readonly stateMachine: StateMachine;
  readonly taskFunctions: HearthFunction[];

  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, props);

    this.taskFunctions = extractRecipeTasks.map(
      (task) =>
        new HearthFunction(this, `${pascal(task.handler)}Function`, {
          entry: lambdaSource('handlers', 'tasks', `${task.handler}.ts`),
          description: `the extract-recipe task ${task.state}`,
          timeout: Duration.seconds(60),
          memorySize: 1024,
        }),
    );

    const logs = new LogGroup(this, 'ExtractRecipeLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });

    this.stateMachine = new StateMachine(this, 'ExtractRecipe', {
      stateMachineType: StateMachineType.EXPRESS,
      comment: 'Extracts recipes from a web page, a photo or a PDF',
      definitionBody: DefinitionBody.fromString(JSON.stringify(extractRecipeDefinition())),
      definitionSubstitutions: Object.fromEntries(
        extractRecipeTasks.map((task, index) => [
          task.substitution,
          this.taskFunctions[index]?.functionArn ?? '',
        ]),
      ),
      // Express workflows keep no execution history of their own; the log group is where they are read.
      logs: { destination: logs, level: LogLevel.ALL, includeExecutionData: true },
      tracingEnabled: true,
      timeout: Duration.minutes(2),
    });
    // The definition is a string, so CDK cannot see which functions it calls: grant exactly those.
    this.stateMachine.addToRolePolicy(
      new PolicyStatement({
        actions: ['lambda:InvokeFunction'],
        resources: this.taskFunctions.map((fn) => fn.functionArn),
      }),
    );
    Validations.of(this.stateMachine).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'Step Functions log delivery (logs:CreateLogDelivery and friends) and X-Ray trace writes do not support resource-level permissions; CDK grants exactly those actions on *.',
    });

    new CfnOutput(this, 'StateMachineArn', { value: this.stateMachine.stateMachineArn });
  }
}
