// The HTTP API stage's throttles, without CDK: the API stack sets them on the stage, and the local
// twin's API Gateway (infra/local/lambda-api.ts) answers 429 at the same rates, so a crowd meets the
// limit on a laptop before it meets it on AWS.

/** Steady and burst request rates of each route (the stage's default route settings); beyond them, 429. */
export const apiThrottle = { rateLimit: 50, burstLimit: 100 };

/** Routes with their own, lower limits (costly ones), by route key ("POST /api/extract-recipe"). */
export const costlyRouteThrottles: Record<string, { rateLimit: number; burstLimit: number }> = {};
