// The export-everything workflow on AWS (issue 18), proven on the synthesized API stack: a Standard
// state machine running the shared ASL module, its two task Lambdas, and least privilege for each:
// the machine invokes only its tasks; BuildExport reads the table by key and index (no Scan), photos
// under recipe-images/ and writes only under exports/; FinishExport reads and updates the job and
// sends mail; the extraction area may start it and sign links under exports/.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  exportEverythingDefinition,
  exportEverythingTasks,
} from '../../lambdas/src/workflows/export-everything.asl.js';
import { lambdaNamed, resourcesOf, type SynthesisedHearth, synthHearth } from './hearth-app.js';

let hearth: SynthesisedHearth;
beforeAll(() => {
  hearth = synthHearth();
});

type Statement = { Action: string | string[]; Resource: unknown; Effect: string };

const pascal = (kebab: string) =>
  kebab.replace(/(^|-)(\w)/g, (_match, _dash, letter: string) => letter.toUpperCase());

function exportMachine() {
  const found = resourcesOf(hearth.templates.api, 'AWS::StepFunctions::StateMachine').find(([id]) =>
    id.startsWith('ExportEverything'),
  );
  if (!found) throw new Error('no export-everything state machine');
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
  ((properties.RoleArn ?? properties.Role) as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];

const actionsOf = (statements: Statement[]) =>
  [...new Set(statements.flatMap((s) => [s.Action].flat()))].sort();

const task = (handler: string) =>
  lambdaNamed(hearth.templates.api, `ExportEverythingTasks${pascal(handler)}Function`);

describe('the export-everything state machine', () => {
  it('is a Standard workflow whose definition is the shared ASL module, logged without execution data', () => {
    const { properties } = exportMachine();
    expect(properties.StateMachineType).toBe('STANDARD');
    expect(JSON.parse(properties.DefinitionString as string)).toEqual({
      ...exportEverythingDefinition(),
      TimeoutSeconds: 3600,
    });
    expect(properties.LoggingConfiguration).toMatchObject({ IncludeExecutionData: false, Level: 'ALL' });
    expect(properties.TracingConfiguration).toEqual({ Enabled: true });
  });

  it('fills each task with its Lambda and may invoke exactly those two', () => {
    const { properties } = exportMachine();
    const substitutions = properties.DefinitionSubstitutions as Record<string, unknown>;
    const arns = exportEverythingTasks.map((t) => ({ 'Fn::GetAtt': [task(t.handler).logicalId, 'Arn'] }));
    exportEverythingTasks.forEach((t, i) => {
      expect(substitutions[t.substitution]).toEqual(arns[i]);
    });
    const statements = statementsOfRole(roleOf(properties));
    const invoke = statements.filter((s) => [s.Action].flat().includes('lambda:InvokeFunction'));
    expect(invoke).toHaveLength(1);
    expect(invoke[0]?.Resource).toEqual(arns);
    expect(actionsOf(statements).filter((a) => !/^(logs|xray):/.test(a))).toEqual(['lambda:InvokeFunction']);
  });

  it('lets BuildExport read the table without Scan, read recipe and cook-log photos and write only under exports/', () => {
    const build = task('build-export');
    expect(build.properties.Timeout).toBe(900);
    expect(Object.keys(build.environment)).toEqual(expect.arrayContaining(['TABLE_NAME', 'MEDIA_BUCKET']));
    const statements = statementsOfRole(roleOf(build.properties));
    // ConditionCheckItem: the recipe writes it bundles hold a create to its owner's session record.
    expect(actionsOf(statements).filter((a) => !/^(logs|xray):/.test(a))).toEqual([
      'dynamodb:ConditionCheckItem',
      'dynamodb:GetItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
      's3:AbortMultipartUpload',
      's3:GetObject',
      's3:PutObject',
    ]);
    const resources = (action: string) =>
      JSON.stringify(statements.filter((s) => [s.Action].flat().includes(action)).map((s) => s.Resource));
    expect(resources('s3:GetObject')).toContain('/recipe-images/*');
    // The household's cook-log photos go into the zip beside cook-log.json (issue 39).
    expect(resources('s3:GetObject')).toContain('/cook-photos/*');
    expect(resources('s3:GetObject')).not.toContain('/exports/*');
    expect(resources('s3:PutObject')).not.toContain('/cook-photos/*');
    expect(resources('s3:PutObject')).toContain('/exports/*');
    expect(resources('s3:PutObject')).not.toContain('/recipe-images/*');
    expect(resources('dynamodb:Query')).toContain('/index/gsi1');
    expect(resources('dynamodb:Query')).toContain('/index/gsi3');
  });

  it('lets FinishExport read and update the job, read the profile and send mail, nothing in the bucket', () => {
    const finish = task('finish-export');
    expect(finish.environment.MAIL_MODE).toBe('ses');
    const actions = actionsOf(statementsOfRole(roleOf(finish.properties))).filter(
      (a) => !/^(logs|xray):/.test(a),
    );
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:UpdateItem']));
    expect(actions.filter((a) => a.startsWith('s3:') || a === 'dynamodb:Scan')).toEqual([]);
  });

  it('lets the extraction area start it, tells it where it is, and sign links under exports/', () => {
    const fn = lambdaNamed(hearth.templates.api, 'ExtractionFunction');
    expect(fn.environment.EXPORT_EVERYTHING_STATE_MACHINE_ARN).toEqual({ Ref: exportMachine().logicalId });
    const statements = statementsOfRole(roleOf(fn.properties));
    const starts = statements.filter((s) => [s.Action].flat().includes('states:StartExecution'));
    expect(starts.flatMap((s) => [s.Resource].flat())).toContainEqual({ Ref: exportMachine().logicalId });
    const reads = statements.filter((s) => [s.Action].flat().includes('s3:GetObject'));
    expect(JSON.stringify(reads.map((s) => s.Resource))).toContain('/exports/*');
  });
});
