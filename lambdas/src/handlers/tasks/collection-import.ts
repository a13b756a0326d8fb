// What the import-collection tasks share, built once per Lambda: the table, the media bucket, the
// recipe creator (with the free tier's allowance), the cook's rating, and the page reader for lists
// of web addresses (the same safe fetch and extraction as a URL import, SSRF rules included).
import { fetchPage, PageFetchError } from '../../adapters/http-fetch/safe-fetch.js';
import { importJobRepository } from '../../data/entities/import-job.js';
import { ratingRepository } from '../../data/entities/rating.js';
import { recipeRepository } from '../../data/entities/recipe.js';
import { sessionValidity } from '../../data/entities/session-validity.js';
import { viewerStateRepository } from '../../data/entities/viewer-state.js';
import type { ItemDeps } from '../../domain/collections/import-item.js';
import type { PageRecipes } from '../../domain/collections/ports.js';
import { extractPage } from '../../domain/extraction/extract-recipes.js';
import { rateRecipe } from '../../domain/recipes/use-cases/rate-recipe.js';
import { systemClock } from '../../domain/recipes/use-cases/repositories.js';
import { db } from '../../shared/clients.js';
import { requireConfig } from '../../shared/config.js';
import { recipeCreation } from '../shared/recipe-creation.js';
import { mediaStorage } from '../shared/storage.js';
import { pageFetchOptions } from './settings.js';

const pages: PageRecipes = {
  async read(url) {
    try {
      const page = await fetchPage(url, pageFetchOptions);
      const { recipes, mainIndex } = extractPage(page.html, page.url);
      const recipe = recipes[mainIndex] ?? recipes[0];
      if (!recipe || recipe.partial) return { reason: 'No recipe was found at this address' };
      return {
        draft: {
          ...recipe,
          sourceUrl: recipe.sourceUrl || page.url,
          labels: [],
        },
      };
    } catch (error) {
      if (error instanceof PageFetchError) return { reason: error.message };
      throw error;
    }
  },
};

const bucket = requireConfig('MEDIA_BUCKET');
const recipes = recipeRepository(db);

export const collectionImportDeps: ItemDeps = {
  jobs: importJobRepository(db),
  storage: mediaStorage(bucket),
  bucket,
  now: () => new Date(),
  sessions: sessionValidity,
  creation: recipeCreation(),
  pages,
  rate: async (userId, recipeId, rating) => {
    await rateRecipe(
      { recipes, ratings: ratingRepository(db), viewerStates: viewerStateRepository(db) },
      userId,
      recipeId,
      rating,
      systemClock,
    );
  },
};
