// The site's AWS WAF web ACL, attached to the CloudFront distribution. A CLOUDFRONT-scoped ACL can
// only be created in us-east-1, so hearth-app.ts puts this construct in the web stack when that stack
// is in us-east-1 and in an Edge stack there otherwise (the distribution reads its ARN across regions).
// Cognito is called by the browser at its own address, so sign-in itself is not behind CloudFront:
// Cognito's own throttles and lockout cover it. What CloudFront carries: the SPA, /api/* and /recipe/*.

import { ArnFormat, Aws, Fn, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { CfnLoggingConfiguration, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
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

/** Request headers WAF's logs leave out: a signed-in cook's bearer token and any cookie. */
export const redactedHeaders = ['authorization', 'cookie'];

export class SiteFirewall extends Construct {
  readonly webAcl: CfnWebACL;
  /** What WAF blocked or counted, and why (the rule), for an operator looking into a cook's report of
   * "Too many requests" or a managed rule refusing a recipe. Allowed requests are not logged. */
  readonly logs: LogGroup;

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

    // WAF writes only to a log group whose name starts with aws-waf-logs-, in the ACL's own region, so
    // the name cannot be CloudFormation's. The group is kept when the stack is deleted (what WAF refused
    // is evidence), so its name ends with the stack's own id, new at each creation: a destroy then a
    // deploy makes a new group beside the kept one instead of failing on a taken name (issue 33).
    this.logs = new LogGroup(this, 'Logs', {
      logGroupName: `aws-waf-logs-hearth-${Fn.select(2, Fn.split('/', Aws.STACK_ID))}`,
      retention: RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    new CfnLoggingConfiguration(this, 'Logging', {
      resourceArn: this.webAcl.attrArn,
      logDestinationConfigs: [
        // WAF wants the group's ARN without the ':*' suffix CloudFormation's Arn attribute carries.
        Stack.of(this).formatArn({
          service: 'logs',
          resource: 'log-group',
          resourceName: this.logs.logGroupName,
          arnFormat: ArnFormat.COLON_RESOURCE_NAME,
        }),
      ],
      redactedFields: redactedHeaders.map((name) => ({ singleHeader: { Name: name } })),
      // Blocked and counted requests only: the allowed ones are the site working, and cost to keep.
      loggingFilter: {
        DefaultBehavior: 'DROP',
        Filters: [
          {
            Behavior: 'KEEP',
            Requirement: 'MEETS_ANY',
            Conditions: [{ ActionCondition: { Action: 'BLOCK' } }, { ActionCondition: { Action: 'COUNT' } }],
          },
        ],
      },
    });
  }
}
