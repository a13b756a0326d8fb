// Starts and stops the import-collection workflow (StartExecution on the Standard state machine:
// it runs on by itself, the job page polls the job). Locally the same calls go to the Step Functions
// stand-in (infra/local/step-functions.ts).

import type { ImportWorkflow } from '../../domain/collections/ports.js';
import { type SFNClient, StopExecutionCommand } from '../../shared/aws-sdk.js';
import { startExecution } from './start-execution.js';

export function importCollectionWorkflow(
  client: Pick<SFNClient, 'send'>,
  stateMachineArn: string,
): ImportWorkflow {
  return {
    start: (run, name) => startExecution(client, stateMachineArn, name, { ...run, stateMachineArn }),
    async stop(executionArn) {
      await client.send(new StopExecutionCommand({ executionArn, cause: 'Cancelled by its owner' }));
    },
  };
}
