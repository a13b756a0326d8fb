import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Validations } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { resourcesOf, type SynthesisedHearth, synthHearth } from './hearth-app.js';

let hearth: SynthesisedHearth;
beforeAll(() => {
  // The one file that also runs CDK's built-in CloudFormation validation, as `cdk synth` does.
  hearth = synthHearth({ cloudFormationValidation: true });
});

const allTemplates = () => Object.values(hearth.templates) as Template[];

function descendants(root: IConstruct): IConstruct[] {
  return [root, ...root.node.children.flatMap(descendants)];
}

describe('cdk-nag (AwsSolutions)', () => {
  it('reports no unacknowledged finding, error or warning', () => {
    const report = new AwsSolutionsChecks().validateScope(hearth.app);
    const findings = report.violations.flatMap((violation) =>
      violation.violatingResources.map(
        (resource) => `${violation.severity} ${violation.ruleName} at ${resource.constructPath}`,
      ),
    );
    expect(findings).toEqual([]);
    expect(report.success).toBe(true);
  });

  it('left nothing in the synthesis validation report', () => {
    const report = JSON.parse(
      readFileSync(join(hearth.assembly.directory, 'validation-report.json'), 'utf8'),
    ) as {
      pluginReports: unknown[];
    };
    expect(report.pluginReports).toEqual([]);
  });

  it('has a written reason for every acknowledgement', () => {
    const acknowledgements = descendants(hearth.app).flatMap((construct) =>
      construct.node.metadata
        .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
        .flatMap((entry) =>
          Object.entries(entry.data as Record<string, string>).map(([id, reason]) => ({
            at: construct.node.path,
            id,
            reason,
          })),
        ),
    );
    expect(acknowledgements.length).toBeGreaterThan(0);
    const unexplained = acknowledgements.filter(({ reason }) => reason.trim().split(/\s+/).length < 8);
    expect(unexplained).toEqual([]);
  });
});

describe('every bucket', () => {
  const buckets = () =>
    allTemplates().flatMap((template) =>
      resourcesOf(template, 'AWS::S3::Bucket').map(([logicalId, bucket]) => ({
        template,
        logicalId,
        bucket,
      })),
    );

  it('is encrypted and blocks all public access', () => {
    expect(buckets().length).toBe(4);
    for (const { logicalId, bucket } of buckets()) {
      expect(bucket.Properties, logicalId).toMatchObject({
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        },
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
      });
      expect(bucket.Properties.BucketName, logicalId).toBeUndefined();
    }
  });

  it('refuses requests that do not use TLS', () => {
    for (const { template, logicalId } of buckets()) {
      const policies = resourcesOf(template, 'AWS::S3::BucketPolicy').filter(
        ([, policy]) => (policy.Properties.Bucket as { Ref?: string }).Ref === logicalId,
      );
      const statements = policies.flatMap(
        ([, policy]) =>
          (policy.Properties.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement,
      );
      expect(statements, logicalId).toContainEqual(
        expect.objectContaining({
          Effect: 'Deny',
          Action: 's3:*',
          Condition: { Bool: { 'aws:SecureTransport': 'false' } },
        }),
      );
    }
  });
});

describe('IAM', () => {
  it('grants no wildcard actions to Hearth functions', () => {
    const hearthRoles = allTemplates().flatMap((template) =>
      resourcesOf(template, 'AWS::IAM::Policy').filter(
        ([logicalId]) => !logicalId.startsWith('CustomCDKBucketDeployment'),
      ),
    );
    const actions = hearthRoles.flatMap(([, policy]) =>
      (policy.Properties.PolicyDocument as { Statement: { Action: string | string[] }[] }).Statement.flatMap(
        (statement) => [statement.Action].flat(),
      ),
    );
    expect(actions.length).toBeGreaterThan(0);
    expect(actions.filter((action) => action.includes('*'))).toEqual([]);
  });
});
