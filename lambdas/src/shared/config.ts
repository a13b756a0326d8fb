// The one module that reads the environment. Each group of settings is checked once, when the module
// that needs it loads (it reads the group at module scope): a missing variable fails at start, never
// in the middle of a request. Locally the runner sets these before importing any handler.
// Groups are read on first use so a function loads only what it needs: the extract-recipe tasks have
// no TABLE_NAME, and still share this module with the API functions.
import * as z from '../contracts/zod.js';

const optionalUrl = z.optional(z.url());

const schema = z.object({
  AWS_REGION: z._default(z.string(), 'us-east-1'),
  TABLE_NAME: z.string().check(z.minLength(1)),
  // Not every function needs these (the Cognito triggers cannot know the pool id without a cycle);
  // a module that does calls requireConfig() when it loads.
  MEDIA_BUCKET: z.optional(z.string().check(z.minLength(1))),
  USER_POOL_ID: z.optional(z.string().check(z.minLength(1))),
  USER_POOL_CLIENT_ID: z.optional(z.string().check(z.minLength(1))),
  /** The site's public origin, used in e-mailed links. */
  APP_ORIGIN: z.optional(z.url()),
  /** On AWS without a custom domain: the SSM parameter the web stack fills with the CloudFront origin. */
  APP_ORIGIN_PARAMETER: z.optional(z.string().check(z.minLength(1))),
  /** Where the sharing Lambda reads the SPA's index.html for link previews: a local build directory, */
  WEB_DIST_DIR: z.optional(z.string().check(z.minLength(1))),
  /** or, on AWS, the SSM parameter the web stack fills with the site bucket's name. */
  SITE_BUCKET_PARAMETER: z.optional(z.string().check(z.minLength(1))),
  MAIL_FROM: z._default(z.string(), 'Hearth <no-reply@hearth.local>'),
  /** 'ses' on AWS; 'outbox' writes each message as a JSON file under MAIL_OUTBOX_DIR. */
  MAIL_MODE: z._default(z.enum(['ses', 'outbox']), 'ses'),
  MAIL_OUTBOX_DIR: z.optional(z.string()),
  /** The SES configuration set every message names (bounce and complaint suppression; mail stack). */
  MAIL_CONFIGURATION_SET: z.optional(z.string().check(z.minLength(1))),
  /** Local stand-in endpoints; unset on AWS. */
  DYNAMODB_ENDPOINT: optionalUrl,
  S3_ENDPOINT: optionalUrl,
  /** Public base URL for media when served by a stand-in (locally the app origin proxies S3). */
  S3_PUBLIC_ENDPOINT: optionalUrl,
  COGNITO_ENDPOINT: optionalUrl,
  /** Shopping list 'Open in': the online grocery site opened with the exported list, and its name. */
  GROCERY_SERVICE_URL: z._default(z.url(), 'https://www.instacart.com/store'),
  GROCERY_SERVICE_NAME: z._default(z.string().check(z.minLength(1)), 'Instacart'),
  /** Billing (issue 9). Plan prices in US dollars, as the plans page shows them. */
  PLAN_PRICE_MONTHLY: z._default(z.coerce.number().check(z.positive()), 4.99),
  PLAN_PRICE_YEARLY: z._default(z.coerce.number().check(z.positive()), 48),
  PLAN_PRICE_LIFETIME: z._default(z.coerce.number().check(z.positive()), 100),
  /** Stripe: set directly (local test mode) or, on AWS, read from SSM parameters under this prefix. */
  STRIPE_SECRET_KEY: z.optional(z.string().check(z.minLength(1))),
  STRIPE_WEBHOOK_SECRET: z.optional(z.string().check(z.minLength(1))),
  STRIPE_PRICE_MONTHLY: z.optional(z.string().check(z.minLength(1))),
  STRIPE_PRICE_YEARLY: z.optional(z.string().check(z.minLength(1))),
  STRIPE_PRICE_LIFETIME: z.optional(z.string().check(z.minLength(1))),
  STRIPE_FRIEND_COUPON: z.optional(z.string().check(z.minLength(1))),
  STRIPE_PARAMETER_PREFIX: z.optional(z.string().check(z.startsWith('/'))),
  /** Tests point the Stripe client at a local stand-in for api.stripe.com. */
  STRIPE_API_BASE: optionalUrl,
  /** Multiplies every abuse-limit allowance (domain/limits): `npm run bench` only, which calls one route
   * as one user dozens of times. Unset on AWS and in tests, which check the real numbers. */
  RATE_LIMIT_MULTIPLIER: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(1000)), 1),
  /** Collection imports that may run at once across the whole app (issue 32); the rest wait in a queue,
   * each person's one at a time. Each running import keeps up to 10 task Lambdas busy. */
  COLLECTION_IMPORTS_AT_ONCE: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(1000)), 50),
  /** Live updates (issue 15): where the WebSocket API's @connections management endpoint is (the
   * API's https://<id>.execute-api.<region>.amazonaws.com/<stage> on AWS, the local stand-in here). */
  LIVE_MANAGEMENT_ENDPOINT: optionalUrl,
  /** On AWS, the secret CloudFront sends in x-hearth-origin (shared/origin-lock.ts); unset locally. */
  ORIGIN_VERIFY: z.optional(z.string().check(z.minLength(16))),
  /** Who hears about new subscriptions (notify-new-subscription). */
  BILLING_NOTIFY_EMAIL: z.optional(z.email()),
});

export type Config = z.infer<typeof schema>;

type Environment = Record<string, string | undefined>;

/** One group of settings, checked; a bad or missing value throws naming the fields. */
function readSettings<S extends z.ZodMiniType>(
  group: S,
  what: string,
  env: Environment = process.env,
): z.infer<S> {
  // Read once: zod's compiled fast path for an object would cost more to build than it saves.
  const parsed = group.safeParse(env, { jitless: true });
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`Hearth ${what} is incomplete or invalid: ${fields}`);
  }
  return parsed.data;
}

/** Reads a group once, on first use, and keeps it. */
function once<T>(read: () => T): () => T {
  let value: { read: T } | undefined;
  return () => {
    value ??= { read: read() };
    return value.read;
  };
}

const loadConfig = once(() => readSettings(schema, 'configuration'));

/** The API functions' settings, checked as a whole the first time any of them is read. */
export const config = {} as Config;
for (const key of Object.keys(schema.shape) as (keyof Config)[]) {
  Object.defineProperty(config, key, { enumerable: true, get: () => loadConfig()[key] });
}

type OptionalSetting =
  | 'MEDIA_BUCKET'
  | 'USER_POOL_ID'
  | 'USER_POOL_CLIENT_ID'
  | 'APP_ORIGIN'
  | 'MAIL_OUTBOX_DIR';

/** Reads a setting that this module cannot work without; call it at module scope so it fails at start. */
export function requireConfig(name: OptionalSetting): string {
  const value = config[name];
  if (value === undefined || value === '') throw new Error(`Hearth configuration is missing ${name}`);
  return value;
}

/** True when the handlers talk to local stand-ins rather than AWS. */
export const isLocal = Boolean(
  readSettings(z.object({ DYNAMODB_ENDPOINT: optionalUrl }), 'configuration').DYNAMODB_ENDPOINT,
);

/**
 * Logs and metrics (Powertools, shared/logger.ts, metrics.ts):
 *   LOG_LEVEL                    debug | info (default) | warn | error | silent
 *   POWERTOOLS_METRICS_DISABLED  'true' locally and in tests, so no metric lines reach the console; unset
 *                                on AWS, where each line becomes a CloudWatch metric (EMF). Powertools
 *                                reads this one itself as well (a single metric builds its own instance).
 * Tracing needs no setting: Lambda's active X-Ray tracing (CDK) traces each invocation on AWS.
 */
export const observabilityConfig = once(() =>
  readSettings(
    z.object({
      LOG_LEVEL: z._default(z.enum(['debug', 'info', 'warn', 'error', 'silent']), 'info'),
      POWERTOOLS_METRICS_DISABLED: z.pipe(
        z._default(z.enum(['true', 'false']), 'false'),
        z.transform((value: 'true' | 'false') => value === 'true'),
      ),
    }),
    'observability configuration',
  ),
);

/** FFMPEG_PATH: the ffmpeg binary that takes server-side poster frames (default: the one on the PATH). */
export const ffmpegPath = (): string => process.env.FFMPEG_PATH ?? 'ffmpeg';

/**
 * What the extract-recipe tasks read (they do not use the table, so they have no TABLE_NAME):
 *   MEDIA_BUCKET                 ReadDocument: where uploaded photos and PDFs are
 *   S3_ENDPOINT                  local stand-in only
 *   OCR_PROVIDER                 textract | tesseract (default: tesseract with a local S3, else textract)
 *   HEARTH_ALLOW_PRIVATE_FETCH   'true' ONLY for local end-to-end runs, whose test pages are served on
 *                                loopback; never set on AWS. Off, the page fetcher refuses private,
 *                                loopback, link-local and metadata addresses and ports other than 80/443.
 */
export const taskConfig = once(() =>
  readSettings(
    z.object({
      AWS_REGION: z._default(z.string(), 'us-east-1'),
      MEDIA_BUCKET: z.optional(z.string().check(z.minLength(1))),
      S3_ENDPOINT: z.optional(z.url()),
      HEARTH_ALLOW_PRIVATE_FETCH: z._default(z.enum(['true', 'false']), 'false'),
      OCR_PROVIDER: z.optional(z.enum(['textract', 'tesseract'])),
    }),
    'task configuration',
  ),
);

/** The extraction area's workflow: its state machine and, locally, the Step Functions stand-in. */
export const extractionConfig = once(() =>
  readSettings(
    z.object({
      EXTRACT_RECIPE_STATE_MACHINE_ARN: z.string().check(z.startsWith('arn:')),
      /** The read-document-job workflow (Standard), started for a document too long to read at once. */
      READ_DOCUMENT_JOB_STATE_MACHINE_ARN: z.string().check(z.startsWith('arn:')),
      /** The import-collection workflow (Standard), started and stopped by the collection routes. */
      IMPORT_COLLECTION_STATE_MACHINE_ARN: z.string().check(z.startsWith('arn:')),
      /** The export-everything workflow (Standard), started by POST /api/exports. */
      EXPORT_EVERYTHING_STATE_MACHINE_ARN: z.string().check(z.startsWith('arn:')),
      STEP_FUNCTIONS_ENDPOINT: z.optional(z.url()),
    }),
    'extraction configuration',
  ),
);

/** Where Step Functions is (locally the stand-in; unset on AWS): for tasks that start a workflow. */
export const stepFunctionsEndpoint = once(
  () =>
    readSettings(z.object({ STEP_FUNCTIONS_ENDPOINT: z.optional(z.url()) }), 'Step Functions endpoint')
      .STEP_FUNCTIONS_ENDPOINT,
);

/** FINDER_SUGGESTIONS_PER_DAY: suggestion requests one user may make per UTC day (default 20; empty is unset). */
export const finderSuggestionsPerDay = once(() =>
  z
    ._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 20)
    .parse(process.env.FINDER_SUGGESTIONS_PER_DAY || undefined),
);

/**
 * Which model structures recipe text and suggests recipes:
 *   LLM_PROVIDER  none (default) | bedrock | openai-compatible
 *   LLM_MODEL_ID  the Bedrock model or inference-profile id, or the local server's model name
 *   LLM_BASE_URL  openai-compatible only, e.g. http://127.0.0.1:11434/v1;  LLM_API_KEY optional
 */
const llmSchema = once(() =>
  z.discriminatedUnion('LLM_PROVIDER', [
    z.object({ LLM_PROVIDER: z.literal('none') }),
    z.object({
      LLM_PROVIDER: z.literal('bedrock'),
      LLM_MODEL_ID: z.string().check(z.minLength(1)),
      AWS_REGION: z.string(),
    }),
    z.object({
      LLM_PROVIDER: z.literal('openai-compatible'),
      LLM_MODEL_ID: z.string().check(z.minLength(1)),
      LLM_BASE_URL: z.url(),
      LLM_API_KEY: z.optional(z.string()),
    }),
  ]),
);

export type LlmSettings = z.infer<ReturnType<typeof llmSchema>>;

/** The model settings, checked (from the environment, or from `env` in tests); throws when incomplete. */
export function llmConfig(env: Environment = process.env): LlmSettings {
  return readSettings(llmSchema(), 'LLM configuration', {
    ...env,
    LLM_PROVIDER: env.LLM_PROVIDER || 'none',
    AWS_REGION: env.AWS_REGION ?? 'us-east-1',
  });
}
