// The stateful stack's media bucket: recipe images, videos, import uploads, exports and cookbooks,
// versioned, with its access-log bucket, the lifecycle rule for each kind of file and the one grant
// CloudFront has on it. Its constructs are children of the stack, so their logical ids are the stack's.
import { Duration, type Stack } from 'aws-cdk-lib';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { type Bucket, HttpMethods, StorageClass } from 'aws-cdk-lib/aws-s3';
import { COLLECTION_IMPORT_KEPT_DAYS } from '../../../lambdas/src/contracts/collections.js';
import {
  cdnMediaPrefixes,
  MEDIA_PREFIXES,
  PENDING_UPLOAD_DAYS,
  PENDING_UPLOAD_TAG,
  TRASH_TAG,
  underPrefix,
} from '../../../lambdas/src/contracts/media-keys.js';
import { logBucket, privateBucket } from '../constructs/private-bucket.js';
import type { HearthSettings } from '../settings.js';

/** Days a deleted or overwritten media file can still be restored (S3 versioning). */
export const NONCURRENT_MEDIA_DAYS = 30;

/** The media bucket and its access-log bucket, made in the given (stateful) stack. */
export function mediaBucket(stack: Stack, settings: HearthSettings): Bucket {
  const accessLogs = logBucket(stack, 'AccessLogsBucket', 'the media bucket access logs');

  const bucket = privateBucket(stack, 'MediaBucket', {
    serverAccessLogsBucket: accessLogs,
    serverAccessLogsPrefix: 'media/',
    // A file deleted or overwritten by mistake (or by a bug) can be restored for 30 days; after
    // that it is gone for good, account deletions included (README, "Deploying to AWS").
    versioned: true,
    // The browser uploads straight to S3 with presigned POST/PUT URLs; the signature, not CORS, is
    // the access control. Without a known origin (CloudFront's address is created later, in the web
    // stack) any origin may send the preflight.
    cors: [
      {
        allowedMethods: [HttpMethods.PUT, HttpMethods.POST, HttpMethods.GET, HttpMethods.HEAD],
        allowedOrigins: settings.appOrigin ? [settings.appOrigin] : ['*'],
        allowedHeaders: ['*'],
        exposedHeaders: ['ETag'],
        maxAge: 3000,
      },
    ],
    lifecycleRules: [
      { id: 'AbortIncompleteUploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      {
        id: 'OldVersions',
        noncurrentVersionExpiration: Duration.days(NONCURRENT_MEDIA_DAYS),
        expiredObjectDeleteMarker: true,
      },
      {
        // Files of deleted videos, tagged when the video went to the trash and untagged by Undo; the
        // app also removes them itself once the undo window has passed (the owner's next visit).
        id: 'TrashedVideos',
        prefix: underPrefix(MEDIA_PREFIXES.videos),
        tagFilters: { [TRASH_TAG.Key]: TRASH_TAG.Value },
        expiration: Duration.days(1),
        // Thrown away on purpose, and large: their old versions are not kept the 30 days.
        noncurrentVersionExpiration: Duration.days(1),
      },
      {
        // Uploads no recipe claimed: every presigned recipe image or import file upload is stored
        // tagged pending, and untagged when a recipe keeps it (domain/media/recipe-media.ts).
        // Locally, infra/local/pending-uploads.ts runs the same rule on start.
        id: 'UnclaimedUploads',
        tagFilters: { [PENDING_UPLOAD_TAG.Key]: PENDING_UPLOAD_TAG.Value },
        expiration: Duration.days(PENDING_UPLOAD_DAYS),
        noncurrentVersionExpiration: Duration.days(PENDING_UPLOAD_DAYS),
      },
      {
        // "Export everything" zips: downloadable for a day (contracts/exports.ts), then gone.
        id: 'FinishedExports',
        prefix: underPrefix(MEDIA_PREFIXES.exports),
        expiration: Duration.days(2),
        noncurrentVersionExpiration: Duration.days(1),
      },
      {
        // A collection import's upload, items and manifests (issue 32: they had no end): kept while
        // the job is (a retry reads the items again), then gone with it.
        id: 'CollectionImports',
        prefix: underPrefix(MEDIA_PREFIXES.collectionImports),
        expiration: Duration.days(COLLECTION_IMPORT_KEPT_DAYS + 1),
        noncurrentVersionExpiration: Duration.days(1),
      },
      {
        // Printable cookbooks are made on request and linked for an hour; a day is plenty.
        id: 'Cookbooks',
        prefix: underPrefix(MEDIA_PREFIXES.cookbooks),
        expiration: Duration.days(1),
        noncurrentVersionExpiration: Duration.days(1),
      },
      {
        id: 'VideosToInfrequentAccess',
        prefix: underPrefix(MEDIA_PREFIXES.videos),
        transitions: [{ storageClass: StorageClass.INFREQUENT_ACCESS, transitionAfter: Duration.days(90) }],
      },
    ],
  });
  // CloudFront (web stack) reads recipe images, and nothing else, through origin access control.
  // The distribution is created after this stack, so the grant names this account's distributions
  // rather than one id (naming the id would make the two stacks depend on each other).
  bucket.addToResourcePolicy(
    new PolicyStatement({
      principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
      actions: ['s3:GetObject'],
      resources: cdnMediaPrefixes.map((prefix) => bucket.arnForObjects(`${prefix}/*`)),
      conditions: {
        StringEquals: { 'AWS:SourceAccount': stack.account },
        ArnLike: { 'AWS:SourceArn': `arn:${stack.partition}:cloudfront::${stack.account}:distribution/*` },
      },
    }),
  );
  return bucket;
}
