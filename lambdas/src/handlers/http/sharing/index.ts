// Sharing area: sharing a recipe with a person (share, list, revoke), Shared With Me, and the recipe
// page's link preview (GET /recipe/{id}, public: index.html with Open Graph and Twitter card tags).
import { sendMail } from '../../../adapters/mail/mailer.js';
import { loadIndexHtml } from '../../../adapters/site/index-html.js';
import { favoriteRepository } from '../../../data/entities/favorite.js';
import { profileRepository } from '../../../data/entities/profile.js';
import { recipeRepository } from '../../../data/entities/recipe.js';
import { recipeShareRepository } from '../../../data/entities/recipe-share.js';
import { listHome } from '../../../domain/recipes/use-cases/list-home.js';
import { withRecipePreview } from '../../../domain/sharing/link-preview.js';
import { listShares, revokeShare, shareRecipe } from '../../../domain/sharing/share-recipe.js';
import { appOrigin } from '../../../shared/app-origin.js';
import { db } from '../../../shared/clients.js';
import { logger } from '../../../shared/logger.js';
import { bindRoutes, httpApi, type JsonResult, json, noContent } from '../../shared/http.js';
import { enforceRateLimit } from '../../shared/rate-limits.js';
import { sharingManifest } from './manifest.js';

const recipes = recipeRepository(db);
const deps = {
  recipes,
  shares: recipeShareRepository(db),
  profiles: profileRepository(db),
  sendMail,
  origin: appOrigin,
  clock: () => new Date(),
};
const homeRepos = { recipes, favorites: favoriteRepository(db) };

const recipeId = (params: Record<string, string>) => params.id ?? '';

/** Recipe ids are ULIDs or UUIDs; anything else cannot be a recipe, so it is never looked up. */
const plausibleId = (id: string) => /^[\w-]{1,64}$/.test(id);

const page = (html: string): JsonResult => ({
  statusCode: 200,
  rawBody: html,
  // Visibility can change at any moment, so neither CloudFront nor the browser keeps the page.
  headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' },
});

/** The recipe page with preview tags when the recipe is public; otherwise the plain SPA page. */
async function recipePage(id: string): Promise<JsonResult> {
  const html = await loadIndexHtml();
  if (!plausibleId(id)) return page(html);
  try {
    const recipe = await recipes.get(id);
    if (!recipe?.isPublic) return page(html);
    const origin = await appOrigin();
    const url = `${origin}/recipe/${encodeURIComponent(recipe.id)}`;
    return page(withRecipePreview(html, { ...recipe, url }, origin));
  } catch (error) {
    // A preview is a nicety: the page itself must still load.
    logger.error('link preview failed', { recipeId: id, error: String(error) });
    return page(html);
  }
}

export const handler = httpApi(
  bindRoutes(sharingManifest, {
    shareRecipe: async ({ caller, params, body }) => {
      await enforceRateLimit('share', { userId: caller.userId });
      const result = await shareRecipe(deps, caller, recipeId(params), body.email);
      return json(result.created ? 201 : 200, result);
    },
    listShares: ({ caller, params }) => listShares(deps, caller, recipeId(params)),
    revokeShare: async ({ caller, params }) => {
      await revokeShare(deps, caller, recipeId(params), params.userId ?? '');
      return noContent();
    },
    listSharedWithMe: ({ caller, query }) =>
      listHome(homeRepos, caller, { ...query, filter: 'shared', mine: false }),
    recipePage: ({ params }) => recipePage(recipeId(params)),
  }),
);
