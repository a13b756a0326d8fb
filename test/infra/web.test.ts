import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  RECIPE_IMAGE_EDGE_TTL,
  recipeImageRewriteCode,
  recipeImagesPathPattern,
} from '../../infra/lib/constructs/recipe-images-behavior.js';
import { contentSecurityPolicy } from '../../infra/lib/content-security-policy.js';
import { spaRewriteCode } from '../../infra/lib/stacks/web-stack.js';
import { lambdaNamed, resourcesOf, type SynthesisedHearth, synthHearth, testEnv } from './hearth-app.js';

// IDs of CloudFront's managed policies (stable, documented by AWS).
const cachingDisabled = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const allViewerExceptHostHeader = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

let hearth: SynthesisedHearth;
beforeAll(() => {
  hearth = synthHearth();
});

interface DistributionConfig {
  DefaultRootObject: string;
  Origins: { Id: string; DomainName: unknown; S3OriginConfig?: unknown; OriginAccessControlId?: unknown }[];
  DefaultCacheBehavior: {
    TargetOriginId: string;
    FunctionAssociations?: { EventType: string }[];
    ResponseHeadersPolicyId?: unknown;
  };
  CacheBehaviors: {
    PathPattern: string;
    TargetOriginId: string;
    CachePolicyId: string;
    OriginRequestPolicyId?: string;
    AllowedMethods: string[];
    ResponseHeadersPolicyId?: unknown;
  }[];
}

function distribution(): DistributionConfig {
  const [[, resource]] = resourcesOf(hearth.templates.web, 'AWS::CloudFront::Distribution') as [
    [string, { Properties: { DistributionConfig: DistributionConfig } }],
  ];
  return resource.Properties.DistributionConfig;
}

describe('the CloudFront distribution', () => {
  it('sends /api/* to the HTTP API uncached, with every viewer header but Host', () => {
    const api = distribution().CacheBehaviors.find((behavior) => behavior.PathPattern === '/api/*');
    expect(api).toMatchObject({
      CachePolicyId: cachingDisabled,
      OriginRequestPolicyId: allViewerExceptHostHeader,
      AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']),
    });
    const origin = distribution().Origins.find((candidate) => candidate.Id === api?.TargetOriginId);
    expect(JSON.stringify(origin?.DomainName)).toContain('HttpApi');
  });

  it('reads the site and the recipe images from S3 through origin access control', () => {
    hearth.templates.web.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: { OriginAccessControlOriginType: 's3', SigningBehavior: 'always' },
    });
    const config = distribution();
    const s3Origins = config.Origins.filter((origin) => origin.S3OriginConfig);
    expect(s3Origins).toHaveLength(2);
    for (const origin of s3Origins) expect(origin.OriginAccessControlId).toBeDefined();
    expect(config.CacheBehaviors.map((behavior) => behavior.PathPattern)).toEqual([
      '/api/media/recipe-images/*',
      '/api/*',
      '/recipe/*',
    ]);
  });

  it('serves recipe images at the addresses recipes store, from the media bucket, before /api/* and cached long', () => {
    const config = distribution();
    const images = config.CacheBehaviors[0] as DistributionConfig['CacheBehaviors'][0] & {
      FunctionAssociations: { EventType: string; FunctionARN: { 'Fn::GetAtt': [string, string] } }[];
      ViewerProtocolPolicy: string;
    };
    expect(images.PathPattern).toBe(recipeImagesPathPattern);
    expect(images.AllowedMethods).toEqual(['GET', 'HEAD']);
    expect(images.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(images.ResponseHeadersPolicyId).toBeDefined();
    const origin = config.Origins.find((candidate) => candidate.Id === images.TargetOriginId);
    expect(origin?.OriginAccessControlId).toBeDefined();
    // The origin is the media bucket of the stateful stack (imported by name), not the site bucket.
    expect(JSON.stringify(origin?.DomainName)).toContain('MediaBucket');

    const [association] = images.FunctionAssociations;
    expect(association?.EventType).toBe('viewer-request');
    const functionId = association?.FunctionARN['Fn::GetAtt'][0] ?? '';
    hearth.templates.web.templateMatches({
      Resources: {
        [functionId]: {
          Type: 'AWS::CloudFront::Function',
          Properties: { FunctionCode: recipeImageRewriteCode },
        },
      },
    });

    const [, cachePolicy] = resourcesOf(hearth.templates.web, 'AWS::CloudFront::CachePolicy').find(
      ([id]) => id === (images.CachePolicyId as unknown as { Ref: string }).Ref,
    ) as [string, { Properties: { CachePolicyConfig: Record<string, unknown> } }];
    expect(cachePolicy.Properties.CachePolicyConfig).toMatchObject({
      MinTTL: RECIPE_IMAGE_EDGE_TTL.toSeconds(),
      DefaultTTL: 7 * 24 * 3600,
      MaxTTL: 365 * 24 * 3600,
      ParametersInCacheKeyAndForwardedToOrigin: {
        QueryStringsConfig: { QueryStringBehavior: 'none' },
        HeadersConfig: { HeaderBehavior: 'none' },
        CookiesConfig: { CookieBehavior: 'none' },
      },
    });
  });

  it("rewrites a recipe image's address to its key and answers 404 to anything else (the function run here)", () => {
    type Request = { uri: string; querystring: Record<string, unknown> };
    const handler = new Function(`${recipeImageRewriteCode}; return handler;`)() as (event: {
      request: Request;
    }) => Request | { statusCode: number };
    const run = (uri: string) => handler({ request: { uri, querystring: { x: { value: '1' } } } });
    const file = `1772600767890-${'ab12'.repeat(8)}.jpg`;
    expect(run(`/api/media/recipe-images/user-1/${file}`)).toEqual({
      uri: `/recipe-images/user-1/${file}`,
      querystring: {},
    });
    expect(run('/api/media/recipe-images/user-1/1772600767890.webp')).toMatchObject({
      uri: '/recipe-images/user-1/1772600767890.webp',
    });
    for (const uri of [
      '/api/media/recipe-images/user-1/../../recipe-files/u/1772600767890.png',
      '/api/media/recipe-images/user-1/secret.txt',
      '/api/media/recipe-images/a/b/1772600767890.png',
      '/api/media/recipe-images/',
    ]) {
      expect(run(uri), uri).toEqual({ statusCode: 404, statusDescription: 'Not Found' });
    }
  });

  it('serves index.html at the root and for client-side routes via a viewer-request function', () => {
    const config = distribution();
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      expect.objectContaining({ EventType: 'viewer-request' }),
    ]);
    hearth.templates.web.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: spaRewriteCode,
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
    });
  });

  it('logs requests', () => {
    expect(distribution()).toMatchObject({ Logging: { Prefix: 'cloudfront/' } });
  });
});

describe('the Content-Security-Policy', () => {
  /** The one response headers policy of the web stack: its logical id and its CSP as CloudFormation writes it. */
  function securityHeaders(): { id: string; csp: string } {
    const policies = resourcesOf(hearth.templates.web, 'AWS::CloudFront::ResponseHeadersPolicy') as [
      string,
      {
        Properties: {
          ResponseHeadersPolicyConfig: {
            SecurityHeadersConfig: {
              ContentSecurityPolicy: { ContentSecurityPolicy: unknown; Override: boolean };
            };
          };
        };
      },
    ][];
    expect(policies).toHaveLength(1);
    const [id, resource] = policies[0] as (typeof policies)[0];
    const csp = resource.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy;
    expect(csp.Override).toBe(true);
    // The bucket's domain arrives from the stateful stack as a token: join the literal parts.
    const value = csp.ContentSecurityPolicy as string | { 'Fn::Join': [string, unknown[]] };
    const text =
      typeof value === 'string'
        ? value
        : (() => {
            // The tokens, in order: the media bucket's domain, then the live-updates API's host.
            const names = ['<bucket-domain>', '<live-host>'];
            let token = 0;
            return value['Fn::Join'][1]
              .map((part) => (typeof part === 'string' ? part : (names[token++] ?? '<token>')))
              .join('');
          })();
    return { id, csp: text };
  }

  it('is the local policy, plus Cognito in the region, the media bucket for presigned uploads and the live-updates socket', () => {
    const { csp } = securityHeaders();
    const local = contentSecurityPolicy();
    expect(csp).toBe(
      local.replace(
        "connect-src 'self'",
        "connect-src 'self' https://cognito-idp.eu-west-1.amazonaws.com https://<bucket-domain> wss://<live-host>",
      ),
    );
    for (const directive of [
      "default-src 'self'",
      "script-src 'self';",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      "worker-src 'self'",
      "manifest-src 'self'",
    ])
      expect(csp).toContain(directive);
  });

  it('is sent with the SPA, the recipe pages and the media', () => {
    const { id } = securityHeaders();
    const config = distribution();
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({ Ref: id });
    for (const path of ['/recipe/*', recipeImagesPathPattern]) {
      const behavior = config.CacheBehaviors.find((candidate) => candidate.PathPattern === path);
      expect(behavior?.ResponseHeadersPolicyId).toEqual({ Ref: id });
    }
  });
});

describe('recipe pages (link previews)', () => {
  it('sends /recipe/* to the HTTP API, uncached, GET and HEAD only, with the security headers', () => {
    const config = distribution();
    const page = config.CacheBehaviors.find((behavior) => behavior.PathPattern === '/recipe/*');
    const api = config.CacheBehaviors.find((behavior) => behavior.PathPattern === '/api/*');
    expect(page).toMatchObject({
      TargetOriginId: api?.TargetOriginId,
      CachePolicyId: cachingDisabled,
      OriginRequestPolicyId: allViewerExceptHostHeader,
      AllowedMethods: ['GET', 'HEAD'],
      ResponseHeadersPolicyId: expect.anything(),
    });
  });

  it('lets only the sharing Lambda read index.html from the site bucket, named in SSM', () => {
    const sharing = lambdaNamed(hearth.templates.api, 'SharingFunction');
    expect(sharing.properties.Environment).toMatchObject({
      Variables: { SITE_BUCKET_PARAMETER: '/Hearth/site-bucket' },
    });
    hearth.templates.web.hasResourceProperties('AWS::SSM::Parameter', {
      Name: '/Hearth/site-bucket',
      Value: { Ref: Match.stringLikeRegexp('SiteBucket') },
    });
    const [[, policy]] = resourcesOf(hearth.templates.web, 'AWS::S3::BucketPolicy').filter(([, candidate]) =>
      JSON.stringify(candidate.Properties.Bucket).includes('SiteBucket'),
    ) as [[string, { Properties: { PolicyDocument: { Statement: Record<string, unknown>[] } } }]];
    const reads = policy.Properties.PolicyDocument.Statement.filter((statement) =>
      JSON.stringify(statement.Principal).includes('SharingFunctionRole'),
    );
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({ Action: 's3:GetObject', Effect: 'Allow' });
    expect(JSON.stringify(reads[0]?.Resource)).toContain('/index.html');
  });
});

describe('the SPA rewrite function', () => {
  const rewrite = (uri: string) => {
    const handler = new Function(`${spaRewriteCode}; return handler;`)() as (event: unknown) => {
      uri: string;
    };
    return handler({ request: { uri } }).uri;
  };

  it('rewrites extension-less paths to /index.html and leaves files and the API alone', () => {
    expect(rewrite('/recipe/01HXYZ')).toBe('/index.html');
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(rewrite('/config.json')).toBe('/config.json');
    expect(rewrite('/api/me')).toBe('/api/me');
  });
});

describe('the site deployment', () => {
  it('uploads the built site with a generated config.json when a build exists', () => {
    const deployments = resourcesOf(hearth.templates.web, 'Custom::CDKBucketDeployment');
    expect(deployments).toHaveLength(2);
    const entry = deployments.find(([id]) => id.startsWith('DeploySite'));
    expect(entry?.[1].Properties).toMatchObject({
      Prune: false,
      DistributionPaths: ['/*'],
      SystemMetadata: { 'cache-control': 'no-cache' },
    });
    // Source.jsonData stores config.json's tokens as markers resolved at deploy time.
    expect(JSON.stringify(entry?.[1].Properties.SourceMarkers)).toContain('UserPool');
  });

  it('deploys no files when no site was built', () => {
    const bare = synthHearth({ context: { siteDist: '/nonexistent/hearth-dist' } });
    expect(bare.web.deploysSite).toBe(false);
    bare.templates.web.resourceCountIs('Custom::CDKBucketDeployment', 0);
  });
});

describe('the site origin', () => {
  it('is published to SSM for the Lambdas deployed before CloudFront', () => {
    hearth.templates.web.hasResourceProperties('AWS::SSM::Parameter', {
      Name: '/Hearth/app-origin',
      Type: 'String',
      Value: {
        'Fn::Join': [
          '',
          ['https://', { 'Fn::GetAtt': [Match.stringLikeRegexp('Distribution'), 'DomainName'] }],
        ],
      },
    });
  });

  it('uses the configured custom domain, certificate and sender when given', () => {
    const custom = synthHearth({
      context: {
        appOrigin: 'https://hearth.example',
        certificateArn: `arn:aws:acm:us-east-1:${testEnv.account}:certificate/abc`,
        mailFrom: 'no-reply@hearth.example',
      },
    });
    custom.templates.web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['hearth.example'],
        ViewerCertificate: Match.objectLike({ MinimumProtocolVersion: 'TLSv1.2_2021' }),
      }),
    });
    custom.templates.web.hasResourceProperties('AWS::SSM::Parameter', { Value: 'https://hearth.example' });
    custom.templates.stateful.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedOrigins: ['https://hearth.example'] })] },
    });
    custom.templates.stateful.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: Match.objectLike({
        EmailSendingAccount: 'DEVELOPER',
        From: 'Hearth <no-reply@hearth.example>',
      }),
    });
    const customMessage = resourcesOf(custom.templates.stateful, 'AWS::Lambda::Function').find(([id]) =>
      id.startsWith('CustomMessageFunction'),
    );
    expect(customMessage?.[1].Properties.Environment).toMatchObject({
      Variables: { APP_ORIGIN: 'https://hearth.example' },
    });
  });
});
