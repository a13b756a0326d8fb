// The one public origin: CloudFront serves the SPA from a private bucket, sends /api/* to the HTTP API
// (so the app needs no CORS) and serves recipe images from the media bucket at their /api/media
// addresses (constructs/recipe-images-behavior.ts), both buckets through origin access control. It
// also publishes the site origin for e-mailed links (see settings.ts). The built site's upload is in
// web-site-deployment.ts.

import {
  CfnOutput,
  CfnRule,
  Duration,
  Fn,
  type SecretValue,
  Stack,
  type StackProps,
  Token,
  Validations,
} from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  type BehaviorOptions,
  CachePolicy,
  Function as CloudFrontFunction,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { type IRole, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Bucket, type IBucket, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { ORIGIN_HEADER } from '../constructs/origin-secret.js';
import { logBucket, privateBucket } from '../constructs/private-bucket.js';
import { RecipeImagesBehavior, recipeImagesPathPattern } from '../constructs/recipe-images-behavior.js';
import { SiteFirewall } from '../constructs/site-firewall.js';
import { awsContentSecurityPolicy } from '../content-security-policy.js';
import { isBuiltSite } from '../paths.js';
import type { HearthSettings } from '../settings.js';
import { deploySite } from './web-site-deployment.js';

export interface WebStackProps extends StackProps {
  settings: HearthSettings;
  apiDomain: string;
  /** The value CloudFront sends to the API in x-hearth-origin (the API stack's origin secret). */
  originSecret: SecretValue;
  /** The live-updates WebSocket (wss://…/live), written into config.json (issue 15). */
  liveUrl?: string;
  /** The role of the Lambda that serves /recipe/{id} (link previews); it may read index.html. */
  recipePageReader?: IRole;
  mediaBucket: IBucket;
  userPool: UserPool;
  userPoolClient: UserPoolClient;
  /** The site's web ACL from the us-east-1 Edge stack; without it this stack makes its own (hearth-app.ts). */
  webAclArn?: string;
}

/**
 * Viewer-request function on the SPA behaviour: a path without a file extension is a client-side
 * route, so it gets index.html. Unlike 403/404 error pages this never touches /api/* answers.
 */
export const spaRewriteCode = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.indexOf('/api/') !== 0 && uri.lastIndexOf('.') <= uri.lastIndexOf('/')) {
    request.uri = '/index.html';
  }
  return request;
}`;

export class WebStack extends Stack {
  readonly distribution: Distribution;
  readonly siteBucket: Bucket;
  readonly siteOrigin: string;
  /** False when no built site was found (synth and tests need none). */
  readonly deploysSite: boolean;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { settings } = props;

    const logs = logBucket(this, 'LogsBucket', 'the CloudFront and site bucket logs', {
      // CloudFront standard logging writes with ACLs, so this bucket keeps them enabled.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
    });

    // Only build output lives here; each deploy writes it again.
    this.siteBucket = privateBucket(this, 'SiteBucket', {
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'site/',
    });

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(spaRewriteCode),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Client-side routes get index.html',
    });

    // The managed SECURITY_HEADERS policy's headers plus the site's Content-Security-Policy, the same
    // policy the local server sends (content-security-policy.ts).
    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Hearth: security headers and the Content-Security-Policy',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: awsContentSecurityPolicy(
            this.region,
            props.mediaBucket.bucketRegionalDomainName,
            props.liveUrl ? Fn.select(2, Fn.split('/', props.liveUrl)) : undefined,
          ),
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(365),
          includeSubdomains: false,
          override: true,
        },
        xssProtection: { protection: true, modeBlock: true, override: true },
      },
    });

    // The media bucket lives in the stateful stack, whose policy already lets this account's
    // distributions read recipe-images/*; importing it keeps CDK from editing that policy here
    // (which would make the two stacks depend on each other).
    const media = Bucket.fromBucketAttributes(this, 'MediaBucketRef', {
      bucketArn: props.mediaBucket.bucketArn,
      bucketRegionalDomainName: props.mediaBucket.bucketRegionalDomainName,
    });
    const recipeImages = new RecipeImagesBehavior(this, 'RecipeImages', {
      mediaBucket: media,
      responseHeadersPolicy: securityHeaders,
    });

    const apiOrigin = new HttpOrigin(props.apiDomain, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      // The API refuses requests without it (lambdas/src/shared/origin-lock.ts); CloudFront replaces a
      // viewer's header of the same name. A dynamic reference to the API stack's secret (by its ARN).
      customHeaders: { [ORIGIN_HEADER]: props.originSecret.unsafeUnwrap() },
    });
    const apiBehavior: BehaviorOptions = {
      origin: apiOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      // API Gateway routes by its own Host name, so every viewer header but Host goes through.
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
    };
    // A recipe's address is rendered by the sharing Lambda: index.html plus Open Graph tags for link
    // previews (public recipes only). Uncached, because visibility can change at any moment.
    const recipePageBehavior: BehaviorOptions = {
      origin: apiOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: securityHeaders,
    };

    const webAclArn = props.webAclArn ?? this.ownFirewall();

    const customDomain =
      settings.appOrigin && settings.certificateArn ? new URL(settings.appOrigin).host : undefined;

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Hearth: site, /api and media',
      webAclId: webAclArn,
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        // Listed before /api/*: CloudFront takes the first pattern that matches.
        [recipeImagesPathPattern]: recipeImages.options,
        '/api/*': apiBehavior,
        '/recipe/*': recipePageBehavior,
      },
      domainNames: customDomain ? [customDomain] : undefined,
      certificate:
        customDomain && settings.certificateArn
          ? Certificate.fromCertificateArn(this, 'Certificate', settings.certificateArn)
          : undefined,
      minimumProtocolVersion: customDomain ? SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
    });
    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'Hearth is for families anywhere; there is no country it must not serve.',
      },
      {
        id: '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
        reason:
          'The media bucket policy in the stateful stack already grants this account’s distributions read access to recipe-images/* only.',
      },
    );
    if (!customDomain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain the distribution uses the default *.cloudfront.net certificate, whose TLS policy CloudFront fixes. With appOrigin and certificateArn, TLSv1.2_2021 applies.',
      });
    }

    this.siteOrigin = settings.appOrigin ?? `https://${this.distribution.distributionDomainName}`;
    new StringParameter(this, 'AppOriginParameter', {
      // A fixed, documented name: the Lambdas that read it are deployed before this stack exists.
      parameterName: settings.appOriginParameterName,
      stringValue: this.siteOrigin,
      description: 'Public origin of the Hearth site, used in e-mailed links',
    });

    // The recipe-page Lambda reads index.html by key: its name through SSM (the API stack is deployed
    // first), its right to read through this bucket policy (same account, so the grant suffices).
    new StringParameter(this, 'SiteBucketParameter', {
      parameterName: settings.siteBucketParameterName,
      stringValue: this.siteBucket.bucketName,
      description: 'Name of the Hearth site bucket, read for recipe link previews',
    });
    if (props.recipePageReader) {
      this.siteBucket.addToResourcePolicy(
        new PolicyStatement({
          principals: [props.recipePageReader],
          actions: ['s3:GetObject'],
          resources: [this.siteBucket.arnForObjects('index.html')],
        }),
      );
    }

    this.deploysSite = isBuiltSite(settings.siteDist);
    if (this.deploysSite) {
      deploySite(this, {
        siteDist: settings.siteDist,
        siteBucket: this.siteBucket,
        distribution: this.distribution,
        userPool: props.userPool,
        userPoolClient: props.userPoolClient,
        liveUrl: props.liveUrl,
      });
    }

    new CfnOutput(this, 'SiteUrl', { value: this.siteOrigin });
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });
    new CfnOutput(this, 'SiteBucketName', { value: this.siteBucket.bucketName });
  }

  /** The web ACL in this stack, which CloudFront accepts only in us-east-1: a region-less template says so. */
  private ownFirewall(): string {
    if (Token.isUnresolved(this.region)) {
      new CfnRule(this, 'DeployedInUsEast1', {
        assertions: [
          {
            assert: Fn.conditionEquals(Stack.of(this).region, 'us-east-1'),
            assertDescription:
              'Without a region at synth (CDK_DEFAULT_REGION), deploy the web stack in us-east-1: CloudFront web ACLs live there. With a region, an Edge stack holds the web ACL.',
          },
        ],
      });
    }
    return new SiteFirewall(this, 'SiteFirewall').webAcl.attrArn;
  }
}
