// The site's AWS WAF web ACL (infra/lib/constructs/site-firewall.ts): in us-east-1, attached to the
// distribution, with AWS's managed rules and per-address rate limits that never touch Stripe's webhook.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN_HEADER } from '../../infra/lib/constructs/origin-secret.js';
import {
  anonymousPaths,
  credentialPaths,
  redactedHeaders,
  siteRateLimits,
  stripeWebhookPath,
} from '../../infra/lib/constructs/site-firewall.js';
import { buildHearthApp } from '../../infra/lib/hearth-app.js';
import { repoRoot } from '../../infra/lib/paths.js';
import { lambdaNamed, resourcesOf, type SynthesisedHearth, synthHearth } from './hearth-app.js';

interface Rule {
  Name: string;
  Priority: number;
  Action?: Record<string, unknown>;
  OverrideAction?: Record<string, unknown>;
  Statement: Record<string, unknown>;
}

let hearth: SynthesisedHearth;
let rules: Rule[];
beforeAll(() => {
  hearth = synthHearth();
  const [[, acl]] = resourcesOf(hearth.templates.edge, 'AWS::WAFv2::WebACL') as [
    [string, { Properties: { Scope: string; Rules: Rule[]; DefaultAction: unknown } }],
  ];
  expect(acl.Properties).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
  rules = acl.Properties.Rules;
});

function distributionConfig(): Record<string, unknown> {
  const [found] = resourcesOf(hearth.templates.web, 'AWS::CloudFront::Distribution');
  if (!found) throw new Error('no distribution');
  return found[1].Properties.DistributionConfig as Record<string, unknown>;
}

const rule = (name: string) => {
  const found = rules.find((candidate) => candidate.Name === name);
  if (!found) throw new Error(`no rule ${name}`);
  return found;
};

/** The path prefixes a statement's byte matches look for. */
const matchedPaths = (statement: unknown): string[] =>
  JSON.stringify(statement)
    .match(/"SearchString":"[^"]*"/g)
    ?.map((match) => match.slice('"SearchString":"'.length, -1)) ?? [];

describe('the site web ACL', () => {
  it('lives in us-east-1 (an Edge stack, since the test app is in eu-west-1)', () => {
    expect(hearth.edge?.region).toBe('us-east-1');
    expect(hearth.web.region).toBe('eu-west-1');
  });

  it('is attached to the CloudFront distribution', () => {
    const webAclId = distributionConfig().WebACLId;
    // The ARN arrives through CDK's cross-region reader, named after the Edge stack's web ACL.
    expect(JSON.stringify(webAclId)).toMatch(/ExportsReader.*SiteFirewallWebAcl/);
  });

  it('runs the AWS managed common, known-bad-inputs and IP reputation rule sets', () => {
    const managed = rules
      .map(
        (candidate) => candidate.Statement.ManagedRuleGroupStatement as { Name: string; VendorName: string },
      )
      .filter(Boolean);
    expect(managed.map((group) => `${group.VendorName}/${group.Name}`).sort()).toEqual([
      'AWS/AWSManagedRulesAmazonIpReputationList',
      'AWS/AWSManagedRulesCommonRuleSet',
      'AWS/AWSManagedRulesKnownBadInputsRuleSet',
    ]);
    for (const name of managed.map((group) => group.Name))
      expect(rule(name).OverrideAction).toEqual({ None: {} });
  });

  it('only counts the common set’s 8 KB body limit (long recipes) and skips the Stripe webhook', () => {
    const common = rule('AWSManagedRulesCommonRuleSet').Statement.ManagedRuleGroupStatement as Record<
      string,
      unknown
    >;
    expect(common.RuleActionOverrides).toEqual([
      { Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } },
    ]);
    expect(common.ScopeDownStatement).toMatchObject({ NotStatement: {} });
    expect(matchedPaths(common.ScopeDownStatement)).toEqual([stripeWebhookPath]);
  });

  it('blocks an address past its rate: everywhere, tighter on anonymous routes, tightest where secrets are checked', () => {
    const rate = (name: string) => {
      const found = rule(name);
      expect(found.Action).toEqual({ Block: {} });
      return found.Statement.RateBasedStatement as {
        Limit: number;
        AggregateKeyType: string;
        ScopeDownStatement: unknown;
      };
    };
    const all = rate('RequestsPerAddress');
    expect(all).toMatchObject({ Limit: siteRateLimits.perAddress, AggregateKeyType: 'IP' });
    expect(all.ScopeDownStatement).toMatchObject({ NotStatement: {} });
    expect(matchedPaths(all.ScopeDownStatement)).toEqual([stripeWebhookPath]);

    const anonymous = rate('AnonymousRoutesPerAddress');
    expect(anonymous).toMatchObject({ Limit: siteRateLimits.anonymous, AggregateKeyType: 'IP' });
    expect(matchedPaths(anonymous.ScopeDownStatement).sort()).toEqual([...anonymousPaths].sort());

    const credentials = rate('CredentialRoutesPerAddress');
    expect(credentials).toMatchObject({ Limit: siteRateLimits.credentials, AggregateKeyType: 'IP' });
    expect(matchedPaths(credentials.ScopeDownStatement).sort()).toEqual([...credentialPaths].sort());
    expect(siteRateLimits.credentials).toBeLessThan(siteRateLimits.anonymous);
    expect(siteRateLimits.anonymous).toBeLessThan(siteRateLimits.perAddress);
  });

  it('never rate-limits or inspects the Stripe webhook by path', () => {
    for (const candidate of rules) {
      const paths = matchedPaths(candidate.Statement);
      if (paths.includes(stripeWebhookPath))
        expect(JSON.stringify(candidate.Statement)).toContain('NotStatement');
    }
    expect([...anonymousPaths, ...credentialPaths].some((path) => stripeWebhookPath.startsWith(path))).toBe(
      false,
    );
  });

  it('rate-limits every anonymous API route but recipe images and the webhook', async () => {
    const { deployedRoutes } = await import('../../lambdas/src/routes.js');
    const anonymous = deployedRoutes
      .filter((route) => route.auth === 'public')
      .map((route) => route.path)
      .filter((path) => path !== stripeWebhookPath && !path.startsWith('/api/media/recipe-images/'));
    // An anonymous route that checks a guessable secret (an invitation's decline link) is under the
    // stricter per-address rule of the credential paths instead.
    for (const path of anonymous)
      expect(
        [...anonymousPaths, ...credentialPaths].some((prefix) => path.startsWith(prefix)),
        path,
      ).toBe(true);
  });
});

describe('the web ACL logs', () => {
  it('write what WAF blocked or counted, without tokens or cookies, to an aws-waf-logs- group kept three months', () => {
    const [[groupId, group]] = resourcesOf(hearth.templates.edge, 'AWS::Logs::LogGroup') as [
      [string, { Properties: { LogGroupName: unknown; RetentionInDays: number } }],
    ];
    // aws-waf-logs-hearth-<the stack's own id>: the name is new at each creation of the stack (scale.test.ts).
    expect(JSON.stringify(group.Properties.LogGroupName)).toContain('aws-waf-logs-hearth-');
    expect(group.Properties.RetentionInDays).toBe(90);
    const [[, logging]] = resourcesOf(hearth.templates.edge, 'AWS::WAFv2::LoggingConfiguration') as [
      [string, { Properties: Record<string, unknown> }],
    ];
    const [[aclId]] = resourcesOf(hearth.templates.edge, 'AWS::WAFv2::WebACL') as [[string, unknown]];
    expect(logging.Properties).toMatchObject({
      ResourceArn: { 'Fn::GetAtt': [aclId, 'Arn'] },
      RedactedFields: redactedHeaders.map((name) => ({ SingleHeader: { Name: name } })),
      LoggingFilter: {
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
    expect(redactedHeaders).toEqual(['authorization', 'cookie']);
    // The group's ARN as WAF wants it: the log-group name, no ':*' suffix (CloudFormation's Arn has one).
    const destination = JSON.stringify(logging.Properties.LogDestinationConfigs);
    expect(destination).toContain(':log-group:');
    expect(destination).toContain(groupId);
    expect(destination).not.toContain(':*');
  });
});

describe('a Hearth deployed in us-east-1 or without a region', () => {
  const webTemplate = (region?: string) => {
    const { context } = JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as { context: object };
    const app = new App({ context: { ...context, 'aws:cdk:bundling-stacks': [] } });
    const stacks = buildHearthApp(app, region ? { account: '111122223333', region } : undefined);
    expect(stacks.edge).toBeUndefined();
    return Template.fromStack(stacks.web);
  };

  it('keeps the web ACL in the web stack, and a region-less template insists on us-east-1', () => {
    const east = webTemplate('us-east-1');
    east.resourceCountIs('AWS::WAFv2::WebACL', 1);
    expect(Object.keys(east.toJSON().Rules ?? {})).not.toContain('DeployedInUsEast1');
    const agnostic = webTemplate();
    agnostic.resourceCountIs('AWS::WAFv2::WebACL', 1);
    expect(JSON.stringify(agnostic.toJSON().Rules.DeployedInUsEast1)).toContain('us-east-1');
  });
});

describe('the origin lock', () => {
  const apiOrigin = () => {
    const origins = distributionConfig().Origins as { DomainName: unknown; OriginCustomHeaders?: unknown }[];
    return origins.find((origin) => JSON.stringify(origin.DomainName).includes('HttpApi'));
  };

  it('makes CloudFront send the Secrets Manager secret to the API origin, resolved at deploy', () => {
    const secretId = resourcesOf(hearth.templates.api, 'AWS::SecretsManager::Secret')[0]?.[0];
    expect(apiOrigin()?.OriginCustomHeaders).toEqual([
      {
        HeaderName: ORIGIN_HEADER,
        // The secret by the ARN the API stack exports (its name is generated: scale.test.ts).
        HeaderValue: {
          'Fn::Join': [
            '',
            [
              '{{resolve:secretsmanager:',
              { 'Fn::ImportValue': expect.stringContaining(`Ref${secretId}`) },
              ':SecretString:::}}',
            ],
          ],
        },
      },
    ]);
  });

  it('has the API stack generate that secret', () => {
    hearth.templates.api.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: Match.objectLike({ PasswordLength: 48 }),
    });
  });

  it('gives every API function the same secret to compare with', async () => {
    const { areas } = await import('../../lambdas/src/routes.js');
    const secretId = resourcesOf(hearth.templates.api, 'AWS::SecretsManager::Secret')[0]?.[0];
    expect(secretId).toBeDefined();
    for (const area of areas) {
      const { environment } = lambdaNamed(
        hearth.templates.api,
        `${area[0]?.toUpperCase()}${area.slice(1)}Function`,
      );
      expect(JSON.stringify(environment.ORIGIN_VERIFY), area).toContain(`{"Ref":"${secretId}"}`);
      expect(JSON.stringify(environment.ORIGIN_VERIFY), area).toContain('{{resolve:secretsmanager:');
    }
  });
});

describe('the sign-in flow', () => {
  it('is SRP on AWS: the site’s config.json says so (locally too: the Cognito shim speaks SRP)', () => {
    const configs = readdirSync(hearth.assembly.directory)
      .filter((entry) => entry.startsWith('asset.'))
      .map((entry) => join(hearth.assembly.directory, entry, 'config.json'))
      .filter((file) => existsSync(file))
      .map((file) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
    expect(configs).toEqual([expect.objectContaining({ mode: 'aws', authFlowType: 'USER_SRP_AUTH' })]);
  });
});

describe('two-step sign-in', () => {
  it('is optional in the pool, by authenticator app only (no SMS)', () => {
    hearth.templates.stateful.hasResourceProperties('AWS::Cognito::UserPool', {
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
    });
  });

  it('lets every function that serves admin routes read the caller’s MFA setting', async () => {
    const { deployedRoutes } = await import('../../lambdas/src/routes.js');
    const adminAreas = [...new Set(deployedRoutes.filter((r) => r.auth === 'admin').map((r) => r.area))];
    expect(adminAreas.sort()).toEqual(['admin', 'billing', 'deletion']);
    const policies = resourcesOf(hearth.templates.api, 'AWS::IAM::Policy');
    for (const area of adminAreas) {
      const prefix = `${area[0]?.toUpperCase()}${area.slice(1)}Function`;
      const policy = policies.find(([id]) => id.startsWith(prefix));
      expect(JSON.stringify(policy?.[1].Properties), area).toContain('cognito-idp:AdminGetUser');
    }
  });
});
