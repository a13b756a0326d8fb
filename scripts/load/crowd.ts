// A crowd of cooks for `npm run load`: each cook one connection doing the mix of actions
// (load/cooks.ts) until its bounds are reached, and what the crowd cost: each action's times and
// errors, the DynamoDB requests it caused and the CPU it took in Node and in DynamoDB Local's JVM.
import { readdir, readFile } from 'node:fs/promises';
import { type Cook, call, chooseAction } from './cooks.js';

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

export type Sample = { times: number[]; errors: number; statuses: Map<number, number> };

export interface CrowdResult {
  samples: Map<string, Sample>;
  issued: number;
  seconds: number;
  dynamoRequests: number;
  nodeCpuMs: number;
  jvmCpuMs: number;
}

/** CPU time (ms) of this process's DynamoDB Local JVMs: the stand-in the crowd's requests wait on. */
async function jvmCpuMs(): Promise<number> {
  const ticksPerMs = 100 / 1000; // Linux USER_HZ
  let total = 0;
  const entries = await readdir('/proc').catch(() => [] as string[]);
  const parents = new Map<number, number>();
  const stats = new Map<number, string[]>();
  for (const entry of entries.filter((name) => /^\d+$/.test(name))) {
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (!stat) continue;
    parents.set(Number(entry), Number(fields[1]));
    if (stat.includes('(java)')) stats.set(Number(entry), fields);
  }
  for (const [pid, fields] of stats) {
    let up = parents.get(pid);
    while (up && up !== process.pid) up = parents.get(up);
    if (up === process.pid) total += (Number(fields[11]) + Number(fields[12])) / ticksPerMs;
  }
  return total;
}

export const all = (samples: Map<string, Sample>) =>
  [...samples.values()].flatMap((sample) => sample.times).sort((a, b) => a - b);

/**
 * A person's pause before their next action: exponential around `mean` ms (so cooks fall out of step),
 * cut short at `deadline` so the run's seconds are the seconds the crowd was asking.
 */
const pause = (mean: number, deadline: number) =>
  new Promise((resolve) =>
    setTimeout(resolve, Math.min(-Math.log(1 - Math.random()) * mean, deadline - performance.now())),
  );

/**
 * Each cook one connection, doing the mix until `requests` are sent or `seconds` pass; `pauseMs` is the
 * mean pause between a cook's actions (0: flat out). The first pause is drawn too, so a paced crowd
 * starts spread out rather than all at once.
 */
export async function crowd(
  base: string,
  cooks: Cook[],
  requests: number,
  seconds: number,
  pauseMs = 0,
): Promise<CrowdResult> {
  const { dynamoRequestCount } = await import('../../lambdas/src/shared/clients.js');
  const samples = new Map<string, Sample>();
  let issued = 0;
  const dynamoBefore = dynamoRequestCount.value;
  const cpuBefore = process.cpuUsage();
  const jvmBefore = await jvmCpuMs();
  const begin = performance.now();
  const deadline = begin + seconds * 1000;
  const cookLoop = async (cook: Cook) => {
    while (issued < requests && performance.now() < deadline) {
      if (pauseMs > 0) {
        await pause(pauseMs, deadline);
        if (issued >= requests || performance.now() >= deadline) break;
      }
      issued += 1;
      const action = chooseAction();
      const { method, path, body } = action.request(cook);
      const sample: Sample = samples.get(action.name) ?? { times: [], errors: 0, statuses: new Map() };
      samples.set(action.name, sample);
      const sent = performance.now();
      try {
        const { status } = await call(base, cook.token, method, path, body);
        sample.times.push(performance.now() - sent);
        if (status >= 400) {
          sample.errors += 1;
          sample.statuses.set(status, (sample.statuses.get(status) ?? 0) + 1);
        }
      } catch {
        sample.times.push(performance.now() - sent);
        sample.errors += 1;
      }
    }
  };
  await Promise.all(cooks.map(cookLoop));
  const cpu = process.cpuUsage(cpuBefore);
  return {
    samples,
    issued,
    seconds: (performance.now() - begin) / 1000,
    dynamoRequests: dynamoRequestCount.value - dynamoBefore,
    nodeCpuMs: (cpu.user + cpu.system) / 1000,
    jvmCpuMs: (await jvmCpuMs()) - jvmBefore,
  };
}
