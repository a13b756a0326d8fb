// The errors a task's own AWS calls end in when the service was busy or failed for a moment and the
// SDK's retries ran out (DynamoDB, S3): the task did nothing it cannot do again, so the workflow
// retries it. The finishing tasks, which write how a job ended, retry these: without it one throttle
// fails the execution and leaves the job reading "running" until its lease lapses (issue 33, found by
// `npm run chaos`).
export const AWS_BUSY_ERRORS = [
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'InternalServerError',
  'SlowDown',
  'InternalError',
  'ServiceUnavailable',
];

/** The Retry rule for AWS's busy errors: four more tries over about 30 seconds. */
export const busyRetry = {
  ErrorEquals: AWS_BUSY_ERRORS,
  IntervalSeconds: 2,
  MaxAttempts: 4,
  BackoffRate: 2,
};
