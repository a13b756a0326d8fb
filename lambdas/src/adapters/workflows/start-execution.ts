// Starting a Standard state machine: one StartExecution with the run's input as JSON. It runs on by
// itself (its job records its steps); the caller keeps the execution's ARN. Locally the same call goes
// to the Step Functions stand-in (infra/local/step-functions.ts).
import { type SFNClient, StartExecutionCommand } from '../../shared/aws-sdk.js';

/** Starts one execution named `name`; its ARN ('' if Step Functions gave none). */
export async function startExecution(
  client: Pick<SFNClient, 'send'>,
  stateMachineArn: string,
  name: string,
  input: unknown,
): Promise<string> {
  const result = await client.send(
    new StartExecutionCommand({ stateMachineArn, name, input: JSON.stringify(input) }),
  );
  return result.executionArn ?? '';
}
