// Recipes area: Home, the recipe page and its owner actions, ratings, favorites, copies, categories.
// Handlers only parse, call one use case and answer; the use cases get the repositories passed in.

import { monotonicFactory } from 'ulid';
import { revisionParam } from '../../../contracts/recipe-versions.js';
import { requestedVisibility } from '../../../contracts/recipes.js';
import { categoryRepository } from '../../../data/entities/category.js';
import { commentRepository } from '../../../data/entities/comment.js';
import { cookLogRepository } from '../../../data/entities/cook-log.js';
import { favoriteRepository } from '../../../data/entities/favorite.js';
import { profileRepository } from '../../../data/entities/profile.js';
import { ratingRepository } from '../../../data/entities/rating.js';
import { recipeRepository } from '../../../data/entities/recipe.js';
import { recipeVersionRepository } from '../../../data/entities/recipe-version.js';
import { tagRepository } from '../../../data/entities/tag.js';
import { viewerStateRepository } from '../../../data/entities/viewer-state.js';
import { cookPhotos } from '../../../domain/media/cook-photos.js';
import { cookTimeline, logCook } from '../../../domain/recipes/cook-log/cook-log.js';
import { addRecipes } from '../../../domain/recipes/use-cases/add-recipes.js';
import { listCategoryTree } from '../../../domain/recipes/use-cases/categories.js';
import { copyRecipe } from '../../../domain/recipes/use-cases/copy-recipe.js';
import { addFavorite, removeFavorite } from '../../../domain/recipes/use-cases/favorites.js';
import { getRecipe } from '../../../domain/recipes/use-cases/get-recipe.js';
import { listHome } from '../../../domain/recipes/use-cases/list-home.js';
import { makeVariant } from '../../../domain/recipes/use-cases/make-variant.js';
import {
  correctDietary,
  deleteRecipe,
  saveNotes,
  saveVideoLink,
  setVisibility,
} from '../../../domain/recipes/use-cases/owner-actions.js';
import { rateRecipe } from '../../../domain/recipes/use-cases/rate-recipe.js';
import type { RecipeRepositories } from '../../../domain/recipes/use-cases/repositories.js';
import { systemClock } from '../../../domain/recipes/use-cases/repositories.js';
import { applyReread, rereadOffers } from '../../../domain/recipes/use-cases/reread-lines.js';
import { updateRecipe } from '../../../domain/recipes/use-cases/update-recipe.js';
import {
  getVersion,
  listVersions,
  restoreVersion,
  VERSION_NOT_FOUND,
} from '../../../domain/recipes/versions/history.js';
import { originalChanges, takeOriginalChanges } from '../../../domain/recipes/versions/original-changes.js';
import { db } from '../../../shared/clients.js';
import { config } from '../../../shared/config.js';
import { notFound } from '../../../shared/errors.js';
import { bindRoutes, httpApi, json, noContent } from '../../shared/http.js';
import { recipeCreation } from '../../shared/recipe-creation.js';
import { mediaStorage } from '../../shared/storage.js';
import { recipesManifest } from './manifest.js';

const repos: RecipeRepositories = {
  recipes: recipeRepository(db),
  categories: categoryRepository(db),
  tags: tagRepository(db),
  favorites: favoriteRepository(db),
  ratings: ratingRepository(db),
  viewerStates: viewerStateRepository(db),
};

const comments = commentRepository(db);
const profiles = profileRepository(db);
const ownerName = async (userId: string) => (await profiles.get(userId))?.displayName ?? null;

/** Creating recipes: the free tier's allowance, and claims and copies of files in the media bucket. */
const creation = recipeCreation();

const recipeId = (params: Record<string, string>) => params.id ?? '';

const cooking = {
  recipes: repos.recipes,
  cookLog: cookLogRepository(db),
  newId: monotonicFactory(),
  // A photo on a log entry: the cook's own upload, claimed once the entry is written.
  photos: config.MEDIA_BUCKET ? cookPhotos(mediaStorage(config.MEDIA_BUCKET)) : null,
};
const history = { recipes: repos.recipes, versions: recipeVersionRepository(db) };
/** A version number from the path; anything else is no version (404). */
const revision = (params: Record<string, string>) => {
  const value = revisionParam(params.revision);
  if (value === null) throw notFound(VERSION_NOT_FOUND);
  return value;
};

export const handler = httpApi(
  bindRoutes(recipesManifest, {
    listHome: ({ caller, query }) => listHome({ ...repos, cookLog: cooking.cookLog }, caller, query),
    addRecipes: async ({ caller, body }) => {
      const recipes = await addRecipes({ ...creation, ...repos }, caller, body.recipes, systemClock);
      return json(201, { recipes, count: recipes.length });
    },
    getRecipe: ({ caller, params }) => getRecipe(repos, caller, recipeId(params)),
    updateRecipe: ({ caller, params, body }) =>
      updateRecipe({ ...repos, media: creation.media }, caller, recipeId(params), body, systemClock),
    deleteRecipe: async ({ caller, params }) => {
      await deleteRecipe(repos, caller, recipeId(params));
      await comments.deleteAllOfTarget('recipe', recipeId(params));
      return noContent();
    },
    saveNotes: ({ caller, params, body }) =>
      saveNotes(repos, caller, recipeId(params), body.notes, systemClock),
    correctDietary: ({ caller, params, body }) => correctDietary(repos, caller, recipeId(params), body),
    saveVideoLink: ({ caller, params, body }) =>
      saveVideoLink(repos, caller, recipeId(params), body.videoUrl, systemClock),
    setVisibility: ({ caller, params, body }) =>
      setVisibility(
        repos,
        caller,
        recipeId(params),
        requestedVisibility(body, 'household') ?? 'household',
        systemClock,
      ),
    rateRecipe: ({ caller, params, body }) =>
      rateRecipe(repos, caller, recipeId(params), body.rating, systemClock),
    addFavorite: ({ caller, params }) => addFavorite(repos, caller, recipeId(params), systemClock),
    removeFavorite: ({ caller, params }) => removeFavorite(repos, caller.userId, recipeId(params)),
    copyRecipe: async ({ caller, params }) =>
      json(
        201,
        await copyRecipe({ ...creation, ...repos, ownerName }, caller, recipeId(params), systemClock),
      ),
    listCategoryTree: async () => ({ categories: await listCategoryTree(repos) }),
    listRecipeVersions: ({ caller, params, query }) =>
      listVersions(history, caller, recipeId(params), query.cursor),
    getRecipeVersion: ({ caller, params }) => getVersion(history, caller, recipeId(params), revision(params)),
    restoreRecipeVersion: ({ caller, params }) =>
      restoreVersion(
        { ...history, edit: { ...repos, media: creation.media } },
        caller,
        recipeId(params),
        revision(params),
        systemClock,
      ),
    logCook: async ({ caller, params, body }) =>
      json(201, await logCook(cooking, caller, recipeId(params), body, systemClock)),
    cookTimeline: ({ caller, query }) => cookTimeline(cooking, caller, query.cursor),
    makeVariant: async ({ caller, params, body }) =>
      json(
        201,
        await makeVariant({ ...creation, ...repos }, caller, recipeId(params), body.title, systemClock),
      ),
    getOriginalChanges: ({ caller, params }) => originalChanges(history, caller, recipeId(params)),
    takeOriginalChanges: ({ caller, params, body }) =>
      takeOriginalChanges(
        { ...repos, ...history, media: creation.media },
        caller,
        recipeId(params),
        body,
        systemClock,
      ),
    getRereadOffers: ({ caller, params }) => rereadOffers(repos, caller, recipeId(params)),
    applyReread: ({ caller, params, body }) =>
      applyReread({ ...repos, media: creation.media }, caller, recipeId(params), body, systemClock),
  }),
);
