// Runs the extract-recipe workflow synchronously (StartSyncExecution on the Express state machine).
// Locally the same call goes to the Step Functions stand-in (infra/local/step-functions.ts), which
// speaks the same wire protocol, so the route's code does not know where it runs.

import type { ExtractRecipeWorkflow } from '../../domain/import/ports.js';
import { type SFNClient, StartSyncExecutionCommand } from '../../shared/aws-sdk.js';

export function stepFunctionsWorkflow(
  client: Pick<SFNClient, 'send'>,
  stateMachineArn: string,
): ExtractRecipeWorkflow {
  return {
    async run(input) {
      const result = await client.send(
        new StartSyncExecutionCommand({ stateMachineArn, input: JSON.stringify(input) }),
      );
      if (result.status === 'SUCCEEDED')
        return { status: 'succeeded', output: JSON.parse(result.output ?? 'null') };
      if (result.status === 'TIMED_OUT') return { status: 'failed', error: 'States.Timeout' };
      return { status: 'failed', error: result.error ?? 'States.Runtime', cause: result.cause };
    },
  };
}
