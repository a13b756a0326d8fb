// The local twin runs each function with its own timeout and memory (infra/local/function-limits.ts);
// here they are held to what the CDK app deploys, so a change on one side fails until the other
// follows. The ID token's lifetime, which the local Cognito issues (test/integration/local-twin-limits),
// is held to the user pool client's here too.
import { relative } from 'node:path';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { HearthFunction } from '../../infra/lib/constructs/hearth-function.js';
import { lambdaSource } from '../../infra/lib/paths.js';
import { functionLimits } from '../../infra/local/function-limits.js';
import { resourcesOf, type SynthesisedHearth, synthHearth } from './hearth-app.js';

let hearth: SynthesisedHearth;
beforeAll(() => {
  // With a sender, so the mail stack's function is deployed and checked too.
  hearth = synthHearth({ context: { mailFrom: 'no-reply@hearth.example' } });
});

describe('each function’s timeout and memory', () => {
  it('are the ones the local twin runs it with', () => {
    const functions = hearth.app.node
      .findAll()
      .filter((construct): construct is HearthFunction => construct instanceof HearthFunction);
    expect(functions.length).toBeGreaterThan(25);
    const deployed = functions.map((fn) => {
      const cfn = fn.node.defaultChild as CfnFunction;
      return {
        module: relative(lambdaSource(), fn.entry),
        timeoutSeconds: cfn.timeout,
        memoryMb: cfn.memorySize,
      };
    });
    expect(deployed).toEqual(deployed.map(({ module }) => ({ module, ...functionLimits(module) })));
  });
});

describe('the ID token', () => {
  it('lasts the hour the local Cognito gives it', () => {
    const clients = resourcesOf(hearth.templates.stateful, 'AWS::Cognito::UserPoolClient');
    expect(clients).toHaveLength(1);
    expect(clients[0]?.[1].Properties).toMatchObject({
      IdTokenValidity: 60,
      TokenValidityUnits: { IdToken: 'minutes' },
    });
  });
});
