// How fast API Gateway lets requests in (issue 33). Three layers, each doing one job:
//  - The stage's default route throttle only keeps one deploy from taking the whole account's API
//    allowance (10,000 requests/s by default, shared by every API of the account and region): half of
//    it for the HTTP API, a fifth for the live-updates socket. It is not a per-person limit and must
//    never be what a crowd at dinner hits (the old 50 requests/s was: opening Home costs several requests).
//  - Routes whose each call costs real money or a scarcer quota (Textract, the model, a Standard
//    workflow, a PDF drawn in memory, an account's every item deleted) get their own, lower limit, sized
//    from that quota, so a burst on them cannot spend what the rest of the app needs.
//  - Fairness between people is not here: WAF limits each address (constructs/site-firewall.ts) and the
//    app limits each person (data/entities/rate-limit.ts), both before any of these buckets empties.
// The quotas are AWS's defaults (aws-quotas.ts) unless the deploy says its account has more
// (`-c quota:textractDetectRate=50`, settings.ts): the throttles follow, so raising a quota with AWS
// and telling the deploy is the whole of a scaling step (docs/SCALE.md).
import { awsQuotas, type QuotaName } from './aws-quotas.js';

export interface Throttle {
  /** Steady requests per second. */
  rateLimit: number;
  /** Requests let through at once before the steady rate applies. */
  burstLimit: number;
}

export interface RouteThrottle extends Throttle {
  /** Why this route costs more than the rest, and what sizes its limit. */
  why: string;
}

export type QuotaValues = Record<QuotaName, number>;

export const defaultQuotas = Object.fromEntries(
  Object.entries(awsQuotas).map(([name, quota]) => [name, quota.value]),
) as QuotaValues;

export interface ApiThrottles {
  /** The HTTP API stage's default, for every route without its own. */
  stage: Throttle;
  /**
   * The live-updates WebSocket stage: connects (also capped by the account's new connections a
   * second), heartbeats and disconnects. After a network blip every open tab reconnects; the client
   * spreads them with jittered backoff.
   */
  live: Throttle;
  /** Costly routes, by API Gateway route key (`METHOD /path`, as in lambdas/src/routes.ts). */
  routes: Record<string, RouteThrottle>;
}

/** The throttles for an account with these quotas. */
export function apiThrottles(quotas: QuotaValues = defaultQuotas): ApiThrottles {
  const share = (fraction: number): Throttle => ({
    rateLimit: Math.floor(quotas.apiAccountRate * fraction),
    burstLimit: Math.floor(quotas.apiAccountBurst * fraction),
  });
  const modelPerSecond = Math.ceil(quotas.bedrockRequestsPerMinute / 60);
  const deletion = {
    rateLimit: 5,
    burstLimit: 10,
    why: 'deletes every item, file and subscription of an account in the request',
  };
  return {
    stage: share(1 / 2),
    live: share(1 / 5),
    routes: {
      'POST /api/extract-recipe': {
        // About one import in six is a photo or PDF (one Textract call); the rest are web pages, which
        // touch neither Textract nor, mostly, the model. Five imports a Textract call a second.
        rateLimit: quotas.textractDetectRate * 5,
        burstLimit: quotas.textractDetectRate * 10,
        why: 'runs the import workflow: Textract on photos and PDFs, the model on pages without recipe data',
      },
      'POST /api/suggest-recipes': {
        rateLimit: modelPerSecond * 2,
        burstLimit: modelPerSecond * 4,
        why: "calls the model once (its quota is counted in requests a minute); without a model it ranks Hearth's library",
      },
      'POST /api/imports/{id}/begin': {
        rateLimit: 20,
        burstLimit: 40,
        why: 'starts a Standard workflow that reads an archive of up to 500 MB and fans out over its recipes',
      },
      'POST /api/imports/{id}/retry': {
        rateLimit: 20,
        burstLimit: 40,
        why: "starts a Standard workflow over a job's failed items",
      },
      'POST /api/exports': {
        rateLimit: 10,
        burstLimit: 20,
        why: 'starts a Standard workflow that zips every recipe and photo a person keeps',
      },
      'POST /api/cookbooks': {
        rateLimit: 10,
        burstLimit: 20,
        why: 'draws a PDF of up to 100 recipes with their photos in the request',
      },
      'DELETE /api/me': deletion,
      'DELETE /api/admin/users/{userId}': deletion,
    },
  };
}

const defaults = apiThrottles();
/** The throttles with AWS's default quotas (what a deploy without `quota:` context gets). */
export const apiThrottle: Throttle = defaults.stage;
export const liveThrottle: Throttle = defaults.live;
export const costlyRouteThrottles: Record<string, RouteThrottle> = defaults.routes;
