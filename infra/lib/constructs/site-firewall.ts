// The site's AWS WAF web ACL, attached to the CloudFront distribution. A CLOUDFRONT-scoped ACL can
// only be created in us-east-1, so hearth-app.ts puts this construct in the web stack when that stack
// is in us-east-1 and in an Edge stack there otherwise (the distribution reads its ARN across regions).
// Cognito is called by the browser at its own address, so sign-in itself is not behind CloudFront:
// Cognito's own throttles and lockout cover it. What CloudFront carries: the SPA, /api/* and /recipe/*.
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

/** Requests one address may make in five minutes, before WAF blocks it until the rate falls. */
export const siteRateLimits = {
  /** Everything but the Stripe webhook. */
  perAddress: 2_000,
  /** The routes anyone may call without signing in (link previews, calendar feeds, community, health). */
  anonymous: 300,
  /** Routes that check a secret someone could guess: the password and code of an e-mail change, an
   * invitation code, a household invitation link. */
  credentials: 50,
};

/** Path prefixes of the anonymous routes (lambdas/src/routes.ts, auth 'public'), recipe images aside:
 * a page of community cards loads dozens of them. */
export const anonymousPaths = ['/recipe/', '/api/calendar/', '/api/community/', '/api/health'];

/** Path prefixes of the routes that check a guessable secret. */
export const credentialPaths = [
  '/api/me/email-change',
  '/api/invitation-codes/',
  '/api/household-invitations/',
];

/** Stripe calls it from its own addresses, verified by signature; WAF must never get in its way. */
export const stripeWebhookPath = '/api/stripe/webhook';

const startsWith = (path: string): CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'STARTS_WITH',
    searchString: path,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});

const anyOf = (paths: string[]): CfnWebACL.StatementProperty =>
  paths.length === 1
    ? startsWith(paths[0] as string)
    : { orStatement: { statements: paths.map(startsWith) } };

const notStripeWebhook: CfnWebACL.StatementProperty = {
  notStatement: { statement: startsWith(stripeWebhookPath) },
};

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

function managedRules(
  name: string,
  priority: number,
  options: { scopeDown?: CfnWebACL.StatementProperty; countOnly?: string[] } = {},
): CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    overrideAction: { none: {} },
    statement: {
      managedRuleGroupStatement: {
        vendorName: 'AWS',
        name,
        scopeDownStatement: options.scopeDown,
        ruleActionOverrides: options.countOnly?.map((rule) => ({ name: rule, actionToUse: { count: {} } })),
      },
    },
    visibilityConfig: visibility(name),
  };
}

function rateRule(
  name: string,
  priority: number,
  limit: number,
  scopeDown: CfnWebACL.StatementProperty,
): CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    action: { block: {} },
    statement: {
      rateBasedStatement: {
        aggregateKeyType: 'IP',
        limit,
        evaluationWindowSec: 300,
        scopeDownStatement: scopeDown,
      },
    },
    visibilityConfig: visibility(name),
  };
}

export class SiteFirewall extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      description: 'Hearth site: AWS managed rules and per-address rate limits',
      visibilityConfig: visibility('HearthSite'),
      rules: [
        rateRule('CredentialRoutesPerAddress', 0, siteRateLimits.credentials, anyOf(credentialPaths)),
        rateRule('AnonymousRoutesPerAddress', 1, siteRateLimits.anonymous, anyOf(anonymousPaths)),
        rateRule('RequestsPerAddress', 2, siteRateLimits.perAddress, notStripeWebhook),
        managedRules('AWSManagedRulesAmazonIpReputationList', 3),
        // Recipes and imported pages are long: the set's 8 KB body limit would refuse a long recipe, so
        // it only counts. Stripe's signed webhook bodies are left to the signature check.
        managedRules('AWSManagedRulesCommonRuleSet', 4, {
          scopeDown: notStripeWebhook,
          countOnly: ['SizeRestrictions_BODY'],
        }),
        managedRules('AWSManagedRulesKnownBadInputsRuleSet', 5),
      ],
    });
  }
}
