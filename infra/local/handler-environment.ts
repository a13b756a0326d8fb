// The environment the local stack's handlers run with, as CDK sets it on each Lambda: the stand-ins'
// endpoints, the local user pool, the outbox for mail. The stack adds the S3 and Step Functions
// endpoints (and the state machines' ARNs) once those stand-ins have started.
import { localPool } from './cognito.js';
import { region } from './lambda-api.js';

export interface HandlerEnvironmentParts {
  /** The local server's origin, e.g. http://127.0.0.1:4310. */
  origin: string;
  mailDir: string;
  /** The built SPA. */
  distDir: string;
  tableName: string;
  mediaBucket: string;
  /** DynamoDB Local's own endpoint (the fault proxy may replace it later). */
  dynamoEndpoint: string;
  logLevel: string;
}

export function handlerEnvironment(parts: HandlerEnvironmentParts): Record<string, string> {
  const { origin } = parts;
  return {
    AWS_REGION: region,
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_EC2_METADATA_DISABLED: 'true',
    TABLE_NAME: parts.tableName,
    MEDIA_BUCKET: parts.mediaBucket,
    USER_POOL_ID: localPool.userPoolId,
    USER_POOL_CLIENT_ID: localPool.clientId,
    APP_ORIGIN: origin,
    MAIL_MODE: 'outbox',
    MAIL_OUTBOX_DIR: parts.mailDir,
    // The sharing Lambda reads index.html from here for recipe link previews (GET /recipe/{id}).
    WEB_DIST_DIR: parts.distDir,
    DYNAMODB_ENDPOINT: parts.dynamoEndpoint,
    S3_PUBLIC_ENDPOINT: `${origin}/media`,
    // The handlers reach Cognito through the shim too, so its Cognito fidelity fixes apply to them.
    COGNITO_ENDPOINT: `${origin}/cognito`,
    // Live updates: the @connections stand-in is on this server (infra/local/websocket.ts).
    LIVE_MANAGEMENT_ENDPOINT: origin,
    LOG_LEVEL: parts.logLevel,
    // CloudWatch metrics are AWS's; locally their lines would only crowd the console.
    POWERTOOLS_METRICS_DISABLED: 'true',
  };
}
