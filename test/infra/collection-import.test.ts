// The import-collection workflow on AWS (issue 18), proven on the synthesized API stack: a Standard
// state machine running the shared ASL module (a Distributed Map over the manifest in S3), its task
// Lambdas, and the access of each part.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  importCollectionDefinition,
  importCollectionTasks,
} from '../../lambdas/src/workflows/import-collection.asl.js';
import { lambdaNamed, resourcesOf, type SynthesisedHearth, synthHearth } from './hearth-app.js';

let hearth: SynthesisedHearth;
beforeAll(() => {
  hearth = synthHearth();
});

type Statement = { Action: string | string[]; Resource: unknown };

const pascal = (kebab: string) =>
  kebab.replace(/(^|-)(\w)/g, (_match, _dash, letter: string) => letter.toUpperCase());

function importMachine() {
  const found = resourcesOf(hearth.templates.api, 'AWS::StepFunctions::StateMachine').find(([id]) =>
    id.startsWith('ImportCollection'),
  );
  if (!found) throw new Error('no import-collection state machine');
  return { logicalId: found[0], properties: found[1].Properties };
}

function statementsOfRole(roleLogicalId: string): Statement[] {
  return resourcesOf(hearth.templates.api, 'AWS::IAM::Policy')
    .filter(([, policy]) =>
      (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleLogicalId),
    )
    .flatMap(([, policy]) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}

const roleOf = (properties: Record<string, unknown>) =>
  (properties.RoleArn ?? properties.Role) as { 'Fn::GetAtt': [string, string] };

const actionsOf = (statements: Statement[]) => statements.flatMap((s) => [s.Action].flat()).sort();

describe('the import-collection state machine', () => {
  it('is a Standard workflow whose definition is the shared ASL module', () => {
    const { properties } = importMachine();
    expect(properties.StateMachineType).toBe('STANDARD');
    const definition = JSON.parse(properties.DefinitionString as string);
    // With the workflow's own time limit on top: six hours (scale.test.ts).
    expect(definition).toEqual({ ...importCollectionDefinition(), TimeoutSeconds: 6 * 3600 });
    expect(definition.States.ImportItems.ItemProcessor.ProcessorConfig.Mode).toBe('DISTRIBUTED');
  });

  it('fills each task with its Lambda, and may invoke those, read manifests and run its own child executions', () => {
    const { properties } = importMachine();
    const substitutions = properties.DefinitionSubstitutions as Record<string, unknown>;
    for (const task of importCollectionTasks) {
      const fn = lambdaNamed(hearth.templates.api, `CollectionImportTasks${pascal(task.handler)}Function`);
      expect(substitutions[task.substitution]).toEqual({ 'Fn::GetAtt': [fn.logicalId, 'Arn'] });
    }
    const statements = statementsOfRole(roleOf(properties)['Fn::GetAtt'][0]);
    expect(actionsOf(statements)).toEqual(
      expect.arrayContaining([
        'lambda:InvokeFunction',
        's3:GetObject',
        'states:StartExecution',
        'states:DescribeExecution',
        'states:StopExecution',
      ]),
    );
    const s3 = statements.find((s) => [s.Action].flat().includes('s3:GetObject'));
    expect(JSON.stringify(s3?.Resource)).toContain('/imports/*');
    const start = statements.find((s) => [s.Action].flat().includes('states:StartExecution'));
    expect(JSON.stringify(start?.Resource)).toContain(':stateMachine:ImportCollection*');
  });

  it('gives its tasks the table and only the imports and recipe-images prefixes of the bucket (and FinishImport cook-photos)', () => {
    for (const task of importCollectionTasks) {
      const fn = lambdaNamed(hearth.templates.api, `CollectionImportTasks${pascal(task.handler)}Function`);
      expect(Object.keys(fn.environment)).toEqual(
        expect.arrayContaining(['TABLE_NAME', 'MEDIA_BUCKET', 'USER_POOL_ID']),
      );
      const statements = statementsOfRole(
        (fn.properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0],
      );
      const s3 = statements.filter((s) => [s.Action].flat().some((a) => a.startsWith('s3:')));
      const resources = JSON.stringify(s3.map((s) => s.Resource));
      expect(resources).toContain('/imports/*');
      expect(resources).toContain('/recipe-images/*');
      expect(resources).not.toContain('/videos/*');
      // Only FinishImport writes the meals' photos an export brings back.
      expect(resources.includes('/cook-photos/*'), task.state).toBe(task.state === 'FinishImport');
    }
  });

  it('lets the extraction area start and stop it, and tells it where it is', () => {
    const fn = lambdaNamed(hearth.templates.api, 'ExtractionFunction');
    expect(fn.environment.IMPORT_COLLECTION_STATE_MACHINE_ARN).toEqual({ Ref: importMachine().logicalId });
    const statements = statementsOfRole(
      (fn.properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0],
    );
    const start = statements.find((s) => [s.Action].flat().includes('states:StartExecution'));
    expect([start?.Resource].flat()).toContainEqual({ Ref: importMachine().logicalId });
    expect(actionsOf(statements)).toContain('states:StopExecution');
  });
});
