// The app exactly as `npx cdk synth` writes it, every Lambda bundled by the local esbuild: run once per
// infra test run (offline, no AWS credentials) by whichever test file asks first, then shared through
// the run's folder (global-setup.ts). A lock folder makes the other workers wait for it.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { repoRoot } from '../../infra/lib/paths.js';

const run = promisify(execFile);

function offlineEnvironment(dir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!key.startsWith('AWS_')) env[key] = value;
  return {
    ...env,
    AWS_EC2_METADATA_DISABLED: 'true',
    AWS_CONFIG_FILE: join(dir, 'no-config'),
    AWS_SHARED_CREDENTIALS_FILE: join(dir, 'no-credentials'),
    CDK_DISABLE_VERSION_CHECK: 'true',
  };
}

/** The cdk.out folder of this run's `npx cdk synth --quiet`. */
export async function bundledSynth(): Promise<string> {
  const dir = inject('bundledSynthDir');
  const outdir = join(dir, 'cdk.out');
  const outcome = join(dir, 'outcome.json');
  let mine = true;
  try {
    mkdirSync(join(dir, 'lock'));
  } catch {
    mine = false;
  }
  if (mine) {
    try {
      await run('npx', ['cdk', 'synth', '--quiet', '--output', outdir], {
        cwd: repoRoot,
        env: offlineEnvironment(dir),
        timeout: 240_000,
        maxBuffer: 16 * 1024 * 1024,
      });
      writeFileSync(outcome, JSON.stringify({ ok: true }));
    } catch (error) {
      writeFileSync(outcome, JSON.stringify({ ok: false, error: String(error) }));
    }
  }
  for (let waited = 0; !existsSync(outcome); waited += 500) {
    if (waited > 280_000) throw new Error('the bundled cdk synth did not finish');
    await sleep(500);
  }
  const result = JSON.parse(readFileSync(outcome, 'utf8')) as { ok: boolean; error?: string };
  if (!result.ok) throw new Error(`npx cdk synth failed: ${result.error}`);
  return outdir;
}

type Resource = { Type: string; Properties: Record<string, unknown>; Metadata?: Record<string, unknown> };
export type TemplateJson = { Resources: Record<string, Resource> };

export interface LambdaAsset {
  stack: string;
  logicalId: string;
  /** The construct path, e.g. Hearth-Extraction/ReadDocumentFunction/Resource. */
  constructPath: string;
  /** The asset folder cdk synth wrote (holds index.mjs). */
  assetDir: string;
  architecture: 'arm64' | 'x86_64';
  /** Environment.Variables as in the template (values may be intrinsic functions). */
  environment: Record<string, unknown>;
  /** Logical id of the function's role in the same template. */
  roleLogicalId: string;
  template: TemplateJson;
}

export function readTemplates(outdir: string): Map<string, TemplateJson> {
  return new Map(
    readdirSync(outdir)
      .filter((file) => file.endsWith('.template.json'))
      .map((file) => [
        file.replace(/\.template\.json$/, ''),
        JSON.parse(readFileSync(join(outdir, file), 'utf8')) as TemplateJson,
      ]),
  );
}

/** Every Lambda function of the app whose code is a bundled asset (not CDK's own helper functions). */
export function lambdaAssets(outdir: string): LambdaAsset[] {
  const assets: LambdaAsset[] = [];
  for (const [stack, template] of readTemplates(outdir)) {
    for (const [logicalId, resource] of Object.entries(template.Resources)) {
      if (resource.Type !== 'AWS::Lambda::Function') continue;
      const assetPath = resource.Metadata?.['aws:asset:path'];
      const assetDir = typeof assetPath === 'string' ? join(outdir, assetPath) : '';
      if (!existsSync(join(assetDir, 'index.mjs'))) continue;
      const properties = resource.Properties;
      const role = properties.Role as { 'Fn::GetAtt'?: [string, string] };
      assets.push({
        stack,
        logicalId,
        constructPath: String(resource.Metadata?.['aws:cdk:path'] ?? logicalId),
        assetDir,
        architecture:
          (properties.Architectures as string[] | undefined)?.[0] === 'arm64' ? 'arm64' : 'x86_64',
        environment:
          (properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {},
        roleLogicalId: role['Fn::GetAtt']?.[0] ?? '',
        template,
      });
    }
  }
  return assets;
}

/** A short name for a function: its construct id without "Function", e.g. ReadDocument, LiveUpdates/Stream. */
export const functionName = (asset: LambdaAsset) =>
  asset.constructPath
    .split('/')
    .slice(1, -1)
    .join('/')
    .replace(/Function$/, '');
