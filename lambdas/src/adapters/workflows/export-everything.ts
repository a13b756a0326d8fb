// Starts the export-everything workflow (StartExecution on the Standard state machine; it runs on by
// itself and the account page polls the job). Locally the same call goes to the Step Functions stand-in.

import type { ExportWorkflow } from '../../domain/collections/ports.js';
import { type SFNClient, StartExecutionCommand } from '../../shared/aws-sdk.js';

export function exportEverythingWorkflow(
  client: Pick<SFNClient, 'send'>,
  stateMachineArn: string,
): ExportWorkflow {
  return {
    async start(run, name) {
      const result = await client.send(
        new StartExecutionCommand({ stateMachineArn, name, input: JSON.stringify(run) }),
      );
      return result.executionArn ?? '';
    },
  };
}
