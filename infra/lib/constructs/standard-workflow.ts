// A Standard Step Functions workflow whose definition is an ASL module Hearth also runs locally: its
// task ARNs substituted in, its own log group (no execution data: inputs and items hold people's
// recipes and names), X-Ray tracing, and leave to invoke exactly its task functions. Collection import
// and "Export everything" are both made this way; each adds what only it needs.
// The time limit is written into the definition as its top-level TimeoutSeconds: the construct's own
// `timeout` is ignored when the definition is a string, and a Standard execution may otherwise run for
// a year (issue 33).
import { type Duration, RemovalPolicy, type Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { DefinitionBody, LogLevel, StateMachine, StateMachineType } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';

export interface StandardWorkflowProps {
  /** The construct that owns the log group (its id is `<id>Logs`). */
  owner: Construct;
  /** The stack the machine sits in, under `id` (a stable logical id the ASL runner names too). */
  stack: Stack;
  id: string;
  comment: string;
  definition: Record<string, unknown>;
  /** Each task's substitution variable and its function. */
  tasks: { substitution: string; fn: IFunction }[];
  /** The whole execution's limit (top-level TimeoutSeconds); it ends as TimedOut, which is alarmed. */
  timeout: Duration;
}

export function standardWorkflow(props: StandardWorkflowProps): StateMachine {
  const logs = new LogGroup(props.owner, `${props.id}Logs`, {
    retention: RetentionDays.ONE_MONTH,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  const machine = new StateMachine(props.stack, props.id, {
    stateMachineType: StateMachineType.STANDARD,
    comment: props.comment,
    definitionBody: DefinitionBody.fromString(
      JSON.stringify({ ...props.definition, TimeoutSeconds: props.timeout.toSeconds() }),
    ),
    definitionSubstitutions: Object.fromEntries(
      props.tasks.map((task) => [task.substitution, task.fn.functionArn]),
    ),
    logs: { destination: logs, level: LogLevel.ALL, includeExecutionData: false },
    tracingEnabled: true,
  });
  machine.addToRolePolicy(
    new PolicyStatement({
      actions: ['lambda:InvokeFunction'],
      resources: props.tasks.map((task) => task.fn.functionArn),
    }),
  );
  Validations.of(machine).acknowledge({
    id: 'AwsSolutions-IAM5[Resource::*]',
    reason:
      'Step Functions log delivery (logs:CreateLogDelivery and friends) and X-Ray trace writes do not support resource-level permissions; CDK grants exactly those actions on *.',
  });
  return machine;
}
