// Operations: alarms, the alarm topic, the dashboard and the cost budget, in a stack of their own,
// deployed last. They only read the other stacks' resources (names and ARNs), so they can change, or
// be left out, without touching what serves users; and every Lambda of the app is watched, found
// where it is built rather than listed by hand.
import { Stack, type StackProps } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import { HearthFunction } from '../constructs/hearth-function.js';
import { Operations } from '../constructs/operations.js';
import type { WatchedElsewhere } from '../constructs/operations-dashboard.js';
import type { HearthSettings } from '../settings.js';

export interface OperationsStackProps extends StackProps {
  settings: HearthSettings;
  httpApi: HttpApi;
  extractRecipe: StateMachine;
  table: Table;
  /** The stacks whose Lambdas are watched. */
  watched: Stack[];
  /** The alarm topic (alarms stack). */
  topic: ITopic;
  /** What the API and extraction stacks alarm on themselves, graphed on the dashboard. */
  elsewhere: WatchedElsewhere;
}

export class OperationsStack extends Stack {
  readonly operations: Operations;

  constructor(scope: Construct, id: string, props: OperationsStackProps) {
    super(scope, id, props);
    const functions = props.watched.flatMap((stack) =>
      stack.node
        .findAll()
        .filter((construct): construct is HearthFunction => construct instanceof HearthFunction)
        .map((fn) => ({
          name: `${stack.node.id.replace(/^.*-/, '')}${fn.node.id.replace(/Function$/, '')}`,
          fn,
        })),
    );
    this.operations = new Operations(this, 'Operations', {
      httpApi: props.httpApi,
      functions,
      extractRecipe: props.extractRecipe,
      table: props.table,
      topic: props.topic,
      monthlyBudgetUsd: props.settings.monthlyBudgetUsd,
      lambdaConcurrency: props.settings.lambdaConcurrency,
      elsewhere: props.elsewhere,
    });
  }
}
