// Community routes of the social area. The list is a public route (SPEC 2: readable without
// signing in): on API Gateway it has no authorizer, so it never knows the caller and answers the
// same to everyone; the client marks its own recipes by comparing userId with its session.

import { configuredTableName } from '../../../data/client.js';
import { communityIndexRepository } from '../../../data/entities/community-index.js';
import { profileKeys } from '../../../data/entities/profile.js';
import { recipeRepository } from '../../../data/entities/recipe.js';
import { type CommunityRepositories, listCommunity } from '../../../domain/community/list-community.js';
import { BatchGetCommand } from '../../../shared/aws-sdk.js';
import { db } from '../../../shared/clients.js';
import type { RouteHandlers } from '../../shared/http.js';
import type { socialManifest } from './manifest.js';

/** Display names from the profiles (profile.ts: pk USER#<sub>, sk PROFILE), one BatchGet. */
async function displayNames(userIds: string[]): Promise<Map<string, string>> {
  const tableName = configuredTableName();
  const result = (await db.send(
    new BatchGetCommand({
      RequestItems: {
        [tableName]: {
          Keys: userIds.slice(0, 100).map((id) => profileKeys.item(id)),
          ProjectionExpression: 'userId, displayName',
        },
      },
    }),
  )) as { Responses?: Record<string, Record<string, unknown>[]> };
  // Unprocessed keys (throttling) only cost a name: the card shows none rather than failing.
  return new Map(
    (result.Responses?.[tableName] ?? []).map((item) => [String(item.userId), String(item.displayName)]),
  );
}

const repos: CommunityRepositories = {
  recipes: recipeRepository(db),
  community: communityIndexRepository(db),
  displayNames,
};

export const communityHandlers = {
  listCommunity: ({ query }) => listCommunity(repos, query),
} satisfies Pick<RouteHandlers<typeof socialManifest>, 'listCommunity'>;
