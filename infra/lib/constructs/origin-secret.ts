// The secret CloudFront sends to the API in x-hearth-origin (lambdas/src/shared/origin-lock.ts), so
// the API answers only requests that came through CloudFront (and its web ACL). Secrets Manager
// generates it at the first deploy; CloudFront's origin header (web stack) and the API functions'
// ORIGIN_VERIFY receive it through CloudFormation dynamic references, so it is in no template or asset.
// Its name is generated too: a deleted secret keeps its name for a week or more (the recovery window),
// so a fixed name made `cdk destroy` then `cdk deploy` fail (issue 33). The web stack reads it by the
// ARN the API stack exports.
import { Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { HearthFunction } from './hearth-function.js';

export { ORIGIN_HEADER } from '../../../lambdas/src/shared/origin-lock.js';

export class OriginSecret extends Construct {
  readonly secret: Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      description: 'Hearth: the header value CloudFront sends to the API (x-hearth-origin)',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'CloudFront and the API functions read this value at deploy, so an automatic rotation would lock the site out until the next deploy. It only proves a request came through CloudFront (it opens no data); to change it, put a new value and redeploy the API and web stacks (docs in README).',
    });
  }

  /** The function compares each request's header with the value resolved at deploy. */
  bind(fn: HearthFunction): void {
    fn.addEnvironment('ORIGIN_VERIFY', this.secret.secretValue.unsafeUnwrap());
  }
}
