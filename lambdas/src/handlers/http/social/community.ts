// Community routes of the social area. The list is a public route (SPEC 2: readable without
// signing in): on API Gateway it has no authorizer, so it never knows the caller and answers the
// same to everyone; the client marks its own recipes by comparing userId with its session.

import { communityIndexRepository } from '../../../data/entities/community-index.js';
import { profileRepository } from '../../../data/entities/profile.js';
import { recipeRepository } from '../../../data/entities/recipe.js';
import { type CommunityRepositories, listCommunity } from '../../../domain/community/list-community.js';
import { db } from '../../../shared/clients.js';
import type { RouteHandlers } from '../../shared/http.js';
import type { socialManifest } from './manifest.js';

const repos: CommunityRepositories = {
  recipes: recipeRepository(db),
  community: communityIndexRepository(db),
  displayNames: profileRepository(db).displayNames,
};

export const communityHandlers = {
  listCommunity: ({ query }) => listCommunity(repos, query),
} satisfies Pick<RouteHandlers<typeof socialManifest>, 'listCommunity'>;
