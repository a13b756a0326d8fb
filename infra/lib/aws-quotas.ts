// The AWS service quotas Hearth is sized against: the stage throttles (api-throttles.ts), the capacity
// model (scripts/capacity.ts, docs/SCALE.md) and the operations alarms read them from here, so a number
// is written once. Each is the default AWS documents for a new account in a large region (us-east-1,
// eu-west-1) at the time of writing; an account's own values are in the Service Quotas console, and
// `npm run capacity -- --quota name=value` replaces one. "fixed" means AWS does not raise it.
export interface Quota {
  value: number;
  unit: string;
  /** What it limits, in a few words. */
  what: string;
  /** Whether Service Quotas can raise it. */
  adjustable: boolean;
}

const quota = (value: number, unit: string, what: string, adjustable = true): Quota => ({
  value,
  unit,
  what,
  adjustable,
});

export const awsQuotas = {
  // API Gateway: one token bucket for every HTTP, REST and WebSocket API of the account in a region.
  apiAccountRate: quota(10_000, 'requests/s', 'API Gateway requests, every API of the account and region'),
  apiAccountBurst: quota(5_000, 'requests', 'API Gateway burst, every API of the account and region'),
  webSocketNewConnections: quota(500, 'connections/s', 'new WebSocket connections, account and region'),
  webSocketConnectionHours: quota(2, 'hours', 'longest a WebSocket connection stays open', false),
  webSocketIdleMinutes: quota(10, 'minutes', 'a WebSocket connection with no message is closed', false),
  // Lambda.
  lambdaConcurrency: quota(1_000, 'executions', 'concurrent Lambda executions, account and region'),
  lambdaConcurrencyNewAccount: quota(10, 'executions', 'what some new accounts start with until raised'),
  /** Lambda keeps this many of the account's executions unreserved: reserved concurrency may not take them. */
  lambdaUnreservedMinimum: quota(100, 'executions', 'concurrency Lambda keeps unreserved', false),
  // Step Functions.
  sfnStandardStartRate: quota(
    300,
    'calls/s',
    'StartExecution of Standard workflows, steady (a bucket of 1,300)',
  ),
  sfnStateTransitions: quota(
    5_000,
    'transitions/s',
    'Standard workflow state transitions, account and region',
  ),
  sfnExpressStartRate: quota(6_000, 'calls/s', 'StartSyncExecution of Express workflows'),
  sfnOpenExecutions: quota(1_000_000, 'executions', 'open Standard executions, account and region'),
  sfnDistributedMapRuns: quota(
    10_000,
    'child executions',
    'open child executions of one Distributed Map run',
    false,
  ),
  // Cognito user pools (requests per second per category, shared by every pool of the account).
  cognitoUserAuthentication: quota(
    120,
    'requests/s',
    'Cognito sign-ins (InitiateAuth, RespondToAuthChallenge)',
  ),
  cognitoUserToken: quota(120, 'requests/s', 'Cognito token refreshes'),
  cognitoUserCreation: quota(50, 'requests/s', 'Cognito sign-ups and confirmations'),
  cognitoUserRead: quota(120, 'requests/s', 'Cognito user reads (GetUser, AdminGetUser)'),
  cognitoUserAccountRecovery: quota(30, 'requests/s', 'Cognito password resets'),
  // SES: a new account is in the sandbox until production access is granted.
  sesSandboxPerDay: quota(200, 'messages/day', 'SES in the sandbox (verified recipients only)'),
  sesSandboxRate: quota(1, 'messages/s', 'SES in the sandbox'),
  sesProductionPerDay: quota(50_000, 'messages/day', 'SES when production access is first granted'),
  sesProductionRate: quota(14, 'messages/s', 'SES when production access is first granted'),
  // Textract (transactions per second per operation).
  textractDetectRate: quota(10, 'calls/s', 'Textract DetectDocumentText'),
  textractStartRate: quota(10, 'calls/s', 'Textract StartDocumentTextDetection'),
  textractGetRate: quota(10, 'calls/s', 'Textract GetDocumentTextDetection'),
  textractOpenJobs: quota(100, 'jobs', 'Textract text-detection jobs running at once'),
  // Bedrock on-demand (a model's own quota; Claude 3.5 Haiku and Nova Lite start near these).
  bedrockRequestsPerMinute: quota(
    400,
    'requests/min',
    "InvokeModel of the configured model (the model's quota)",
  ),
  // DynamoDB on demand: what one partition serves, and a table's default ceiling.
  dynamoPartitionReadUnits: quota(
    3_000,
    'RCU/s',
    'reads of one partition (strongly consistent 4 KB units)',
    false,
  ),
  dynamoPartitionWriteUnits: quota(1_000, 'WCU/s', 'writes to one partition (1 KB units)', false),
  dynamoTableReadUnits: quota(40_000, 'RCU/s', 'an on-demand table (and each index)'),
  dynamoTableWriteUnits: quota(40_000, 'WCU/s', 'an on-demand table (and each index)'),
} as const satisfies Record<string, Quota>;

export type QuotaName = keyof typeof awsQuotas;
