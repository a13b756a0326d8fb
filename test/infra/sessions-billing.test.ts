// Issue 13, items 6 and 7 on AWS: the account area may end a user's sessions (AdminUserGlobalSignOut on
// the pool, nothing wider), and the deletion area reads the Stripe settings so an account deletion can
// cancel the subscription.
import { beforeAll, describe, expect, it } from 'vitest';
import { lambdaNamed, resourcesOf, type SynthesisedHearth, synthHearth } from './hearth-app.js';

let hearth: SynthesisedHearth;
beforeAll(() => {
  hearth = synthHearth();
});

type Statement = { Action: string | string[]; Resource: unknown };

function statementsOf(functionName: string): Statement[] {
  const fn = lambdaNamed(hearth.templates.api, functionName);
  const role = (fn.properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return resourcesOf(hearth.templates.api, 'AWS::IAM::Policy')
    .filter(([, policy]) => JSON.stringify(policy.Properties.Roles).includes(role))
    .flatMap(([, policy]) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}

const withAction = (statements: Statement[], action: string) =>
  statements.filter((statement) => [statement.Action].flat().includes(action));

describe('ending sessions and cancelling subscriptions', () => {
  it('lets the account area sign a user out everywhere, on the user pool only', () => {
    const [signOut, ...more] = withAction(
      statementsOf('AccountFunction'),
      'cognito-idp:AdminUserGlobalSignOut',
    );
    expect(more).toEqual([]);
    expect(JSON.stringify(signOut?.Resource)).toMatch(/UserPool/);
    expect(JSON.stringify(signOut?.Resource)).not.toContain('*');
    // No other area can.
    for (const name of ['RecipesFunction', 'BillingFunction', 'AdminFunction', 'DeletionFunction'])
      expect(withAction(statementsOf(name), 'cognito-idp:AdminUserGlobalSignOut')).toEqual([]);
  });

  it('gives account deletion the Stripe settings path and read access to it, and the admin area neither', () => {
    const deletion = lambdaNamed(hearth.templates.api, 'DeletionFunction');
    const variables = (deletion.properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(variables.STRIPE_PARAMETER_PREFIX).toBe('/Hearth/stripe');
    const [read] = withAction(statementsOf('DeletionFunction'), 'ssm:GetParametersByPath');
    expect(JSON.stringify(read?.Resource)).toContain('parameter/Hearth/stripe');
    const admin = lambdaNamed(hearth.templates.api, 'AdminFunction');
    const adminVariables = (admin.properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(adminVariables.STRIPE_PARAMETER_PREFIX).toBeUndefined();
    expect(withAction(statementsOf('AdminFunction'), 'ssm:GetParametersByPath')).toEqual([]);
  });
});
