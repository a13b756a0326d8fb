import { cookbookPdf } from '../../../adapters/pdf/cookbook-pdf.js';
import { recipeRepository } from '../../../data/entities/recipe.js';
import { recipeVersionRepository } from '../../../data/entities/recipe-version.js';
import { makeCookbook } from '../../../domain/cookbooks/make-cookbook.js';
import { db } from '../../../shared/clients.js';
import { bindRoutes, httpApi, json } from '../../shared/http.js';
import { mediaStorage } from '../../shared/storage.js';
import { cookbooksManifest } from './manifest.js';

const storage = mediaStorage();
const recipes = recipeRepository(db);
const versions = recipeVersionRepository(db);

export const handler = httpApi(
  bindRoutes(cookbooksManifest, {
    makeCookbook: async ({ caller, body }) =>
      json(
        201,
        await makeCookbook({ recipes, storage, renderer: cookbookPdf, versions }, caller, body, new Date()),
      ),
  }),
);
