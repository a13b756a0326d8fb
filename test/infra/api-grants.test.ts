// The API functions' grants after issue 16's tightening: each area's media only under its own prefixes
// (contracts/media-keys.ts), table actions as infra/lib/stacks/api-access.ts lists them (the IAM
// cross-check holds those to each bundle's calls), indexes read-only, mail and site links only where sent.
import { beforeAll, describe, expect, it } from 'vitest';
import { areaMediaAccess, areaTableAccess } from '../../infra/lib/stacks/api-access.js';
import { MEDIA_PREFIXES, userMediaPrefixes } from '../../lambdas/src/contracts/media-keys.js';
import { type Area, areas } from '../../lambdas/src/routes.js';
import { lambdaNamed, resourcesOf, type SynthesisedHearth, synthHearth } from './hearth-app.js';

type Statement = { Action: string | string[]; Resource: unknown; Condition?: unknown };

let hearth: SynthesisedHearth;
let withMail: SynthesisedHearth;
beforeAll(() => {
  hearth = synthHearth();
  withMail = synthHearth({ context: { mailFrom: 'no-reply@hearth.example' } });
});

const capitalise = (area: string) => area.charAt(0).toUpperCase() + area.slice(1);

function statementsOf(app: SynthesisedHearth, area: Area): Statement[] {
  const fn = lambdaNamed(app.templates.api, `${capitalise(area)}Function`);
  const role = (fn.properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return resourcesOf(app.templates.api, 'AWS::IAM::Policy')
    .filter(([, policy]) => JSON.stringify(policy.Properties.Roles).includes(`"${role}"`))
    .flatMap(([, policy]) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}

const actionsOf = (statements: Statement[]) => statements.flatMap((statement) => [statement.Action].flat());

/** The media prefixes each S3 object action is granted under, e.g. { 's3:GetObject': ['recipe-files'] }. */
function mediaGrants(area: Area): Record<string, string[]> {
  const grants: Record<string, string[]> = {};
  for (const statement of statementsOf(hearth, area)) {
    const prefixes = [...JSON.stringify(statement.Resource).matchAll(/"\/([a-z-]+)\/\*"/g)].map(
      (m) => m[1] ?? '',
    );
    for (const action of [statement.Action]
      .flat()
      .filter((name) => name.startsWith('s3:') && name !== 's3:ListBucket'))
      grants[action] = [...(grants[action] ?? []), ...prefixes].sort();
  }
  return grants;
}

describe('the API functions, after tightening', () => {
  it('reach media only under their own prefixes, and only videos, account deletion and the ends of links delete', () => {
    const { recipeImages, recipeFiles, videos, cookbooks, cookPhotos } = MEDIA_PREFIXES;
    // Cook-log photos (issue 39): the media area signs their uploads and links, recipes claims them.
    const imagesAndFiles = [cookPhotos, recipeFiles, recipeImages];
    expect(mediaGrants('recipes')).toEqual({
      's3:GetObject': imagesAndFiles,
      's3:PutObject': imagesAndFiles,
      's3:PutObjectTagging': imagesAndFiles,
    });
    expect(mediaGrants('media')).toEqual({
      's3:GetObject': imagesAndFiles,
      's3:PutObject': imagesAndFiles,
      's3:PutObjectTagging': imagesAndFiles,
    });
    // The cookbook writes its PDF and reads the recipes' photos to draw them.
    expect(mediaGrants('cookbooks')).toEqual({
      's3:GetObject': [cookbooks, recipeImages],
      's3:PutObject': [cookbooks, recipeImages],
    });
    expect(mediaGrants('videos')).toEqual(
      Object.fromEntries(
        [
          's3:AbortMultipartUpload',
          's3:DeleteObject',
          's3:GetObject',
          's3:PutObject',
          's3:PutObjectTagging',
        ].map((action) => [action, [videos]]),
      ),
    );
    expect(mediaGrants('deletion')).toEqual({ 's3:DeleteObject': [...userMediaPrefixes].sort() });
    // A move and a sign-out everywhere delete the files behind links a person was handed (issue 32).
    for (const area of ['account', 'households'] as const)
      expect(mediaGrants(area), area).toEqual({
        's3:DeleteObject': [MEDIA_PREFIXES.cookbooks, MEDIA_PREFIXES.exports].sort(),
      });
    for (const area of areas.filter((name) => !(name in areaMediaAccess))) {
      expect(mediaGrants(area), area).toEqual({});
      expect(
        lambdaNamed(hearth.templates.api, `${capitalise(area)}Function`).environment.MEDIA_BUCKET,
      ).toBeUndefined();
    }
    const deleters = areas.filter((area) =>
      actionsOf(statementsOf(hearth, area)).includes('s3:DeleteObject'),
    );
    expect(deleters.sort()).toEqual(['account', 'deletion', 'households', 'videos']);
  });

  it('take exactly their listed table actions, read indexes only with Query, and never Scan', () => {
    for (const area of areas) {
      const statements = statementsOf(hearth, area).filter((statement) =>
        [statement.Action].flat().some((action) => action.startsWith('dynamodb:')),
      );
      const onIndexes = statements.filter((statement) =>
        JSON.stringify(statement.Resource).includes('/index/'),
      );
      const onTable = statements.filter((statement) => !onIndexes.includes(statement));
      expect(actionsOf(onTable).sort(), area).toEqual(
        areaTableAccess[area].actions.map((action) => `dynamodb:${action}`).sort(),
      );
      expect(actionsOf(onIndexes), area).toEqual(['dynamodb:Query']);
      const indexes = [
        ...JSON.stringify(onIndexes.map((statement) => statement.Resource)).matchAll(/\/index\/(\w+)/g),
      ];
      expect(indexes.map((match) => match[1]).sort(), area).toEqual(
        [...(areaTableAccess[area].indexes ?? [])].sort(),
      );
      // ConditionCheckItem is listed where a recipe's create holds its owner's session record (issue 32).
      expect(actionsOf(statements), area).not.toContain('dynamodb:Scan');
    }
  });

  it('let only the live-updates authorizer read the session record and spend a connect ticket, and nothing more', () => {
    const policies = resourcesOf(hearth.templates.api, 'AWS::IAM::Policy').filter(([id]) =>
      id.startsWith('LiveUpdatesAuthorizerFunctionRole'),
    );
    const actions = policies.flatMap(([, policy]) =>
      actionsOf((policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement),
    );
    // GetItem: the session record; DeleteItem: a ticket is spent by a conditional delete (issue 40).
    expect(actions.filter((action) => action.startsWith('dynamodb:')).sort()).toEqual([
      'dynamodb:DeleteItem',
      'dynamodb:GetItem',
    ]);
  });

  it('send mail and read the site address only from the areas that do', () => {
    const senders = areas.filter((area) => actionsOf(statementsOf(withMail, area)).includes('ses:SendEmail'));
    expect(senders.sort()).toEqual([
      'account',
      'admin',
      'billing',
      'deletion',
      'extraction',
      'households',
      'sharing',
    ]);
    const linkers = areas.filter((area) =>
      actionsOf(statementsOf(hearth, area)).includes('ssm:GetParameter'),
    );
    expect(linkers.sort()).toEqual([
      'account',
      'admin',
      'billing',
      'deletion',
      'extraction',
      'households',
      'planning',
      'sharing',
    ]);
  });

  it('let account deletion tell a deleted member’s household, as households does', () => {
    for (const area of ['deletion', 'households'] as const) {
      expect(actionsOf(statementsOf(hearth, area)), area).toContain('execute-api:ManageConnections');
      expect(
        lambdaNamed(hearth.templates.api, `${capitalise(area)}Function`).environment.LIVE_MANAGEMENT_ENDPOINT,
      ).toBeDefined();
    }
  });
});
