// Faults the local stand-ins inject, so the app meets AWS's failures on a laptop: HEARTH_FAULTS lists
// service:kind:probability rules, e.g. `dynamodb:throttle:0.05,s3:error:0.02,cognito:timeout:0.01,
// sfn:task-fail:0.02`. Each request to a stand-in rolls once per rule of its service:
//   throttle   refused before it is applied, with the service's own throttling answer
//   error      the service's own 500; half of them after the request was applied (AWS: a 500 "may or
//              may not" have changed anything), so a retry must be safe
//   timeout    applied, and the answer never comes: the client's own timeout must give up and retry
//   task-fail  (sfn) a task invocation fails with Lambda.ServiceException before it runs
// The fault proxies (fault-proxy.ts) and the task runner (task-runner.ts) roll these dice and count
// what they injected, and the stream poller and task runner count what they delivered twice; `npm run
// chaos` prints both.

export const FAULT_SERVICES = ['dynamodb', 's3', 'cognito', 'sfn'] as const;
export type FaultService = (typeof FAULT_SERVICES)[number];
export const FAULT_KINDS = ['throttle', 'error', 'timeout', 'task-fail'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultRule {
  service: FaultService;
  kind: FaultKind;
  probability: number;
}

const isService = (value: string): value is FaultService =>
  (FAULT_SERVICES as readonly string[]).includes(value);
const isKind = (value: string): value is FaultKind => (FAULT_KINDS as readonly string[]).includes(value);

/** The rules of a HEARTH_FAULTS value; a malformed one throws naming the part it could not read. */
export function parseFaults(spec: string | undefined): FaultRule[] {
  if (!spec?.trim()) return [];
  return spec.split(',').map((part) => {
    const [service = '', kind = '', probability = ''] = part.trim().split(':');
    const p = Number(probability);
    if (!isService(service) || !isKind(kind) || !(p >= 0 && p <= 1) || probability === '')
      throw new Error(
        `HEARTH_FAULTS: cannot read "${part.trim()}" (service:kind:probability, services ${FAULT_SERVICES.join('|')}, kinds ${FAULT_KINDS.join('|')}, probability 0 to 1)`,
      );
    if ((kind === 'task-fail') !== (service === 'sfn'))
      throw new Error(`HEARTH_FAULTS: ${kind} is not a fault of ${service}`);
    return { service, kind, probability: p };
  });
}

/** Rolls the rules and counts what was injected. */
export class FaultDice {
  private readonly injected = new Map<string, number>();
  private readonly repeated = new Map<string, number>();
  /** While false nothing is injected (`npm run chaos` sets up and checks its ledger without faults). */
  active = true;

  constructor(
    readonly rules: readonly FaultRule[],
    private readonly random: () => number = Math.random,
  ) {}

  /** Whether `service` has any rule (a stand-in without one needs no proxy). */
  covers(service: FaultService): boolean {
    return this.rules.some((rule) => rule.service === service && rule.probability > 0);
  }

  /** True when this request gets the fault; counted. */
  roll(service: FaultService, kind: FaultKind): boolean {
    const rule = this.rules.find((r) => r.service === service && r.kind === kind);
    if (!this.active || !rule || this.random() >= rule.probability) return false;
    const name = `${service}:${kind}`;
    this.injected.set(name, (this.injected.get(name) ?? 0) + 1);
    return true;
  }

  /** The first fault this request gets, if any, in the order throttle, error, timeout. */
  pick(service: FaultService): FaultKind | null {
    for (const kind of ['throttle', 'error', 'timeout'] as const) if (this.roll(service, kind)) return kind;
    return null;
  }

  /** Coin flips that are not faults (whether an error comes after the request was applied). */
  chance(p: number): boolean {
    return this.random() < p;
  }

  /** How many of each fault were injected, by "service:kind". */
  counts(): Record<string, number> {
    return Object.fromEntries(this.injected);
  }

  /** Notes one delivery made twice (at-least-once: "stream" batches, "task" invocations). */
  deliveredTwice(what: 'stream' | 'task'): void {
    this.repeated.set(what, (this.repeated.get(what) ?? 0) + 1);
  }

  /** How many deliveries were made twice, by what. */
  repeats(): Record<string, number> {
    return Object.fromEntries(this.repeated);
  }
}
