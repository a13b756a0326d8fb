// How fast API Gateway lets requests in (issue 33). Three layers, each doing one job:
//  - The stage's default route throttle only keeps one deploy from taking the whole account's API
//    allowance (10,000 requests/s shared by every API of the account and region): half of it for the
//    HTTP API, a fifth for the live-updates socket. It is not a per-person limit and must never be what
//    a crowd at dinner hits (the old 50 requests/s was: opening Home costs several requests).
//  - Routes whose each call costs real money or a scarcer quota (Textract, the model, a Standard
//    workflow, a PDF drawn in memory, an account's every item deleted) get their own, lower limit, sized
//    from that quota (aws-quotas.ts), so a burst on them cannot spend what the rest of the app needs.
//  - Fairness between people is not here: WAF limits each address (constructs/site-firewall.ts) and the
//    app limits each person (data/entities/rate-limit.ts), both before any of these buckets empties.
// The local API gateway (infra/local) answers 429 at the same limits, so a test hits them first.
import { awsQuotas } from './aws-quotas.js';

export interface Throttle {
  /** Steady requests per second. */
  rateLimit: number;
  /** Requests let through at once before the steady rate applies. */
  burstLimit: number;
}

/** The HTTP API stage's default, for every route without its own below. */
export const apiThrottle: Throttle = {
  rateLimit: awsQuotas.apiAccountRate.value / 2,
  burstLimit: awsQuotas.apiAccountBurst.value / 2,
};

/**
 * The live-updates WebSocket stage: connects (new connections are capped at 500/s per account anyway),
 * heartbeats and disconnects. After a network blip every open tab reconnects; the client spreads them
 * with jittered backoff, and this leaves room for a crowd's worth of them.
 */
export const liveThrottle: Throttle = {
  rateLimit: awsQuotas.apiAccountRate.value / 5,
  burstLimit: awsQuotas.apiAccountBurst.value / 5,
};

export interface RouteThrottle extends Throttle {
  /** Why this route costs more than the rest, and what sizes its limit. */
  why: string;
}

/** Costly routes, by API Gateway route key (`METHOD /path`, as in lambdas/src/routes.ts). */
export const costlyRouteThrottles: Record<string, RouteThrottle> = {
  'POST /api/extract-recipe': {
    // A photo or PDF makes one Textract call (10/s by default); a page without structured data one
    // model call. Twice Textract's rate lets a burst queue in the SDK's retries rather than fail.
    rateLimit: awsQuotas.textractDetectRate.value * 2,
    burstLimit: awsQuotas.textractDetectRate.value * 4,
    why: 'runs the import workflow: Textract on photos and PDFs, the model on pages without recipe data',
  },
  'POST /api/suggest-recipes': {
    rateLimit: Math.ceil(awsQuotas.bedrockRequestsPerMinute.value / 60) * 2,
    burstLimit: Math.ceil(awsQuotas.bedrockRequestsPerMinute.value / 60) * 4,
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
  'DELETE /api/me': {
    rateLimit: 5,
    burstLimit: 10,
    why: 'deletes every item, file and subscription of an account in the request',
  },
  'DELETE /api/admin/users/{userId}': {
    rateLimit: 5,
    burstLimit: 10,
    why: 'deletes every item, file and subscription of an account in the request',
  },
};
