// The metrics as CloudWatch reads them: EMF lines in namespace Hearth. Tests run with metrics off
// (vitest.config.ts), so each case loads the module afresh with them on.
import { afterEach, describe, expect, it, vi } from 'vitest';

interface EmfLine {
  _aws: { CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string }[] }[] };
  [key: string]: unknown;
}

async function withMetricsOn() {
  vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
  vi.resetModules();
  const lines: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => {
    lines.push(String(chunk));
    return true;
  });
  const module = await import('./metrics.js');
  return { ...module, emitted: () => lines.map((line) => JSON.parse(line) as EmfLine) };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('metrics', () => {
  it('counts an import by kind and outcome, and passes its result or error through', async () => {
    const { countImport, emitted } = await withMetricsOn();
    await expect(countImport('url', async () => 'recipes')).resolves.toBe('recipes');
    await expect(countImport('pdf', () => Promise.reject(new Error('no text')))).rejects.toThrow('no text');
    const [ok, failed] = emitted();
    expect(ok?._aws.CloudWatchMetrics[0]).toMatchObject({
      Namespace: 'Hearth',
      Dimensions: [['service', 'kind', 'outcome']],
      Metrics: [{ Name: 'Imports' }],
    });
    expect(ok).toMatchObject({ service: 'hearth', kind: 'url', outcome: 'ok', Imports: 1 });
    expect(failed).toMatchObject({ kind: 'pdf', outcome: 'failed', Imports: 1 });
  });

  it("writes an invocation's events once, when flushed, and nothing when none were counted", async () => {
    const { countEvent, flushMetrics, emitted } = await withMetricsOn();
    flushMetrics();
    expect(emitted()).toEqual([]);
    countEvent('EmailsSent');
    countEvent('EmailsSent');
    countEvent('SignUps');
    expect(emitted()).toEqual([]);
    flushMetrics();
    const [line] = emitted();
    expect(line?._aws.CloudWatchMetrics[0]?.Namespace).toBe('Hearth');
    expect(line).toMatchObject({ service: 'hearth', EmailsSent: [1, 1], SignUps: 1 });
    flushMetrics();
    expect(emitted()).toHaveLength(1);
  });

  it('counts each model call and, when it throws, a failure too, each written at once (tasks have no chain)', async () => {
    const { countModelCall, emitted } = await withMetricsOn();
    await expect(countModelCall(async () => ['a recipe'])).resolves.toEqual(['a recipe']);
    await expect(countModelCall(() => Promise.reject(new Error('AccessDenied')))).rejects.toThrow(
      'AccessDenied',
    );
    const counted = emitted().map((line) => line._aws.CloudWatchMetrics[0]?.Metrics[0]?.Name);
    expect(counted).toEqual(['ModelCalls', 'ModelCalls', 'ModelFailures']);
    expect(emitted()[2]).toMatchObject({ service: 'hearth', ModelFailures: 1 });
  });

  it('counts a collection-import item that would not save', async () => {
    const { countImportItemFailed, emitted } = await withMetricsOn();
    countImportItemFailed();
    expect(emitted()).toEqual([expect.objectContaining({ service: 'hearth', ImportItemsFailed: 1 })]);
  });

  it('writes nothing with metrics off (locally and in tests)', async () => {
    vi.resetModules();
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const { countEvent, countImport, countModelCall, flushMetrics } = await import('./metrics.js');
    await countImport('photo', async () => 1);
    await countModelCall(async () => 1);
    countEvent('SignUps');
    flushMetrics();
    expect(spy).not.toHaveBeenCalled();
  });
});
