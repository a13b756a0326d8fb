// A printable cookbook (issue 18, item 5): the recipes a cook chose, or every recipe of theirs in one
// category, as a PDF with a cover, a table of contents and one recipe a page with its photo. Chosen
// recipes must be ones the cook may see (others answer 404, as the recipe page does); a category means
// the cook's own recipes in it. At most MAX_COOKBOOK_RECIPES, so the PDF is made while they wait; the
// file is kept a day under cookbooks/ and handed back as a short-lived link.
import { ulid } from 'ulid';
import {
  type CookbookResponse,
  MAX_COOKBOOK_RECIPES,
  type MakeCookbookRequest,
  TOO_MANY_FOR_A_COOKBOOK,
} from '../../contracts/cookbooks.js';
import { MAX_RECIPE_IMAGE_BYTES } from '../../contracts/media.js';
import { cookbookKeyOf, recipeImageKeyOfPath } from '../../contracts/media-keys.js';
import type { RecipeRecord, RecipeRepository } from '../../data/entities/recipe.js';
import { badRequest } from '../../shared/errors.js';
import { type RecipeViewer, requireVisible, viewerIdOf } from '../recipes/use-cases/access.js';
import { getVersion, type HistoryRepos } from '../recipes/versions/read-version.js';
import type { CookbookPhoto, CookbookRecipe, CookbookRenderer, CookbookStorage } from './ports.js';

export const COOKBOOK_LINK_SECONDS = 60 * 60;

export interface CookbookDeps {
  recipes: Pick<RecipeRepository, 'get' | 'categoryFeedIds'>;
  storage: CookbookStorage;
  renderer: CookbookRenderer;
  /** A recipe's history, for a chosen older version (issue 39). */
  versions?: HistoryRepos['versions'];
}

const minutes = (n: number): string => {
  const hours = Math.floor(n / 60);
  const rest = n % 60;
  return [hours > 0 ? `${hours} h` : '', rest > 0 ? `${rest} min` : ''].filter(Boolean).join(' ');
};

export function factsOf(recipe: Pick<RecipeRecord, 'servings' | 'prepTime' | 'cookTime'>): string {
  return [
    recipe.servings ? `Serves ${recipe.servings}` : '',
    recipe.prepTime ? `Prep ${minutes(recipe.prepTime)}` : '',
    recipe.cookTime ? `Cook ${minutes(recipe.cookTime)}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

const linesOf = (text: string | null): string[] =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const sniff = (bytes: Uint8Array): CookbookPhoto['contentType'] | null =>
  bytes[0] === 0xff && bytes[1] === 0xd8
    ? 'image/jpeg'
    : bytes[0] === 0x89 && bytes[1] === 0x50
      ? 'image/png'
      : null;

/** The recipe's stored photo, when it is one a PDF can hold (JPEG or PNG); otherwise why not. */
async function photoOf(
  storage: CookbookStorage,
  recipe: RecipeRecord,
): Promise<{ photo: CookbookPhoto | null; warning?: string }> {
  const key = recipe.imageUrl ? recipeImageKeyOfPath(recipe.imageUrl) : null;
  if (!key) return { photo: null };
  const bytes = await storage.read(key, MAX_RECIPE_IMAGE_BYTES);
  if (typeof bytes === 'string') return { photo: null };
  const contentType = sniff(bytes);
  if (!contentType)
    return {
      photo: null,
      warning: `The photo of ${recipe.title} is a WebP picture, which a PDF cannot hold`,
    };
  return { photo: { contentType, bytes } };
}

async function chosenRecipes(
  deps: CookbookDeps,
  viewer: RecipeViewer,
  request: MakeCookbookRequest,
): Promise<RecipeRecord[]> {
  if (request.recipeIds) {
    const ids = [...new Set(request.recipeIds)];
    return Promise.all(ids.map(async (id) => requireVisible(await deps.recipes.get(id), viewer)));
  }
  const page = await deps.recipes.categoryFeedIds(viewerIdOf(viewer), request.categoryId ?? '', {
    limit: MAX_COOKBOOK_RECIPES + 1,
  });
  if (page.items.length > MAX_COOKBOOK_RECIPES) throw badRequest(TOO_MANY_FOR_A_COOKBOOK);
  if (page.items.length === 0) throw badRequest('You have no recipes in this category yet');
  const found = await Promise.all(page.items.map((id) => deps.recipes.get(id)));
  return found.filter((recipe): recipe is RecipeRecord => recipe !== null);
}

/**
 * The recipe as its chosen version had it (issue 39), with the version named under its title; only
 * the recipe's household reads its history (403 otherwise, as the history page answers).
 */
async function asVersion(
  deps: CookbookDeps,
  viewer: RecipeViewer,
  recipe: RecipeRecord,
  revision: number | undefined,
): Promise<{ recipe: RecipeRecord; version: string | null }> {
  if (revision === undefined || revision === recipe.revision) return { recipe, version: null };
  if (!deps.versions || typeof viewer === 'string') throw new Error('A chosen version needs the history');
  const chosen = await getVersion(
    { recipes: deps.recipes, versions: deps.versions },
    viewer,
    recipe.id,
    revision,
  );
  const day = new Date(chosen.at).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return { recipe: { ...recipe, ...chosen.state }, version: `Version ${revision} (${day})` };
}

export async function makeCookbook(
  deps: CookbookDeps,
  viewer: RecipeViewer,
  request: MakeCookbookRequest,
  now: Date,
): Promise<CookbookResponse> {
  const chosen = await Promise.all(
    (await chosenRecipes(deps, viewer, request)).map((recipe) =>
      asVersion(deps, viewer, recipe, request.versions?.[recipe.id]),
    ),
  );
  const warnings: string[] = [];
  const recipes: CookbookRecipe[] = await Promise.all(
    chosen.map(async ({ recipe, version }) => {
      const { photo, warning } = await photoOf(deps.storage, recipe);
      if (warning) warnings.push(warning);
      return {
        title: recipe.title,
        description: recipe.description,
        facts: [factsOf(recipe), version].filter(Boolean).join(' · '),
        ingredients: linesOf(recipe.ingredients),
        steps: linesOf(recipe.instructions),
        notes: viewerIdOf(viewer) === recipe.userId ? recipe.notes : null,
        sourceUrl: recipe.sourceUrl,
        photo,
      };
    }),
  );
  const month = now.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const rendered = await deps.renderer.render({
    title: request.title || 'Our family cookbook',
    subtitle: `${recipes.length} recipe${recipes.length === 1 ? '' : 's'} · ${month}`,
    recipes,
  });
  const key = cookbookKeyOf(viewerIdOf(viewer), ulid());
  await deps.storage.put(key, rendered.bytes, { contentType: 'application/pdf' });
  const url = await deps.storage.signDownload(key, {
    expiresSeconds: COOKBOOK_LINK_SECONDS,
    inlineName: 'Cookbook.pdf',
  });
  return { url, recipeCount: recipes.length, pageCount: rendered.pageCount, warnings };
}
