// The API's stage settings (api-stack.ts): what each request's access-log line holds, and each costly
// route's own throttle.
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import type { CfnStage, HttpRoute, HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import type { ApiThrottles } from '../api-throttles.js';

/** One JSON line per request: who, what, how it went and how long it took. */
export function accessLogFormat(): AccessLogFormat {
  return AccessLogFormat.custom(
    JSON.stringify({
      requestId: '$context.requestId',
      ip: '$context.identity.sourceIp',
      time: '$context.requestTime',
      method: '$context.httpMethod',
      route: '$context.routeKey',
      status: '$context.status',
      latencyMs: '$context.responseLatency',
      userId: '$context.authorizer.claims.sub',
      authorizerError: '$context.authorizer.error',
      integrationError: '$context.integrationErrorMessage',
    }),
  );
}

/**
 * Each costly route's own limit (api-throttles.ts). API Gateway refuses settings for a route key it
 * does not have yet, so the stage waits for those routes.
 */
export function throttleCostlyRoutes(
  stage: HttpStage,
  routesByKey: Map<string, HttpRoute>,
  costly: ApiThrottles['routes'],
): void {
  // A JSON property: CloudFormation's own capitalised names, written as they go out.
  const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
  for (const [key, { rateLimit, burstLimit }] of Object.entries(costly)) {
    const route = routesByKey.get(key);
    if (!route) throw new Error(`costlyRouteThrottles names ${key}, which is not a deployed route`);
    stage.node.addDependency(route);
    routeSettings[key] = { ThrottlingRateLimit: rateLimit, ThrottlingBurstLimit: burstLimit };
  }
  (stage.node.defaultChild as CfnStage).routeSettings = routeSettings;
}
