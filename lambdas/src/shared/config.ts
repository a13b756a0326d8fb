// Configuration read and checked once, when the module loads: a missing variable fails at start,
// never in the middle of a request. Locally the runner sets these before importing any handler.
import * as z from 'zod';

const optionalUrl = z.string().url().optional();

const schema = z.object({
  AWS_REGION: z.string().default('us-east-1'),
  TABLE_NAME: z.string().min(1),
  // Not every function needs these (the Cognito triggers cannot know the pool id without a cycle);
  // a module that does calls requireConfig() when it loads.
  MEDIA_BUCKET: z.string().min(1).optional(),
  USER_POOL_ID: z.string().min(1).optional(),
  USER_POOL_CLIENT_ID: z.string().min(1).optional(),
  /** The site's public origin, used in e-mailed links. */
  APP_ORIGIN: z.string().url().optional(),
  /** On AWS without a custom domain: the SSM parameter the web stack fills with the CloudFront origin. */
  APP_ORIGIN_PARAMETER: z.string().min(1).optional(),
  /** Where the sharing Lambda reads the SPA's index.html for link previews: a local build directory, */
  WEB_DIST_DIR: z.string().min(1).optional(),
  /** or, on AWS, the SSM parameter the web stack fills with the site bucket's name. */
  SITE_BUCKET_PARAMETER: z.string().min(1).optional(),
  MAIL_FROM: z.string().default('Hearth <no-reply@hearth.local>'),
  /** 'ses' on AWS; 'outbox' writes each message as a JSON file under MAIL_OUTBOX_DIR. */
  MAIL_MODE: z.enum(['ses', 'outbox']).default('ses'),
  MAIL_OUTBOX_DIR: z.string().optional(),
  /** Local stand-in endpoints; unset on AWS. */
  DYNAMODB_ENDPOINT: optionalUrl,
  S3_ENDPOINT: optionalUrl,
  /** Public base URL for media when served by a stand-in (locally the app origin proxies S3). */
  S3_PUBLIC_ENDPOINT: optionalUrl,
  COGNITO_ENDPOINT: optionalUrl,
  /** Shopping list 'Open in': the online grocery site opened with the exported list, and its name. */
  GROCERY_SERVICE_URL: z.string().url().default('https://www.instacart.com/store'),
  GROCERY_SERVICE_NAME: z.string().min(1).default('Instacart'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Billing (issue 9). Plan prices in US dollars, as the plans page shows them. */
  PLAN_PRICE_MONTHLY: z.coerce.number().positive().default(4.99),
  PLAN_PRICE_YEARLY: z.coerce.number().positive().default(48),
  PLAN_PRICE_LIFETIME: z.coerce.number().positive().default(100),
  /** Stripe: set directly (local test mode) or, on AWS, read from SSM parameters under this prefix. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_PRICE_MONTHLY: z.string().min(1).optional(),
  STRIPE_PRICE_YEARLY: z.string().min(1).optional(),
  STRIPE_PRICE_LIFETIME: z.string().min(1).optional(),
  STRIPE_FRIEND_COUPON: z.string().min(1).optional(),
  STRIPE_PARAMETER_PREFIX: z.string().startsWith('/').optional(),
  /** Tests point the Stripe client at a local stand-in for api.stripe.com. */
  STRIPE_API_BASE: optionalUrl,
  /** Multiplies every abuse-limit allowance (domain/limits): `npm run bench` only, which calls one route
   * as one user dozens of times. Unset on AWS and in tests, which check the real numbers. */
  RATE_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).max(1000).default(1),
  /** Who hears about new subscriptions (notify-new-subscription). */
  BILLING_NOTIFY_EMAIL: z.string().email().optional(),
});

export type Config = z.infer<typeof schema>;

function loadConfig(): Config {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`Hearth configuration is incomplete or invalid: ${fields}`);
  }
  return parsed.data;
}

export const config: Config = loadConfig();

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
export const isLocal = Boolean(config.DYNAMODB_ENDPOINT);
