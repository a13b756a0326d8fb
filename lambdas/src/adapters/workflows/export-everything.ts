// Starts the export-everything workflow (StartExecution on the Standard state machine; it runs on by
// itself and the account page polls the job). Locally the same call goes to the Step Functions stand-in.

import type { ExportWorkflow } from '../../domain/collections/ports.js';
import type { SFNClient } from '../../shared/aws-sdk.js';
import { startExecution } from './start-execution.js';

export function exportEverythingWorkflow(
  client: Pick<SFNClient, 'send'>,
  stateMachineArn: string,
): ExportWorkflow {
  return { start: (run, name) => startExecution(client, stateMachineArn, name, run) };
}
