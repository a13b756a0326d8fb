// What the workflows' Task states share: the Lambda resource each names by substitution, the Lambda
// service's own faults their Retry rules try again (the task's own errors are not retried), and the
// Catch that hands any error, kept at $.failure, to the state that records it.

/** The Lambda service failing for a moment (not the task's own error): worth another try. */
export const LAMBDA_FAULTS = [
  'Lambda.ServiceException',
  'Lambda.AWSLambdaException',
  'Lambda.SdkClientException',
  'Lambda.TooManyRequestsException',
];

/** A workflow's Task states: each state's name, the substitution naming its Lambda, its handler. */
export type TaskTable = readonly { state: string; substitution: string; handler: string }[];

/** The Resource of `state`: its Lambda's `${…}` substitution (CDK fills in the ARN, the local runner a fake). */
export function taskResource<T extends TaskTable>(tasks: T, state: T[number]['state']): string {
  const found = tasks.find((task) => task.state === state);
  if (!found) throw new Error(`Unknown task ${state}`);
  return `\${${found.substitution}}`;
}

/** Catches every error of a state into `next`, the error kept at $.failure. */
export const catchInto = (next: string) => [
  { ErrorEquals: ['States.ALL'], ResultPath: '$.failure', Next: next },
];
