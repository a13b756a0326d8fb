// Starts and stops the import-collection workflow (StartExecution on the Standard state machine:
// it runs on by itself, the job page polls the job). Locally the same calls go to the Step Functions
// stand-in (infra/local/step-functions.ts).

import type { ImportWorkflow } from '../../domain/collections/ports.js';
import { type SFNClient, StartExecutionCommand, StopExecutionCommand } from '../../shared/aws-sdk.js';

export function importCollectionWorkflow(
  client: Pick<SFNClient, 'send'>,
  stateMachineArn: string,
): ImportWorkflow {
  return {
    async start(run, name) {
      const result = await client.send(
        new StartExecutionCommand({
          stateMachineArn,
          name,
          input: JSON.stringify({ ...run, stateMachineArn }),
        }),
      );
      return result.executionArn ?? '';
    },
    async stop(executionArn) {
      await client.send(new StopExecutionCommand({ executionArn, cause: 'Cancelled by its owner' }));
    },
  };
}
