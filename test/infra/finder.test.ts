// The finder function: the suggestion model's settings, and Bedrock access only to the configured model.
import type { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { lambdaNamed, resourcesOf, synthHearth } from './hearth-app.js';

interface Statement {
  Action: string | string[];
  Resource: unknown;
}

function statementsOf(template: Template, functionId: string): Statement[] {
  const roleRef = (lambdaNamed(template, functionId).properties.Role as { 'Fn::GetAtt': [string, string] })[
    'Fn::GetAtt'
  ][0];
  return resourcesOf(template, 'AWS::IAM::Policy')
    .filter(([, policy]) =>
      (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleRef),
    )
    .flatMap(([, policy]) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}

const invokesModel = (statements: Statement[]) =>
  statements.filter((statement) => [statement.Action].flat().includes('bedrock:InvokeModel'));

describe('the finder function', () => {
  it('uses no model by default and may not call Bedrock', () => {
    const template = synthHearth().templates.api;
    expect(lambdaNamed(template, 'FinderFunction').environment.LLM_PROVIDER).toBe('none');
    expect(invokesModel(statementsOf(template, 'FinderFunction'))).toEqual([]);
  });

  it('may invoke exactly the configured Bedrock model (a cross-region profile and its model)', () => {
    const template = synthHearth({
      context: { llmProvider: 'bedrock', llmModelId: 'eu.anthropic.claude-3-5-haiku-20241022-v1:0' },
    }).templates.api;
    expect(lambdaNamed(template, 'FinderFunction').environment).toMatchObject({
      LLM_PROVIDER: 'bedrock',
      LLM_MODEL_ID: 'eu.anthropic.claude-3-5-haiku-20241022-v1:0',
    });
    const [statement, ...others] = invokesModel(statementsOf(template, 'FinderFunction'));
    expect(others).toEqual([]);
    const resources = JSON.stringify(statement?.Resource);
    expect(resources).toContain(
      ':bedrock:eu-west-1:111122223333:inference-profile/eu.anthropic.claude-3-5-haiku',
    );
    expect(resources).toContain(':bedrock:*::foundation-model/anthropic.claude-3-5-haiku-20241022-v1:0');
    // No other area gets the model.
    expect(invokesModel(statementsOf(template, 'RecipesFunction'))).toEqual([]);
  });
});
