import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { NONCURRENT_MEDIA_DAYS } from '../../infra/lib/stacks/stateful-media.js';
import { clientWritableAttributes, localClientAuthFlows } from '../../infra/local/cognito.js';
import { COLLECTION_IMPORT_KEPT_DAYS } from '../../lambdas/src/contracts/collections.js';
import {
  cdnMediaPrefixes,
  collectionImportKeyOf,
  cookbookKeyOf,
  MEDIA_PREFIXES,
  PENDING_UPLOAD_DAYS,
  PENDING_UPLOAD_TAG,
  recipeImageKeyOf,
  TRASH_TAG,
  underPrefix,
  videoFileKey,
} from '../../lambdas/src/contracts/media-keys.js';
import { globalIndexes, tableKeys } from '../../lambdas/src/data/table.js';
import { lambdaNamed, resourcesOf, type SynthesisedHearth, synthHearth } from './hearth-app.js';

let hearth: SynthesisedHearth;
beforeAll(() => {
  hearth = synthHearth();
});

describe('the table', () => {
  it('is built from lambdas/src/data/table.ts: pk/sk keys, every GSI projecting ALL, TTL', () => {
    const keyAttributes = [
      tableKeys.partitionKey,
      tableKeys.sortKey,
      ...globalIndexes.flatMap((index) => [index.partitionKey, index.sortKey]),
    ];
    hearth.templates.stateful.resourceCountIs('AWS::DynamoDB::Table', 1);
    hearth.templates.stateful.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: tableKeys.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableKeys.sortKey, KeyType: 'RANGE' },
      ],
      AttributeDefinitions: Match.arrayWith(
        keyAttributes.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      ),
      GlobalSecondaryIndexes: globalIndexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      TimeToLiveSpecification: { AttributeName: tableKeys.ttlAttribute, Enabled: true },
    });
  });

  it('is on-demand, point-in-time recoverable, protected from deletion and retained, with no fixed name', () => {
    const [[, table]] = resourcesOf(hearth.templates.stateful, 'AWS::DynamoDB::Table') as [
      [string, { Properties: Record<string, unknown>; DeletionPolicy: string; UpdateReplacePolicy: string }],
    ];
    expect(table.Properties).toMatchObject({
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      DeletionProtectionEnabled: true,
    });
    expect(table.Properties.TableName).toBeUndefined();
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.UpdateReplacePolicy).toBe('Retain');
  });
});

describe('the media bucket', () => {
  const mediaBucket = () => {
    const [match] = resourcesOf(hearth.templates.stateful, 'AWS::S3::Bucket').filter(
      ([, bucket]) => bucket.Properties.CorsConfiguration,
    );
    if (!match) throw new Error('no bucket with CORS');
    return match;
  };

  it('accepts presigned uploads from the browser (CORS) and aborts abandoned multipart uploads after a day', () => {
    const [, bucket] = mediaBucket();
    expect(bucket.Properties.CorsConfiguration).toEqual({
      CorsRules: [
        expect.objectContaining({
          AllowedMethods: expect.arrayContaining(['PUT', 'POST', 'GET']),
          AllowedOrigins: ['*'],
          ExposedHeaders: ['ETag'],
        }),
      ],
    });
    expect(bucket.Properties.LifecycleConfiguration).toEqual({
      Rules: expect.arrayContaining([
        expect.objectContaining({
          AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
          Status: 'Enabled',
        }),
      ]),
    });
  });

  it('writes server access logs and has no fixed name', () => {
    const [, bucket] = mediaBucket();
    expect(bucket.Properties.LoggingConfiguration).toMatchObject({ LogFilePrefix: 'media/' });
    expect(bucket.Properties.BucketName).toBeUndefined();
  });

  it('expires the files of trashed videos (tagged on delete, untagged by Undo) a day on', () => {
    const [, bucket] = mediaBucket();
    expect((bucket.Properties.LifecycleConfiguration as { Rules: unknown[] }).Rules).toContainEqual(
      expect.objectContaining({
        Id: 'TrashedVideos',
        Prefix: 'videos/',
        TagFilters: [{ Key: 'hearth-trash', Value: 'true' }],
        ExpirationInDays: 1,
        Status: 'Enabled',
      }),
    );
  });

  it('expires uploads no recipe claimed (tagged pending at upload) a day on, in every prefix', () => {
    const [, bucket] = mediaBucket();
    const rules = (bucket.Properties.LifecycleConfiguration as { Rules: Record<string, unknown>[] }).Rules;
    const unclaimed = rules.find((rule) => rule.Id === 'UnclaimedUploads');
    expect(unclaimed).toEqual({
      Id: 'UnclaimedUploads',
      TagFilters: [{ Key: 'hearth-upload', Value: 'pending' }],
      ExpirationInDays: 1,
      // With versioning the expiry leaves a noncurrent version; an abandoned upload is not kept for it.
      NoncurrentVersionExpiration: { NoncurrentDays: 1 },
      Status: 'Enabled',
    });
  });

  it("expires a collection import's files a day after its job (issue 32: they were kept for ever)", () => {
    const [, bucket] = mediaBucket();
    const rules = (bucket.Properties.LifecycleConfiguration as { Rules: Record<string, unknown>[] }).Rules;
    expect(rules.find((rule) => rule.Id === 'CollectionImports')).toEqual({
      Id: 'CollectionImports',
      Prefix: underPrefix(MEDIA_PREFIXES.collectionImports),
      ExpirationInDays: COLLECTION_IMPORT_KEPT_DAYS + 1,
      NoncurrentVersionExpiration: { NoncurrentDays: 1 },
      Status: 'Enabled',
    });
    expect(
      collectionImportKeyOf('u1', 'j1', 'upload').startsWith(underPrefix(MEDIA_PREFIXES.collectionImports)),
    ).toBe(true);
  });

  it('expires printable cookbooks a day on', () => {
    const [, bucket] = mediaBucket();
    const rules = (bucket.Properties.LifecycleConfiguration as { Rules: Record<string, unknown>[] }).Rules;
    expect(rules.find((rule) => rule.Id === 'Cookbooks')).toEqual({
      Id: 'Cookbooks',
      Prefix: underPrefix(MEDIA_PREFIXES.cookbooks),
      ExpirationInDays: 1,
      NoncurrentVersionExpiration: { NoncurrentDays: 1 },
      Status: 'Enabled',
    });
    expect(cookbookKeyOf('u1', 'b1').startsWith(underPrefix(MEDIA_PREFIXES.cookbooks))).toBe(true);
  });

  it('keeps deleted and overwritten files 30 days (versioning), then removes them and their delete markers', () => {
    const [, bucket] = mediaBucket();
    expect(bucket.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    const rules = (bucket.Properties.LifecycleConfiguration as { Rules: Record<string, unknown>[] }).Rules;
    expect(rules.find((rule) => rule.Id === 'OldVersions')).toEqual({
      Id: 'OldVersions',
      NoncurrentVersionExpiration: { NoncurrentDays: NONCURRENT_MEDIA_DAYS },
      ExpiredObjectDeleteMarker: true,
      Status: 'Enabled',
    });
    expect(NONCURRENT_MEDIA_DAYS).toBe(30);
    // Trashed videos are thrown away on purpose: their old versions go a day on, not 30.
    expect(rules.find((rule) => rule.Id === 'TrashedVideos')).toMatchObject({
      NoncurrentVersionExpiration: { NoncurrentDays: 1 },
    });
  });

  it('takes every media prefix and tag from the one media-key module the code writes keys with', () => {
    const [, bucket] = mediaBucket();
    const rules = (bucket.Properties.LifecycleConfiguration as { Rules: Record<string, unknown>[] }).Rules;
    const byId = (id: string) => rules.find((rule) => rule.Id === id);
    expect(byId('TrashedVideos')).toMatchObject({
      Prefix: underPrefix(MEDIA_PREFIXES.videos),
      TagFilters: [{ Key: TRASH_TAG.Key, Value: TRASH_TAG.Value }],
    });
    expect(byId('UnclaimedUploads')).toMatchObject({
      TagFilters: [{ Key: PENDING_UPLOAD_TAG.Key, Value: PENDING_UPLOAD_TAG.Value }],
      ExpirationInDays: PENDING_UPLOAD_DAYS,
    });
    // The code's keys fall under the prefixes CDK grants and serves.
    expect(videoFileKey('u1', 'up1').startsWith(underPrefix(MEDIA_PREFIXES.videos))).toBe(true);
    expect(
      cdnMediaPrefixes.some((prefix) => recipeImageKeyOf('u1', 'a.jpg').startsWith(underPrefix(prefix))),
    ).toBe(true);
    const [logicalId] = mediaBucket();
    hearth.templates.stateful.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: logicalId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Resource: {
              'Fn::Join': ['', [{ 'Fn::GetAtt': [logicalId, 'Arn'] }, `/${cdnMediaPrefixes.join('')}/*`]],
            },
          }),
        ]),
      },
    });
  });

  it('lets CloudFront of this account read only recipe images (never recipe-files, videos or cook-log photos)', () => {
    const [logicalId] = mediaBucket();
    // Cook-log photos are the household's alone: only the API's checked link reaches them (issue 39).
    expect(cdnMediaPrefixes).not.toContain(MEDIA_PREFIXES.cookPhotos);
    const policies = JSON.stringify(hearth.templates.stateful.findResources('AWS::S3::BucketPolicy'));
    expect(policies).not.toContain('/cook-photos/');
    hearth.templates.stateful.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: logicalId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Action: 's3:GetObject',
            Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [logicalId, 'Arn'] }, '/recipe-images/*']] },
            Condition: Match.objectLike({ ArnLike: Match.anyValue() }),
          }),
        ]),
      },
    });
  });
});

describe('the user pool', () => {
  it('signs in by e-mail, lets people sign up and verifies their address', () => {
    hearth.templates.stateful.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      UsernameConfiguration: { CaseSensitive: false },
      DeletionProtection: 'ACTIVE',
    });
  });

  it('runs the post-confirmation and custom-message triggers', () => {
    const { stateful } = hearth.templates;
    hearth.templates.stateful.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: {
        PostConfirmation: {
          'Fn::GetAtt': [lambdaNamed(stateful, 'PostConfirmationFunction').logicalId, 'Arn'],
        },
        CustomMessage: { 'Fn::GetAtt': [lambdaNamed(stateful, 'CustomMessageFunction').logicalId, 'Arn'] },
      },
    });
  });

  it('gives the post-confirmation trigger the table and the custom-message trigger the site origin parameter', () => {
    const { stateful } = hearth.templates;
    expect(lambdaNamed(stateful, 'PostConfirmationFunction').environment.TABLE_NAME).toEqual({
      Ref: expect.any(String),
    });
    expect(lambdaNamed(stateful, 'CustomMessageFunction').environment).toMatchObject({
      APP_ORIGIN_PARAMETER: '/Hearth/app-origin',
    });
    stateful.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: 'ssm:GetParameter',
            Resource: Match.objectLike({
              'Fn::Join': ['', Match.arrayWith([Match.stringLikeRegexp(':parameter/Hearth/app-origin$')])],
            }),
          }),
        ]),
      },
    });
  });

  it('keeps the original e-mail until a new one is verified (issue 13)', () => {
    hearth.templates.stateful.hasResourceProperties('AWS::Cognito::UserPool', {
      UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
    });
  });

  it('lets the browser write only the sign-up attributes (address, name, language), never email_verified', () => {
    const clients = hearth.templates.stateful.findResources('AWS::Cognito::UserPoolClient');
    const writable = Object.values(clients).map(
      (client) => (client as { Properties: { WriteAttributes?: string[] } }).Properties.WriteAttributes,
    );
    // `locale` (issue 37): the browser's language at sign-up, read by the custom-message trigger.
    expect(writable).toEqual([['email', 'locale', 'name']]);
    expect(writable[0]?.slice().sort()).toEqual([...clientWritableAttributes].sort());
  });

  it('has the admin group', () => {
    hearth.templates.stateful.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: 'admin' });
  });

  it('has a browser app client without a secret: SRP, refresh and the server-side password check, no USER_PASSWORD_AUTH', () => {
    hearth.templates.stateful.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      PreventUserExistenceErrors: 'ENABLED',
    });
    const flows = resourcesOf(hearth.templates.stateful, 'AWS::Cognito::UserPoolClient').map(([, client]) =>
      [...(client.Properties.ExplicitAuthFlows as string[])].sort(),
    );
    expect(flows).toEqual([
      ['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_USER_SRP_AUTH'],
    ]);
  });

  it('is what the local twin offers: the local app client allows exactly the same flows (issue 40)', () => {
    const [flows] = resourcesOf(hearth.templates.stateful, 'AWS::Cognito::UserPoolClient').map(([, client]) =>
      [...(client.Properties.ExplicitAuthFlows as string[])].sort(),
    );
    expect([...localClientAuthFlows].sort()).toEqual(flows);
  });

  it('lets only the account and deletion functions sign in server-side (the e-mail change and "Delete my account" check the password)', () => {
    const allowed = resourcesOf(hearth.templates.api, 'AWS::IAM::Policy')
      .filter(([, policy]) => JSON.stringify(policy.Properties).includes('cognito-idp:AdminInitiateAuth'))
      .map(([id]) => id)
      .sort();
    expect(allowed).toHaveLength(2);
    expect(allowed[0]).toMatch(/^AccountFunction/);
    expect(allowed[1]).toMatch(/^DeletionFunction/);
  });
});
