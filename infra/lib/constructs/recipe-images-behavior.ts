// Recipe images straight from the media bucket at the addresses recipes store
// (/api/media/recipe-images/<uid>/<file>), so no stored imageUrl changes and no Lambda runs per picture.
// A viewer-request function lets through only recipeImagePathPattern (media-keys.ts, the same test the
// local server applies) and strips /api/media, so the S3 key is what the code wrote; the bucket policy
// (stateful-stack.ts) lets CloudFront read only recipe-images/*. An image's key is never rewritten
// (each upload gets a new random name), so the edge may keep it a week; browsers keep the hour the
// object's own Cache-Control gives (SPEC 7).
import { Duration } from 'aws-cdk-lib';
import {
  AccessLevel,
  AllowedMethods,
  type BehaviorOptions,
  CachedMethods,
  CachePolicy,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  type IResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import {
  MEDIA_PREFIXES,
  mediaPath,
  recipeImagePathPattern,
  underPrefix,
} from '../../../lambdas/src/contracts/media-keys.js';

/** The behaviour's path pattern; CloudFront must match it before /api/*. */
export const recipeImagesPathPattern = `${mediaPath(underPrefix(MEDIA_PREFIXES.recipeImages))}*`;

/** The viewer-request function: a recipe image's address becomes its key, anything else is 404. */
export const recipeImageRewriteCode = `function handler(event) {
  var request = event.request;
  var match = ${recipeImagePathPattern.toString()}.exec(request.uri);
  if (!match) {
    return { statusCode: 404, statusDescription: 'Not Found' };
  }
  request.uri = '/' + match[1];
  request.querystring = {};
  return request;
}`;

/** Seconds CloudFront keeps a picture at least (the object says an hour, for browsers). */
export const RECIPE_IMAGE_EDGE_TTL = Duration.days(7);

export class RecipeImagesBehavior extends Construct {
  readonly options: BehaviorOptions;

  constructor(
    scope: Construct,
    id: string,
    props: { mediaBucket: IBucket; responseHeadersPolicy: IResponseHeadersPolicy },
  ) {
    super(scope, id);
    const rewrite = new CloudFrontFunction(this, 'Rewrite', {
      code: FunctionCode.fromInline(recipeImageRewriteCode),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Recipe image addresses become their keys in the media bucket',
    });
    const cachePolicy = new CachePolicy(this, 'CachePolicy', {
      comment: 'Hearth recipe images: immutable keys, no query strings, headers or cookies',
      minTtl: RECIPE_IMAGE_EDGE_TTL,
      defaultTtl: RECIPE_IMAGE_EDGE_TTL,
      maxTtl: Duration.days(365),
    });
    this.options = {
      origin: S3BucketOrigin.withOriginAccessControl(props.mediaBucket, {
        originAccessLevels: [AccessLevel.READ],
      }),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachedMethods: CachedMethods.CACHE_GET_HEAD,
      cachePolicy,
      responseHeadersPolicy: props.responseHeadersPolicy,
      functionAssociations: [{ function: rewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
    };
  }
}
