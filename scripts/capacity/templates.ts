// The limits a deploy sets itself, read from the synthesized templates (`npx cdk synth` writes them to
// cdk.out; without one the app is synthesized here, bundling skipped): stage throttles and costly
// routes' own, function memory, reserved concurrency, the collection import's items at once, what the
// fixed monthly costs count (alarms and their metrics, dashboards, web ACL rules, keys, secrets), and
// the user pool's feature plan.
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Throttle {
  rateLimit: number;
  burstLimit: number;
}

export interface DeployLimits {
  httpStage: Throttle;
  liveStage: Throttle;
  /** Costly routes' own throttles, by route key. */
  routeThrottles: Record<string, Throttle>;
  /** MemorySize (MB) of the API area functions (the largest; they answer every request). */
  apiFunctionMb: number;
  /** MemorySize (MB) of the recipe-import workflow's tasks (the largest). */
  importTaskMb: number;
  /** Executions reserved across all functions (0: none). */
  reservedConcurrency: number;
  /** The collection import's items at once (its Distributed Map's MaxConcurrency). */
  importItemsAtOnce: number;
  alarms: number;
  /** Metrics the alarms read in all (CloudWatch bills each metric of a math alarm). */
  alarmMetrics: number;
  dashboards: number;
  wafRules: number;
  kmsKeys: number;
  secrets: number;
  cognitoPlan: 'LITE' | 'ESSENTIALS' | 'PLUS';
}

type Resource = { Type: string; Properties?: Record<string, unknown> };
type Template = { Resources?: Record<string, Resource> };

/** The templates of a cloud assembly directory. */
function readTemplates(dir: string): Template[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.template.json'))
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Template);
}

/** Synthesizes the app here (no bundling) into a temporary directory; answers that directory. */
async function synthesize(): Promise<string> {
  const [{ App }, { buildHearthApp }, { repoRoot }] = await Promise.all([
    import('aws-cdk-lib'),
    import('../../infra/lib/hearth-app.js'),
    import('../../infra/lib/paths.js'),
  ]);
  const cdkJson = JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  const outdir = mkdtempSync(join(tmpdir(), 'hearth-capacity-'));
  const app = new App({ outdir, context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [] } });
  buildHearthApp(app, { account: '111122223333', region: 'us-east-1' });
  app.synth();
  return outdir;
}

/** Reads the limits from `dir` (a cdk.out), synthesizing the app first when there is none. */
export async function deployLimits(dir = 'cdk.out'): Promise<{ limits: DeployLimits; source: string }> {
  const hasTemplates = existsSync(dir) && readdirSync(dir).some((file) => file.endsWith('.template.json'));
  const source = hasTemplates ? dir : await synthesize();
  return { limits: limitsOf(readTemplates(source)), source: hasTemplates ? dir : 'synthesized in place' };
}

export function limitsOf(templates: Template[]): DeployLimits {
  const resources = templates.flatMap((template) => Object.values(template.Resources ?? {}));
  const ofType = (type: string) => resources.filter((r) => r.Type === type).map((r) => r.Properties ?? {});
  const stage = (name: string) => ofType('AWS::ApiGatewayV2::Stage').find((s) => s.StageName === name);
  const throttleOf = (settings: unknown): Throttle => {
    const s = (settings ?? {}) as { ThrottlingRateLimit?: number; ThrottlingBurstLimit?: number };
    return { rateLimit: s.ThrottlingRateLimit ?? 10_000, burstLimit: s.ThrottlingBurstLimit ?? 5_000 };
  };
  const http = stage('$default');
  const functions = ofType('AWS::Lambda::Function');
  const memoryOf = (match: RegExp) =>
    Math.max(
      0,
      ...functions
        .filter((fn) => match.test(String(fn.Description ?? '')))
        .map((fn) => Number(fn.MemorySize ?? 128)),
    );
  const machines = ofType('AWS::StepFunctions::StateMachine');
  const importMap = machines
    .map((machine) => {
      try {
        return JSON.parse(String(machine.DefinitionString)) as {
          States?: Record<string, { MaxConcurrency?: number }>;
        };
      } catch {
        return {};
      }
    })
    .flatMap((definition) => Object.values(definition.States ?? {}))
    .find((state) => state.MaxConcurrency !== undefined);
  const alarms = ofType('AWS::CloudWatch::Alarm');
  const acls = ofType('AWS::WAFv2::WebACL');
  const pool = ofType('AWS::Cognito::UserPool')[0];
  return {
    httpStage: throttleOf(http?.DefaultRouteSettings),
    liveStage: throttleOf(stage('live')?.DefaultRouteSettings),
    routeThrottles: Object.fromEntries(
      Object.entries((http?.RouteSettings ?? {}) as Record<string, unknown>).map(([key, s]) => [
        key,
        throttleOf(s),
      ]),
    ),
    apiFunctionMb: memoryOf(/API area/) || 512,
    importTaskMb: memoryOf(/extract-recipe task/) || 1536,
    reservedConcurrency: functions.reduce((sum, fn) => sum + Number(fn.ReservedConcurrentExecutions ?? 0), 0),
    importItemsAtOnce: importMap?.MaxConcurrency ?? 10,
    alarms: alarms.length,
    alarmMetrics: alarms.reduce(
      (sum, alarm) =>
        sum +
        (Array.isArray(alarm.Metrics)
          ? (alarm.Metrics as { MetricStat?: unknown }[]).filter((m) => m.MetricStat).length
          : 1),
      0,
    ),
    dashboards: ofType('AWS::CloudWatch::Dashboard').length,
    wafRules: acls.reduce((sum, acl) => sum + ((acl.Rules as unknown[]) ?? []).length, 0),
    kmsKeys: ofType('AWS::KMS::Key').length,
    secrets: ofType('AWS::SecretsManager::Secret').length,
    cognitoPlan: (pool?.UserPoolTier as DeployLimits['cognitoPlan']) ?? 'ESSENTIALS',
  };
}
