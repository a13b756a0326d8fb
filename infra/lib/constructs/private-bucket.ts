// Every Hearth bucket is private, encrypted, TLS-only, nameless and kept when its stack goes.
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type BucketProps,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

export function privateBucket(scope: Construct, id: string, props: BucketProps = {}): Bucket {
  return new Bucket(scope, id, {
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
    removalPolicy: RemovalPolicy.RETAIN,
    ...props,
  });
}

/** A bucket that receives access logs, kept a year; `receives` names what it logs. */
export function logBucket(scope: Construct, id: string, receives: string, props: BucketProps = {}): Bucket {
  const bucket = privateBucket(scope, id, { lifecycleRules: [{ expiration: Duration.days(365) }], ...props });
  Validations.of(bucket).acknowledge({
    id: 'AwsSolutions-S1',
    reason: `This bucket receives ${receives}; logging it into itself would loop.`,
  });
  return bucket;
}
