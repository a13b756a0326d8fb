import { beforeAll, describe, expect, it } from 'vitest';
import {
  extractRecipeDefinition,
  extractRecipeTasks,
} from '../../lambdas/src/workflows/extract-recipe.asl.js';
import { lambdaNamed, resourcesOf, type SynthesisedHearth, synthHearth } from './hearth-app.js';

let hearth: SynthesisedHearth;
beforeAll(() => {
  hearth = synthHearth();
});

function stateMachine() {
  const [[, resource]] = resourcesOf(hearth.templates.extraction, 'AWS::StepFunctions::StateMachine') as [
    [string, { Properties: Record<string, unknown> }],
  ];
  return resource.Properties;
}

const pascal = (kebab: string) =>
  kebab.replace(/(^|-)(\w)/g, (_match, _dash, letter: string) => letter.toUpperCase());

describe('the extract-recipe state machine', () => {
  it('is an Express workflow whose definition is the shared ASL module', () => {
    const properties = stateMachine();
    expect(properties.StateMachineType).toBe('EXPRESS');
    expect(JSON.parse(properties.DefinitionString as string)).toEqual(extractRecipeDefinition());
  });

  it('fills each task substitution with its Lambda and may invoke exactly those', () => {
    const substitutions = stateMachine().DefinitionSubstitutions as Record<string, unknown>;
    const definition = JSON.stringify(extractRecipeDefinition());
    for (const task of extractRecipeTasks) {
      const fn = lambdaNamed(hearth.templates.extraction, `${pascal(task.handler)}Function`);
      expect(definition).toContain(`\${${task.substitution}}`);
      expect(substitutions[task.substitution]).toEqual({ 'Fn::GetAtt': [fn.logicalId, 'Arn'] });
    }
    const invokeStatements = resourcesOf(hearth.templates.extraction, 'AWS::IAM::Policy')
      .flatMap(
        ([, policy]) =>
          (policy.Properties.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement,
      )
      .filter((statement) => statement.Action === 'lambda:InvokeFunction');
    expect(invokeStatements).toEqual([
      expect.objectContaining({
        Resource: expect.arrayContaining(
          extractRecipeTasks.map((task) => ({
            'Fn::GetAtt': [
              lambdaNamed(hearth.templates.extraction, `${pascal(task.handler)}Function`).logicalId,
              'Arn',
            ],
          })),
        ),
      }),
    ]);
  });

  it('logs every execution with its data and traces with X-Ray', () => {
    expect(stateMachine()).toMatchObject({
      LoggingConfiguration: { Level: 'ALL', IncludeExecutionData: true },
      TracingConfiguration: { Enabled: true },
    });
  });

  it('sends url to FetchPage, image and pdf to ReadDocument, and anything else to a Fail state', () => {
    const { States } = extractRecipeDefinition();
    expect(States.SourceType.Choices.map((choice) => [choice.StringEquals, choice.Next])).toEqual([
      ['url', 'FetchPage'],
      ['image', 'ReadDocument'],
      ['pdf', 'ReadDocument'],
    ]);
    expect(States.SourceType.Default).toBe('UnsupportedSource');
    expect(JSON.stringify(States)).not.toContain('JSONata');
  });
});
