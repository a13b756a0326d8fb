// What each API area's function may do beyond its table and media (api-stack.ts): the Cognito calls,
// listings and parameters its handlers make, Stripe's settings and the suggestion model.
import { Fn, Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { MEDIA_PREFIXES } from '../../../lambdas/src/contracts/media-keys.js';
import { type Area, deployedRoutes } from '../../../lambdas/src/routes.js';
import { allowParameterRead, type HearthFunction } from '../constructs/hearth-function.js';
import type { HearthSettings } from '../settings.js';
import { bedrockModelArns, readLlmSettings } from './llm-settings.js';
import { mediaPrefixes } from './stateful-stack.js';

/** The Cognito, listing and parameter grants an area's handlers need (same order as ever). */
export function grantAreaCalls(
  fn: HearthFunction,
  area: Area,
  {
    userPoolArn,
    mediaBucketArnExport,
    settings,
  }: { userPoolArn: string; mediaBucketArnExport: string; settings: HearthSettings },
): void {
  if (deployedRoutes.some((route) => route.area === area && route.auth === 'admin')) {
    // Admin routes read the caller's two-step sign-in setting (lambdas/src/handlers/shared/admin-mfa.ts).
    fn.addToRolePolicy(
      new PolicyStatement({ actions: ['cognito-idp:AdminGetUser'], resources: [userPoolArn] }),
    );
  }
  if (area === 'account' || area === 'deletion') {
    // The e-mail change and "Delete my account" check the password server-side (ADMIN_USER_PASSWORD_AUTH).
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['cognito-idp:AdminInitiateAuth'],
        resources: [userPoolArn],
      }),
    );
  }
  if (area === 'account') {
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['cognito-idp:AdminUpdateUserAttributes'],
        resources: [userPoolArn],
      }),
    );
  }
  if (area === 'account') {
    // Sign out of all devices revokes the user's refresh tokens.
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['cognito-idp:AdminUserGlobalSignOut'],
        resources: [userPoolArn],
      }),
    );
  }
  if (area === 'admin') {
    // Manage User Access: search and e-mail change (the handler checks group admin).
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: [
          'cognito-idp:ListUsers',
          'cognito-idp:ListUsersInGroup',
          'cognito-idp:AdminGetUser',
          'cognito-idp:AdminUpdateUserAttributes',
        ],
        resources: [userPoolArn],
      }),
    );
  }
  if (area === 'deletion') {
    // Deleting an account: who the admins are (they may not delete themselves), the sign-in itself.
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['cognito-idp:ListUsersInGroup', 'cognito-idp:AdminGetUser', 'cognito-idp:AdminDeleteUser'],
        resources: [userPoolArn],
      }),
    );
    // It lists the user's media objects under each prefix to delete them.
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:ListBucket'],
        resources: [Fn.importValue(mediaBucketArnExport)],
        conditions: { StringLike: { 's3:prefix': mediaPrefixes.map((prefix) => `${prefix}/*`) } },
      }),
    );
  }
  if (area === 'account' || area === 'households') {
    // A move and a sign-out everywhere drop the files behind links the person was handed (export
    // zips, cookbook PDFs: handlers/shared/household-follow-ups.ts), listing them under their prefixes.
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:ListBucket'],
        resources: [Fn.importValue(mediaBucketArnExport)],
        conditions: {
          StringLike: {
            's3:prefix': [MEDIA_PREFIXES.exports, MEDIA_PREFIXES.cookbooks].map((prefix) => `${prefix}/*`),
          },
        },
      }),
    );
  }
  if (area === 'sharing') {
    // Recipe link previews read the SPA's index.html from the site bucket, named in SSM by the web
    // stack (deployed after this one); the web stack's bucket policy lets this role read that one key.
    fn.addEnvironment('SITE_BUCKET_PARAMETER', settings.siteBucketParameterName);
    allowParameterRead(fn, settings.siteBucketParameterName);
  }
}

/** Suggestions use the same configured model as extraction (CDK context llmProvider/llmModelId). */
/** Stripe keys and price ids: SSM parameters under /<stackPrefix>/stripe (README, Payments). */
export function grantStripeSettings(fn: HearthFunction, settings: HearthSettings): void {
  const stripePath = `/${settings.stackPrefix}/stripe`;
  fn.addEnvironment('STRIPE_PARAMETER_PREFIX', stripePath);
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['ssm:GetParametersByPath'],
      resources: [
        Stack.of(fn).formatArn({
          service: 'ssm',
          resource: 'parameter',
          resourceName: stripePath.slice(1),
        }),
      ],
    }),
  );
}

export function grantSuggestionModel(fn: HearthFunction): void {
  const llm = readLlmSettings(fn);
  fn.addEnvironment('LLM_PROVIDER', llm.provider);
  if (llm.modelId) fn.addEnvironment('LLM_MODEL_ID', llm.modelId);
  if (llm.baseUrl) fn.addEnvironment('LLM_BASE_URL', llm.baseUrl);
  if (llm.provider !== 'bedrock' || !llm.modelId) return;
  const resources = bedrockModelArns(Stack.of(fn), llm.modelId);
  fn.addToRolePolicy(new PolicyStatement({ actions: ['bedrock:InvokeModel'], resources }));
  const anyRegion = resources.find((arn) => arn.includes(':bedrock:*:'));
  if (fn.role && anyRegion)
    Validations.of(fn.role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${anyRegion.replace(/^arn:[^:]+:/, 'arn:<AWS::Partition>:')}]`,
      reason:
        'A cross-region inference profile routes each call to the named foundation model in any region it covers; the model itself is fixed.',
    });
}
