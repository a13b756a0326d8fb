import { Match } from 'aws-cdk-lib/assertions';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { lambdaSource } from '../../infra/lib/paths.js';
import { SIMULATOR_WEBHOOK_SECRET } from '../../lambdas/src/adapters/payments/simulator-secret.js';
import { areas, deployedRoutes, routes } from '../../lambdas/src/routes.js';
import { lambdaNamed, resourcesOf, type SynthesisedHearth, synthHearth } from './hearth-app.js';

let hearth: SynthesisedHearth;
beforeAll(() => {
  hearth = synthHearth();
});

const capitalise = (area: string) => area.charAt(0).toUpperCase() + area.slice(1);

/** The HTTP API's routes (the WebSocket API's $connect, $disconnect and $default: live-updates.test.ts). */
function routeResources() {
  return new Map(
    resourcesOf(hearth.templates.api, 'AWS::ApiGatewayV2::Route')
      // The HTTP API's routes (`METHOD /path`): the WebSocket API's ($connect, ping, …) have no space.
      .filter(([, route]) => String(route.Properties.RouteKey).includes(' '))
      .map(([, route]) => [route.Properties.RouteKey as string, route.Properties]),
  );
}

describe('the HTTP API', () => {
  it('has exactly the routes of lambdas/src/routes.ts but the local-only ones', () => {
    expect([...routeResources().keys()].sort()).toEqual(
      deployedRoutes.map((route) => `${route.method} ${route.path}`).sort(),
    );
  });

  it('creates no route for the local checkout simulator', () => {
    const simulator = routes.filter((route) => route.path.startsWith('/api/checkout-simulator/'));
    expect(simulator).toHaveLength(4);
    expect(simulator.every((route) => route.localOnly)).toBe(true);
    expect([...routeResources().keys()].filter((name) => name.includes('checkout-simulator'))).toEqual([]);
  });

  it('puts the Cognito JWT authorizer on every user and admin route and none on public routes', () => {
    const authorizers = resourcesOf(hearth.templates.api, 'AWS::ApiGatewayV2::Authorizer').filter(
      ([, authorizer]) => authorizer.Properties.AuthorizerType === 'JWT',
    );
    expect(authorizers).toHaveLength(1);
    const authorizerId = authorizers[0]?.[0];
    const created = routeResources();
    expect(deployedRoutes.some((route) => route.auth === 'public')).toBe(true);
    expect(deployedRoutes.some((route) => route.auth === 'admin')).toBe(true);
    for (const route of deployedRoutes) {
      const resource = created.get(`${route.method} ${route.path}`);
      if (route.auth !== 'public') {
        expect(resource, route.path).toMatchObject({
          AuthorizationType: 'JWT',
          AuthorizerId: { Ref: authorizerId },
        });
      } else {
        expect(resource?.AuthorizationType ?? 'NONE', route.path).toBe('NONE');
        expect(resource?.AuthorizerId, route.path).toBeUndefined();
      }
    }
  });

  it('validates tokens issued by the user pool for the web client', () => {
    hearth.templates.api.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [{ 'Fn::ImportValue': Match.stringLikeRegexp('UserPoolWebClient') }],
        Issuer: {
          'Fn::Join': [
            '',
            Match.arrayWith([
              Match.stringLikeRegexp('cognito-idp'),
              { 'Fn::ImportValue': Match.stringLikeRegexp('UserPool') },
            ]),
          ],
        },
      },
    });
  });

  it('throttles the stage and writes access logs', () => {
    hearth.templates.api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      // Half the account's default API allowance (10,000 requests/s, burst 5,000): the agreed numbers,
      // written out so a change to the throttle table shows up here (infra/lib/api-throttles.ts).
      DefaultRouteSettings: { ThrottlingRateLimit: 5_000, ThrottlingBurstLimit: 2_500 },
      AccessLogSettings: {
        DestinationArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('AccessLogs'), 'Arn'] },
        Format: Match.stringLikeRegexp('\\$context.requestId'),
      },
    });
  });
});

describe('the area functions', () => {
  it('are one arm64 Node 22 function per area, with log retention and no fixed name', () => {
    // One per area, the three of live updates (live-updates.test.ts), the four tasks of collection
    // import (collection-import.test.ts) and the two of export everything (export-everything.test.ts).
    expect(resourcesOf(hearth.templates.api, 'AWS::Lambda::Function')).toHaveLength(areas.length + 3 + 4 + 2);
    for (const area of areas) {
      const fn = lambdaNamed(hearth.templates.api, `${capitalise(area)}Function`);
      expect(fn.properties, area).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        LoggingConfig: { LogGroup: { Ref: expect.stringMatching(`${capitalise(area)}FunctionLogs`) } },
      });
      expect(fn.properties.FunctionName).toBeUndefined();
      expect(fn.environment, area).toMatchObject({
        TABLE_NAME: expect.anything(),
        USER_POOL_ID: expect.anything(),
        USER_POOL_CLIENT_ID: expect.anything(),
        NODE_OPTIONS: '--enable-source-maps',
      });
      // Only the areas that link to the site or send mail are told how (api-grants.test.ts).
      if (fn.environment.APP_ORIGIN_PARAMETER !== undefined)
        expect(fn.environment.APP_ORIGIN_PARAMETER, area).toBe('/Hearth/app-origin');
      if (fn.environment.MAIL_MODE !== undefined) expect(fn.environment.MAIL_MODE, area).toBe('ses');
    }
    hearth.templates.api.hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 30 });
  });

  it('bundle no code of the local checkout simulator', async () => {
    // The same entries and esbuild settings as the functions' bundling (HearthFunction).
    const simulatorFiles = /domain\/billing\/simulator\.ts$|handlers\/http\/billing\/local\.ts$/;
    for (const area of areas) {
      const { metafile } = await build({
        entryPoints: [lambdaSource('handlers', 'http', area, 'index.ts')],
        bundle: true,
        write: false,
        metafile: true,
        platform: 'node',
        target: 'node22',
        format: 'esm',
        mainFields: ['module', 'main'],
        external: ['@aws-sdk/*'],
        logLevel: 'silent',
      });
      const inputs = Object.keys(metafile.inputs);
      expect(inputs.length, area).toBeGreaterThan(10);
      expect(
        inputs.filter((file) => simulatorFiles.test(file)),
        area,
      ).toEqual([]);
    }
  }, 60_000);

  it('leave the local checkout simulator off: billing reads Stripe from SSM, with no local endpoint or secret', () => {
    // The simulator (whose webhook secret is public) runs only where DYNAMODB_ENDPOINT marks a local
    // stack and no Stripe key is set; on AWS the keys come from SSM under the prefix.
    const billing = lambdaNamed(hearth.templates.api, 'BillingFunction');
    expect(billing.environment.STRIPE_PARAMETER_PREFIX).toEqual(expect.stringMatching(/^\//));
    expect(billing.environment.MAIL_MODE).toBe('ses');
    for (const area of areas) {
      const environment = lambdaNamed(hearth.templates.api, `${capitalise(area)}Function`).environment;
      const localOnly = Object.keys(environment).filter(
        // LIVE_MANAGEMENT_ENDPOINT is the WebSocket API's own @connections address on AWS, not a stand-in.
        (name) =>
          (name.endsWith('_ENDPOINT') && name !== 'LIVE_MANAGEMENT_ENDPOINT') ||
          name === 'STRIPE_API_BASE' ||
          name === 'MAIL_OUTBOX_DIR',
      );
      expect(localOnly, area).toEqual([]);
      expect(environment.STRIPE_SECRET_KEY, area).toBeUndefined();
      expect(environment.STRIPE_WEBHOOK_SECRET, area).toBeUndefined();
      expect(JSON.stringify(environment), area).not.toContain(SIMULATOR_WEBHOOK_SECRET);
    }
  });

  it('reach the table and its indexes without wildcards or Scan', () => {
    const statements = resourcesOf(hearth.templates.api, 'AWS::IAM::Policy').flatMap(
      ([, policy]) =>
        (policy.Properties.PolicyDocument as { Statement: { Action: string | string[] }[] }).Statement,
    );
    const actions = statements.flatMap((statement) => [statement.Action].flat());
    expect(actions).toContain('dynamodb:Query');
    expect(actions).toContain('dynamodb:PutItem');
    expect(actions).not.toContain('dynamodb:Scan');
    expect(actions.filter((action) => action.includes('*'))).toEqual([]);
  });

  it('let the account area update Cognito attributes (e-mail change)', () => {
    const account = lambdaNamed(hearth.templates.api, 'AccountFunction');
    const role = (account.properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    hearth.templates.api.hasResourceProperties('AWS::IAM::Policy', {
      Roles: [{ Ref: role }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            // One statement on the pool (CDK merges them): e-mail change and sign out everywhere.
            Action: Match.arrayWith(['cognito-idp:AdminUpdateUserAttributes']),
            Resource: { 'Fn::ImportValue': Match.stringLikeRegexp('UserPool') },
          }),
        ]),
      },
    });
  });
  it('let the admin area manage Cognito users, account deletion delete them and list media prefixes, and nothing wider', () => {
    const statementsOf = (functionName: string) => {
      const fn = lambdaNamed(hearth.templates.api, functionName);
      const role = (fn.properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
      return resourcesOf(hearth.templates.api, 'AWS::IAM::Policy')
        .filter(([, policy]) => JSON.stringify(policy.Properties.Roles).includes(role))
        .flatMap(
          ([, policy]) =>
            (
              policy.Properties.PolicyDocument as {
                Statement: { Action: string | string[]; Resource: unknown; Condition?: unknown }[];
              }
            ).Statement,
        );
    };
    const admin = statementsOf('AdminFunction');
    const cognito = admin.find((statement) => [statement.Action].flat().includes('cognito-idp:ListUsers'));
    expect([cognito?.Action].flat().sort()).toEqual([
      'cognito-idp:AdminGetUser',
      'cognito-idp:AdminUpdateUserAttributes',
      'cognito-idp:ListUsers',
      'cognito-idp:ListUsersInGroup',
    ]);
    expect(JSON.stringify(cognito?.Resource)).toMatch(/UserPool/);
    // Deleting an account is the deletion area's: the admin area lists, deletes and signs in nothing.
    const adminActions = admin.flatMap((statement) => [statement.Action].flat());
    expect(adminActions.filter((action) => action.startsWith('s3:'))).toEqual([]);
    expect(adminActions).not.toContain('cognito-idp:AdminDeleteUser');
    expect(adminActions).not.toContain('cognito-idp:AdminInitiateAuth');
    const deletion = statementsOf('DeletionFunction');
    const deletionCognito = deletion
      .flatMap((statement) => [statement.Action].flat())
      .filter((action) => action.startsWith('cognito-idp:'));
    expect([...new Set(deletionCognito)].sort()).toEqual([
      'cognito-idp:AdminDeleteUser',
      'cognito-idp:AdminGetUser',
      // "Delete my account" checks the password server-side (ADMIN_USER_PASSWORD_AUTH).
      'cognito-idp:AdminInitiateAuth',
      'cognito-idp:ListUsersInGroup',
    ]);
    const listing = deletion.find((statement) => statement.Action === 's3:ListBucket');
    expect(listing?.Condition).toEqual({
      StringLike: {
        's3:prefix': [
          'recipe-images/*',
          'recipe-files/*',
          'videos/*',
          'imports/*',
          'exports/*',
          'cookbooks/*',
          'cook-photos/*',
        ],
      },
    });
    // Other areas get no user-management rights.
    const recipes = lambdaNamed(hearth.templates.api, 'RecipesFunction');
    const recipesRole = (recipes.properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const recipesActions = resourcesOf(hearth.templates.api, 'AWS::IAM::Policy')
      .filter(([, policy]) => JSON.stringify(policy.Properties.Roles).includes(recipesRole))
      .flatMap(([, policy]) =>
        (
          policy.Properties.PolicyDocument as { Statement: { Action: string | string[] }[] }
        ).Statement.flatMap((statement) => [statement.Action].flat()),
      );
    expect(recipesActions.filter((action) => action.startsWith('cognito-idp:'))).toEqual([]);
  });

  it('let the media and recipes areas tag recipe images, import files and cook-log photos (pending uploads, claims), and no other area', () => {
    const taggers = ['MediaFunction', 'RecipesFunction', 'FinderFunction', 'AccountFunction'].map((name) => {
      const fn = lambdaNamed(hearth.templates.api, name);
      const role = (fn.properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
      const statements = resourcesOf(hearth.templates.api, 'AWS::IAM::Policy')
        .filter(([, policy]) => JSON.stringify(policy.Properties.Roles).includes(role))
        .flatMap(
          ([, policy]) =>
            (
              policy.Properties.PolicyDocument as {
                Statement: { Action: string | string[]; Resource: unknown }[];
              }
            ).Statement,
        )
        .filter((statement) => [statement.Action].flat().includes('s3:PutObjectTagging'));
      return JSON.stringify(statements.map((statement) => statement.Resource));
    });
    const [media, recipes, finder, account] = taggers;
    for (const granted of [media, recipes]) {
      expect(granted).toContain('/recipe-images/*');
      expect(granted).toContain('/recipe-files/*');
      expect(granted).toContain('/cook-photos/*');
      expect(granted).not.toContain('/videos/*');
    }
    expect([finder, account]).toEqual(['[]', '[]']);
  });
});
