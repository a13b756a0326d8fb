// Builds and synthesises the real Hearth app once for a test file: cdk.json's feature flags, no Lambda
// bundling, a fixed account and region, and a throw-away built site so the site deployment is
// synthesised too. cdk-nag runs inside synth exactly as in `cdk synth`.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { buildHearthApp, type HearthStacks } from '../../infra/lib/hearth-app.js';
import { repoRoot } from '../../infra/lib/paths.js';

export const testEnv = { account: '111122223333', region: 'eu-west-1' };

/** A minimal built SPA: index.html plus one hashed asset. */
export function fakeSiteDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-site-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Hearth</title><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("hearth")');
  return dir;
}

export interface SynthesisedHearth extends HearthStacks {
  app: App;
  assembly: CloudAssembly;
  templates: { stateful: Template; extraction: Template; api: Template; web: Template; edge: Template };
}

export interface SynthOptions {
  context?: Record<string, unknown>;
  /** The built-in CloudFormation schema validation costs several seconds; one test file runs it. */
  cloudFormationValidation?: boolean;
}

export function synthHearth({
  context = {},
  cloudFormationValidation = false,
}: SynthOptions = {}): SynthesisedHearth {
  const cdkJson = JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  const app = new App({
    builtinCloudFormationValidation: cloudFormationValidation,
    context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [], siteDist: fakeSiteDist(), ...context },
  });
  const stacks = buildHearthApp(app, testEnv);
  const assembly = app.synth();
  const template = (stackName: string) => Template.fromJSON(assembly.getStackByName(stackName).template);
  return {
    app,
    assembly,
    ...stacks,
    templates: {
      stateful: template(stacks.stateful.stackName),
      extraction: template(stacks.extraction.stackName),
      api: template(stacks.api.stackName),
      web: template(stacks.web.stackName),
      // testEnv is outside us-east-1, so the site's web ACL is in the Edge stack.
      edge: template((stacks.edge ?? stacks.web).stackName),
    },
  };
}

/** Resources of one type in a template, as [logicalId, resource] pairs. */
export function resourcesOf(template: Template, type: string) {
  return Object.entries(template.findResources(type)) as [string, { Properties: Record<string, unknown> }][];
}

/** The Lambda function whose logical id starts with the construct id, e.g. 'AccountFunction'. */
export function lambdaNamed(template: Template, constructId: string) {
  const found = resourcesOf(template, 'AWS::Lambda::Function').find(([id]) => id.startsWith(constructId));
  if (!found) throw new Error(`no Lambda function ${constructId}`);
  const [logicalId, resource] = found;
  const environment = (resource.Properties.Environment as { Variables?: Record<string, unknown> } | undefined)
    ?.Variables;
  return { logicalId, properties: resource.Properties, environment: environment ?? {} };
}
