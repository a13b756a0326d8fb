// API Gateway's throttles, as the HTTP API applies them: token buckets (a bucket holds up to `burstLimit`
// tokens and refills at `rateLimit` a second; a request takes one or is answered 429). One bucket for the
// account (10,000 rps, burst 5,000, across the Region), and one per route with the stage's default route
// settings unless the route has its own: the CDK stage's settings (infra/lib/api-throttles.ts).

export interface ThrottleSettings {
  rateLimit: number;
  burstLimit: number;
}

type Clock = () => number;

export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly settings: ThrottleSettings,
    private readonly now: Clock = () => performance.now(),
  ) {
    this.tokens = settings.burstLimit;
    this.last = now();
  }

  /** Takes a token if there is one. */
  take(): boolean {
    const now = this.now();
    const refill = ((now - this.last) / 1000) * this.settings.rateLimit;
    this.tokens = Math.min(this.settings.burstLimit, this.tokens + refill);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

export interface StageThrottleSettings {
  account: ThrottleSettings;
  /** The stage's default route settings, applied to each route on its own. */
  defaultRoute: ThrottleSettings;
  /** Routes with their own settings, by route key ("POST /api/extract-recipe"). */
  routes?: Record<string, ThrottleSettings>;
}

/** Answers whether a request to `routeKey` is let through; a refused one spends no token elsewhere. */
export function stageThrottle(settings: StageThrottleSettings, now?: Clock) {
  const account = new TokenBucket(settings.account, now);
  const routes = new Map<string, TokenBucket>();
  return {
    admit(routeKey: string): boolean {
      let bucket = routes.get(routeKey);
      if (!bucket) {
        bucket = new TokenBucket(settings.routes?.[routeKey] ?? settings.defaultRoute, now);
        routes.set(routeKey, bucket);
      }
      return bucket.take() && account.take();
    },
  };
}
