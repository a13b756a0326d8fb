// The ledger of `npm run chaos`: every write the crowd sent and what it was told, then what the stack
// holds when the crowd is done. A write's answer is one of three things a person can know:
//   acknowledged  2xx: it happened, and must be there exactly once
//   refused       4xx: it did not happen, and must not be there
//   unknown       5xx or no answer: it may or may not have happened (AWS's own 500 "may or may not"
//                 have changed anything), so it may be there once, never twice
// Creations are counted by a token unique to each (a title, a line's text, a plan's day and meal);
// updates (a tick, a rating) by the values the last acknowledged write and any unknown one after it
// leave possible.

export type Outcome = 'acknowledged' | 'refused' | 'unknown';

/** What an answer tells the person who sent the write. */
export function outcomeOf(status: number | null): Outcome {
  if (status === null || status >= 500) return 'unknown';
  if (status >= 400) return 'refused';
  return 'acknowledged';
}

export interface LedgerFindings {
  /** Acknowledged creations not there, and acknowledged updates overwritten by nothing the crowd sent. */
  lost: string[];
  /** Creations there more than once. */
  doubled: string[];
  /** Refused creations that are there anyway. */
  appliedThoughRefused: string[];
  /** Writes by outcome. */
  writes: Record<Outcome, number>;
}

export class Ledger {
  private readonly created = new Map<string, Outcome[]>();
  private readonly updated = new Map<string, Set<string>>();
  private readonly counts: Record<Outcome, number> = { acknowledged: 0, refused: 0, unknown: 0 };

  /** A creation sent once with this unique key (kind:owner:token). */
  create(key: string, outcome: Outcome): void {
    this.counts[outcome] += 1;
    this.created.set(key, [...(this.created.get(key) ?? []), outcome]);
  }

  /** An update of `target` to `value` (sent in order, one at a time per target). */
  update(target: string, value: string, outcome: Outcome): void {
    this.counts[outcome] += 1;
    const possible = this.updated.get(target);
    if (outcome === 'acknowledged') this.updated.set(target, new Set([value]));
    else if (outcome === 'unknown') {
      // Before any acknowledged write the value it had stays possible: the caller set it first.
      if (possible) possible.add(value);
    }
  }

  /** Where an update's target starts (its value before the crowd). */
  start(target: string, value: string): void {
    this.updated.set(target, new Set([value]));
  }

  /** The keys of creations sent, for the caller to count them in what the stack holds. */
  createdKeys(): string[] {
    return [...this.created.keys()];
  }

  /** Compares with what the stack holds: how many of each created key, and each target's value. */
  check(found: Map<string, number>, values: Map<string, string>): LedgerFindings {
    const findings: LedgerFindings = {
      lost: [],
      doubled: [],
      appliedThoughRefused: [],
      writes: { ...this.counts },
    };
    for (const [key, outcomes] of this.created) {
      const count = found.get(key) ?? 0;
      if (count > 1) findings.doubled.push(`${key} (${count} times)`);
      if (count === 0 && outcomes.includes('acknowledged')) findings.lost.push(key);
      if (count > 0 && outcomes.every((outcome) => outcome === 'refused'))
        findings.appliedThoughRefused.push(key);
    }
    for (const [target, possible] of this.updated) {
      const value = values.get(target);
      if (value === undefined || !possible.has(value))
        findings.lost.push(`${target}: ${value ?? 'missing'}, expected ${[...possible].join(' or ')}`);
    }
    return findings;
  }
}
