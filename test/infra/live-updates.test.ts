// Live updates on AWS (issues 15, 40), proven on the synthesized templates: the WebSocket API with the
// connect-ticket authorizer on $connect, the two-way ping route of the heartbeat, the table's stream and a consumer filtered to the list, plan and menu
// partitions, and IAM scoped to this API's @connections; the browser learns the wss:// address from
// config.json and the site's CSP allows it.
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIVE_ITEM_PREFIXES, LIVE_PARTITION_PREFIXES } from '../../infra/lib/constructs/live-updates.js';
import {
  API_GATEWAY_IDLE_TIMEOUT_MS,
  LIVE_HEARTBEAT_MS,
  LIVE_PING_ROUTE,
  LIVE_PONG_TIMEOUT_MS,
} from '../../lambdas/src/contracts/live.js';
import { lambdaNamed, resourcesOf, type SynthesisedHearth, synthHearth } from './hearth-app.js';

let hearth: SynthesisedHearth;
beforeAll(() => {
  hearth = synthHearth();
});

describe('live updates on AWS', () => {
  it('is a WebSocket API whose $connect carries a REQUEST authorizer reading the one-time ?ticket= (never a token)', () => {
    const api = hearth.templates.api;
    api.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'WEBSOCKET',
      RouteSelectionExpression: '$request.body.action',
    });
    // The HTTP API's JWT authorizer aside, the one Lambda authorizer is the WebSocket's.
    const authorizers = resourcesOf(api, 'AWS::ApiGatewayV2::Authorizer')
      .map(([, authorizer]) => authorizer.Properties)
      .filter((properties) => properties.AuthorizerType === 'REQUEST');
    expect(authorizers).toEqual([
      expect.objectContaining({ IdentitySource: ['route.request.querystring.ticket'] }),
    ]);
    const routes = resourcesOf(api, 'AWS::ApiGatewayV2::Route').map(([, route]) => route.Properties);
    const connect = routes.find((route) => route.RouteKey === '$connect');
    expect(connect).toMatchObject({ AuthorizationType: 'CUSTOM' });
    expect(routes.map((route) => route.RouteKey)).toEqual(
      expect.arrayContaining(['$connect', '$disconnect', '$default']),
    );
    api.hasResourceProperties('AWS::ApiGatewayV2::Stage', { StageName: 'live', AutoDeploy: true });
  });

  it("answers the browser's heartbeat: a two-way `ping` route on the connection Lambda", () => {
    const api = hearth.templates.api;
    const routes = resourcesOf(api, 'AWS::ApiGatewayV2::Route');
    const [pingId, ping] = routes.find(([, route]) => route.Properties.RouteKey === LIVE_PING_ROUTE) ?? [];
    expect(ping?.Properties).toMatchObject({ RouteResponseSelectionExpression: '$default' });
    const connect = routes.find(([, route]) => route.Properties.RouteKey === '$connect')?.[1];
    // The same integration (the connection Lambda) as $connect: its answer is the pong.
    expect(ping?.Properties.Target).toEqual(connect?.Properties.Target);
    const responses = resourcesOf(api, 'AWS::ApiGatewayV2::RouteResponse').map(([, r]) => r.Properties);
    expect(responses).toEqual([
      expect.objectContaining({ RouteResponseKey: '$default', RouteId: { Ref: pingId } }),
    ]);
    // Inside the idle timeout, with a minute to spare for a hidden tab's throttled timers.
    expect(LIVE_HEARTBEAT_MS + LIVE_PONG_TIMEOUT_MS + 60_000).toBeLessThan(API_GATEWAY_IDLE_TIMEOUT_MS);
  });

  it('lets the authorizer spend tickets and read session records, and nothing else of the table', () => {
    const authorizer = lambdaNamed(hearth.templates.api, 'LiveUpdatesAuthorizerFunction');
    expect(authorizer.environment.USER_POOL_ID).toBeUndefined();
    const [, policy] =
      resourcesOf(hearth.templates.api, 'AWS::IAM::Policy').find(([id]) =>
        id.startsWith('LiveUpdatesAuthorizerFunction'),
      ) ?? [];
    const actions = JSON.stringify(policy?.Properties.PolicyDocument);
    expect(actions).toContain('dynamodb:DeleteItem');
    expect(actions).toContain('dynamodb:GetItem');
    expect(actions).not.toMatch(/dynamodb:(PutItem|UpdateItem|Query|Scan)/);
  });

  it("turns on the table stream and feeds the consumer only list, pantry, plan and menu changes, and long imports' jobs", () => {
    hearth.templates.stateful.hasResourceProperties('AWS::DynamoDB::Table', {
      StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
    });
    const mappings = resourcesOf(hearth.templates.api, 'AWS::Lambda::EventSourceMapping');
    expect(mappings).toHaveLength(1);
    const [, mapping] = mappings[0] as (typeof mappings)[number];
    const filters = (mapping.Properties.FilterCriteria as { Filters: { Pattern: string }[] }).Filters.map(
      (filter) => JSON.parse(filter.Pattern),
    );
    // The data layer's lists (the pantry among them: CDK once kept its own copy, without PANTRY#).
    expect(LIVE_PARTITION_PREFIXES).toContain('PANTRY#');
    expect(filters).toEqual([
      { dynamodb: { Keys: { pk: { S: LIVE_PARTITION_PREFIXES.map((prefix) => ({ prefix })) } } } },
      { dynamodb: { Keys: { sk: { S: LIVE_ITEM_PREFIXES.map((prefix) => ({ prefix })) } } } },
    ]);
    expect(mapping.Properties).toMatchObject({
      StartingPosition: 'LATEST',
      BisectBatchOnFunctionError: true,
    });
  });

  it('lets only the fan-out, the heartbeat, the households and account areas and account deletion manage connections, of this API stage alone', () => {
    const policies = resourcesOf(hearth.templates.api, 'AWS::IAM::Policy').filter(([, policy]) =>
      JSON.stringify(policy.Properties.PolicyDocument).includes('execute-api:ManageConnections'),
    );
    // Sign out everywhere (account), a move (households) and deletion close a person's sockets; a
    // heartbeat that finds its caller no longer entitled closes its own (issue 32).
    expect(policies.map(([id]) => id.replace(/[A-F0-9]{8}$/, '')).sort()).toEqual([
      expect.stringMatching(/^AccountFunction/),
      expect.stringMatching(/^DeletionFunction/),
      expect.stringMatching(/^HouseholdsFunction/),
      expect.stringMatching(/^LiveUpdatesConnectionFunction/),
      expect.stringMatching(/^LiveUpdatesStreamFunction/),
    ]);
    for (const [, policy] of policies)
      expect(JSON.stringify(policy.Properties.PolicyDocument)).toContain('/live/*/@connections/*');
    for (const name of [
      'LiveUpdatesStreamFunction',
      'LiveUpdatesConnectionFunction',
      'AccountFunction',
      'HouseholdsFunction',
      'DeletionFunction',
    ])
      expect(lambdaNamed(hearth.templates.api, name).environment.LIVE_MANAGEMENT_ENDPOINT).toBeDefined();
  });

  it('tells the browser where to connect, and the CSP lets it', () => {
    const web = hearth.templates.web;
    const json = JSON.stringify(web.toJSON());
    // config.json is built at deploy time from markers: the WebSocket API's id is one of them.
    expect(json).toMatch(
      /"<<marker:0xbaba:\d+>>":\{"Fn::ImportValue":"Hearth-Api:ExportsOutputRefLiveUpdatesApi/,
    );
    web.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          ContentSecurityPolicy: Match.objectLike({ ContentSecurityPolicy: Match.anyValue() }),
        }),
      }),
    });
    expect(json).toMatch(/wss:\/\//);
  });
});
