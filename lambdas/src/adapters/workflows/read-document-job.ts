// Starts the read-document-job workflow (StartExecution on the Standard state machine; it runs on by
// itself and writes its steps on the job). Locally the same call goes to the Step Functions stand-in.

import type { DocumentImportWorkflow } from '../../domain/import/ports.js';
import { type SFNClient, StartExecutionCommand } from '../../shared/aws-sdk.js';

export function readDocumentJobWorkflow(
  client: Pick<SFNClient, 'send'>,
  stateMachineArn: string,
): DocumentImportWorkflow {
  return {
    async start(input, name) {
      const result = await client.send(
        new StartExecutionCommand({ stateMachineArn, name, input: JSON.stringify(input) }),
      );
      return result.executionArn ?? '';
    },
  };
}
