// Deploy-time settings, all optional, passed as CDK context (`-c name=value` or cdk.json):
//   stackPrefix     stack name prefix, default "Hearth" (two deployments in one account need two)
//   appOrigin       the site's public origin when it is a custom domain, e.g. https://hearth.example.
//                   Without it, e-mailed links use the CloudFront address, which the web stack writes
//                   to the SSM parameter /<stackPrefix>/app-origin (read by Lambdas at cold start).
//   certificateArn  ACM certificate in us-east-1 for appOrigin's host name (CloudFront alias)
//   mailFrom        the sender address, e.g. no-reply@hearth.example. The mail stack then makes its
//                   domain an SES identity with Easy DKIM and a configuration set (suppression of
//                   bounces and complaints) that the app and Cognito send through. Without it
//                   Cognito's own mailer is used and application e-mails cannot be sent.
//   mailDomain      the SES domain identity, default mailFrom's domain (mailFrom must be in it or
//                   in one of its subdomains)
//   mailHostedZoneId, mailHostedZoneName  a Route 53 public hosted zone holding mailDomain (zone
//                   name default mailDomain): the DKIM records are created there. Without it the
//                   mail stack outputs the three CNAME records to add at the DNS provider.
//   siteDist        built SPA directory, default frontend/dist
//   alarmEmail      who is e-mailed when an alarm or the budget fires (confirms AWS's subscription
//                   e-mail once). Without it the alarm topic exists with no subscriber.
//   monthlyBudgetUsd  the month's cost budget in US dollars (default 50): e-mails at 80% spent and
//                   when the forecast passes 100%
//   quota:<name>    the account's own value of an AWS quota the deploy sizes itself by (names and
//                   defaults in aws-quotas.ts), once Service Quotas shows a raise: e.g.
//                   -c quota:textractDetectRate=50 raises the import route's throttle with it,
//                   -c quota:lambdaConcurrency=10 (a new account) moves the concurrency alarm
//   backgroundConcurrency  executions reserved for (and capping) collection-import items and exports
//                   together, e.g. 100. Unset by default: Lambda keeps 100 of the account's
//                   concurrency unreserved, so on an account still at 10 any reservation fails the
//                   deploy (docs/SCALE.md, "Background work")
// Stripe (billing issue): keys will live in SSM SecureString parameters /<stackPrefix>/stripe/secret-key
// and /<stackPrefix>/stripe/webhook-secret, created by hand and read by the billing Lambda; not yet used.
import { resolve } from 'node:path';
import type { Construct } from 'constructs';
import { defaultQuotas, type QuotaValues } from './api-throttles.js';
import type { QuotaName } from './aws-quotas.js';
import { defaultSiteDist } from './paths.js';

/**
 * The least backgroundConcurrency may be: one collection import's items at once (its Distributed Map's
 * MaxConcurrency) plus an export and the import's other tasks, so one job is never throttled alone.
 */
export const BACKGROUND_CONCURRENCY_MINIMUM = 20;

export interface HearthSettings {
  stackPrefix: string;
  appOrigin?: string;
  certificateArn?: string;
  mailFrom?: string;
  /** The SES domain identity, when mailFrom is set. */
  mailDomain?: string;
  mailHostedZone?: { hostedZoneId: string; zoneName: string };
  siteDist: string;
  alarmEmail?: string;
  monthlyBudgetUsd: number;
  /** The account's quotas (AWS's defaults unless context `quota:<name>` says otherwise). */
  quotas: QuotaValues;
  /** The account's Lambda concurrency limit (quotas.lambdaConcurrency), for the concurrency alarm. */
  lambdaConcurrency: number;
  /** Reserved concurrency shared out to the background functions; undefined: none reserved. */
  backgroundConcurrency?: number;
  /** SSM parameter holding the site origin, e.g. /Hearth/app-origin. */
  appOriginParameterName: string;
  /** SSM parameter the web stack fills with the site bucket's name (recipe link previews read index.html). */
  siteBucketParameterName: string;
}

/** A whole-number context value (a string on the command line), at least `min`. */
function optionalCount(scope: Construct, key: string, min: number): number | undefined {
  const value: unknown = scope.node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min)
    throw new Error(`CDK context ${key} must be a whole number of at least ${min}`);
  return n;
}

function optionalString(scope: Construct, key: string): string | undefined {
  const value: unknown = scope.node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`CDK context ${key} must be a string`);
  return value.trim();
}

export function readSettings(scope: Construct): HearthSettings {
  const stackPrefix = optionalString(scope, 'stackPrefix') ?? 'Hearth';
  if (!/^[A-Za-z][A-Za-z0-9-]*$/.test(stackPrefix))
    throw new Error('stackPrefix must be letters, digits and -');
  const appOrigin = optionalString(scope, 'appOrigin');
  if (appOrigin !== undefined) {
    const url = new URL(appOrigin);
    if (url.protocol !== 'https:' || url.origin !== appOrigin.replace(/\/$/, '')) {
      throw new Error('appOrigin must be an https origin without a path, e.g. https://hearth.example');
    }
  }
  const mailFrom = optionalString(scope, 'mailFrom');
  if (mailFrom !== undefined && !/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(mailFrom)) {
    throw new Error('mailFrom must be a bare e-mail address, e.g. no-reply@hearth.example');
  }
  const mailDomain = (optionalString(scope, 'mailDomain') ?? mailFrom?.slice(mailFrom.indexOf('@') + 1))
    ?.toLowerCase()
    .replace(/\.$/, '');
  if (mailDomain !== undefined) {
    if (!mailFrom) throw new Error('mailDomain needs mailFrom (the sender address in that domain)');
    const senderDomain = mailFrom.slice(mailFrom.indexOf('@') + 1).toLowerCase();
    if (senderDomain !== mailDomain && !senderDomain.endsWith(`.${mailDomain}`)) {
      throw new Error(`mailFrom must be an address in mailDomain (${mailDomain}) or one of its subdomains`);
    }
  }
  const hostedZoneId = optionalString(scope, 'mailHostedZoneId');
  const zoneName = (optionalString(scope, 'mailHostedZoneName') ?? mailDomain)
    ?.toLowerCase()
    .replace(/\.$/, '');
  if (hostedZoneId !== undefined) {
    if (!mailDomain || !zoneName) throw new Error('mailHostedZoneId needs mailFrom');
    if (mailDomain !== zoneName && !mailDomain.endsWith(`.${zoneName}`)) {
      throw new Error(`mailHostedZoneName (${zoneName}) must hold mailDomain (${mailDomain})`);
    }
  }
  const alarmEmail = optionalString(scope, 'alarmEmail');
  if (alarmEmail !== undefined && !/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(alarmEmail)) {
    throw new Error('alarmEmail must be a bare e-mail address, e.g. ops@hearth.example');
  }
  const budget: unknown = scope.node.tryGetContext('monthlyBudgetUsd') ?? 50;
  const monthlyBudgetUsd = typeof budget === 'string' ? Number(budget) : budget;
  if (typeof monthlyBudgetUsd !== 'number' || !Number.isFinite(monthlyBudgetUsd) || monthlyBudgetUsd <= 0)
    throw new Error('monthlyBudgetUsd must be a positive number of US dollars');
  const quotas = Object.fromEntries(
    (Object.keys(defaultQuotas) as QuotaName[]).map((name) => [
      name,
      optionalCount(scope, `quota:${name}`, 1) ?? defaultQuotas[name],
    ]),
  ) as QuotaValues;
  const lambdaConcurrency = quotas.lambdaConcurrency;
  const backgroundConcurrency = optionalCount(scope, 'backgroundConcurrency', BACKGROUND_CONCURRENCY_MINIMUM);
  // Lambda keeps 100 executions of the account unreserved; asking for more fails the deploy late.
  if (backgroundConcurrency !== undefined && backgroundConcurrency > lambdaConcurrency - 100)
    throw new Error(
      `backgroundConcurrency (${backgroundConcurrency}) must leave 100 of the account's Lambda concurrency (${lambdaConcurrency}) unreserved: raise it first (Service Quotas), then say so with -c quota:lambdaConcurrency=…`,
    );
  const certificateArn = optionalString(scope, 'certificateArn');
  if (certificateArn && !appOrigin)
    throw new Error('certificateArn needs appOrigin (the host name it covers)');
  // CloudFront takes certificates from us-east-1 only; another region would fail late, mid-deploy.
  if (certificateArn && !/^arn:aws[\w-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/.test(certificateArn))
    throw new Error(
      'certificateArn must be an ACM certificate in us-east-1 (CloudFront uses no other region)',
    );
  return {
    stackPrefix,
    appOrigin: appOrigin?.replace(/\/$/, ''),
    certificateArn,
    mailFrom,
    mailDomain,
    mailHostedZone: hostedZoneId && zoneName ? { hostedZoneId, zoneName } : undefined,
    alarmEmail,
    monthlyBudgetUsd,
    quotas,
    lambdaConcurrency,
    backgroundConcurrency,
    siteDist: resolve(optionalString(scope, 'siteDist') ?? defaultSiteDist),
    appOriginParameterName: `/${stackPrefix}/app-origin`,
    siteBucketParameterName: `/${stackPrefix}/site-bucket`,
  };
}
