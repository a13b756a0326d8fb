// Starts the read-document-job workflow (StartExecution on the Standard state machine; it runs on by
// itself and writes its steps on the job). Locally the same call goes to the Step Functions stand-in.

import type { DocumentImportWorkflow } from '../../domain/import/ports.js';
import type { SFNClient } from '../../shared/aws-sdk.js';
import { startExecution } from './start-execution.js';

export function readDocumentJobWorkflow(
  client: Pick<SFNClient, 'send'>,
  stateMachineArn: string,
): DocumentImportWorkflow {
  return { start: (input, name) => startExecution(client, stateMachineArn, name, input) };
}
