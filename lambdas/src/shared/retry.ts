// One retry policy for the whole backend (issue 34): "full jitter" exponential back-off, as AWS's
// Architecture Blog ("Exponential Backoff And Jitter") and the SDK's own standard retry strategy do. The
// n-th retry waits a random time in [0, min(cap, base * 2^n)), so writers that collided once (a busy
// finder-index shard, two members ticking the list, a transaction cancelled by a concurrent one) spread
// out instead of colliding again in step. Each caller keeps its own base and cap: how long a retry is
// worth waiting differs between a table write (milliseconds) and a payment API (seconds).

export interface Backoff {
  /** The first retry's ceiling, doubled each attempt. */
  baseMs: number;
  /** The ceiling never grows past this. */
  capMs: number;
}

/** How long the `attempt`-th retry (0 for the first) waits. */
export const backoffDelay = (
  attempt: number,
  { baseMs, capMs }: Backoff,
  random: () => number = Math.random,
) => random() * Math.min(capMs, baseMs * 2 ** attempt);

/** Waits before the `attempt`-th retry. */
export const pauseBeforeRetry = (attempt: number, policy: Backoff): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, backoffDelay(attempt, policy)));
