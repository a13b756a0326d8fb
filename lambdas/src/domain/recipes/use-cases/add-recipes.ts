// Manual add (SPEC 5): every titled block becomes one recipe, each written with its category and tag
// links in one transaction. Categories must come from the seeded tree; tags are found or created.
// URL, photo, PDF and menu imports save their reviewed recipes through this same route.

import type { RecipeCard } from '../../../contracts/recipe-views.js';
import type { RecipeInput } from '../../../contracts/recipes.js';
import type { Category } from '../../../data/entities/category.js';
import { categoryLinksFor, loadCategories } from './categories.js';
import { type CreateRecipeDeps, createRecipes, ownerIds, type RecipeOwner } from './create-recipe.js';
import { toCard } from './present.js';
import type { Clock, RecipeRepositories } from './repositories.js';

export { newRecipeRecord } from './create-recipe.js';

type Repos = Pick<RecipeRepositories, 'categories'> & CreateRecipeDeps;

/** Adds the blocks of the manual form as recipes of `ownerId`, in the order given. */
export async function addRecipes(
  repos: Repos,
  owner: RecipeOwner,
  blocks: RecipeInput[],
  clock: Clock,
): Promise<RecipeCard[]> {
  const needsCategories = blocks.some((block) => block.categoryIds.length > 0);
  const categories: Category[] = needsCategories ? await loadCategories(repos) : [];
  // Check every block before writing any, so a bad block does not leave half an import behind.
  const planned = blocks.map(({ tags, categoryIds, ...fields }) => ({
    fields,
    links: categoryLinksFor(categoryIds, categories),
    tags: { names: tags },
  }));
  const created = await createRecipes(repos, owner, planned, clock);
  return created.map((recipe) => toCard(recipe, ownerIds(owner).userId));
}
