// The web stack's upload of the built SPA: the hashed assets, the entry files with /config.json, and
// the cdk-nag acknowledgements for the deployment Lambda that aws-cdk-lib adds to the stack.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DefaultStackSynthesizer, type Stack, Token, Validations } from 'aws-cdk-lib';
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import type { UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { Bucket, CfnBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';

export interface SiteDeploymentProps {
  siteDist: string;
  siteBucket: Bucket;
  distribution: Distribution;
  userPool: UserPool;
  userPoolClient: UserPoolClient;
  /** The live-updates WebSocket (wss://…/live), written into config.json (issue 15). */
  liveUrl?: string;
}

/**
 * Uploads the built SPA plus /config.json (what the browser needs to reach Cognito). Hashed files
 * under assets/ are cached for a year; everything else is revalidated so a deploy shows at once.
 * Neither deployment prunes, so a page still open on an old version can load its old chunks.
 * The deployments are children of the stack itself, so their logical ids stay those of the stack.
 */
export function deploySite(stack: Stack, props: SiteDeploymentProps) {
  const { siteDist, siteBucket } = props;
  const assetsDir = join(siteDist, 'assets');
  if (existsSync(assetsDir)) {
    new BucketDeployment(stack, 'DeployAssets', {
      sources: [Source.asset(assetsDir)],
      destinationBucket: siteBucket,
      destinationKeyPrefix: 'assets/',
      prune: false,
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
      memoryLimit: 512,
    });
  }
  const entry = new BucketDeployment(stack, 'DeploySite', {
    sources: [
      Source.asset(siteDist, { exclude: ['assets/**', 'config.json'] }),
      Source.jsonData('config.json', {
        mode: 'aws',
        region: stack.region,
        userPoolId: props.userPool.userPoolId,
        userPoolClientId: props.userPoolClient.userPoolClientId,
        authFlowType: 'USER_SRP_AUTH',
        ...(props.liveUrl ? { liveUrl: props.liveUrl } : {}),
      }),
    ],
    destinationBucket: siteBucket,
    prune: false,
    cacheControl: [CacheControl.noCache()],
    distribution: props.distribution,
    distributionPaths: ['/*'],
    memoryLimit: 512,
  });
  entry.node.addDependency(stack.node.tryFindChild('DeployAssets') ?? siteBucket);
  acknowledgeDeploymentHandler(stack, siteBucket);
}

/** The CDK-provided deployment Lambda is shared by all BucketDeployments in the stack. */
function acknowledgeDeploymentHandler(stack: Stack, siteBucket: Bucket) {
  const handler = stack.node.children.find((child) =>
    child.node.id.startsWith('Custom::CDKBucketDeployment'),
  );
  if (!handler) return;
  const reason =
    'CDK’s BucketDeployment handler (run only during deploys) copies the site from the CDK asset bucket into the site bucket and invalidates CloudFront; aws-cdk-lib writes its policy.';
  // cdk-nag spells unresolved pseudo parameters as <AWS::…>.
  const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
  const region = Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region;
  const qualifier =
    (stack.synthesizer as DefaultStackSynthesizer).bootstrapQualifier ??
    DefaultStackSynthesizer.DEFAULT_QUALIFIER;
  const assetBucket = `cdk-${qualifier}-assets-${account}-${region}`;
  const findings = [
    'IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    'L1',
    ...['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*'].map(
      (a) => `IAM5[Action::${a}]`,
    ),
    `IAM5[Resource::arn:<AWS::Partition>:s3:::${assetBucket}/*]`,
    `IAM5[Resource::<${stack.getLogicalId(siteBucket.node.defaultChild as CfnBucket)}.Arn>/*]`,
    'IAM5[Resource::*]',
  ];
  Validations.of(handler).acknowledge(
    ...findings.map((finding) => ({ id: `AwsSolutions-${finding}`, reason })),
  );
}
