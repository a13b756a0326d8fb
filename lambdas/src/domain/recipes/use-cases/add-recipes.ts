// Manual add (SPEC 5): every titled block becomes one recipe, each written with its category and tag
// links in one transaction. Categories must come from the seeded tree; tags are found or created.
import { monotonicFactory } from 'ulid';
import type { RecipeCard, RecipeInput } from '../../../contracts/recipes.js';
import type { Category } from '../../../data/entities/category.js';
import type { CategoryLink, RecipeRecord } from '../../../data/entities/recipe.js';
import type { RecipeAllowance } from '../../billing/recipe-allowance.js';
import { categoryLinksFor, loadCategories } from './categories.js';
import { toCard } from './present.js';
import type { Clock, RecipeRepositories } from './repositories.js';

const newId = monotonicFactory();

type Repos = Pick<RecipeRepositories, 'recipes' | 'categories' | 'tags'> & {
  /** The free tier's own-recipe limit (domain/billing); without it only the count is kept. */
  allowance?: RecipeAllowance;
};

/** A new private-or-public recipe record of `ownerId`, with no ratings yet. */
export function newRecipeRecord(
  ownerId: string,
  input: Omit<RecipeInput, 'tags' | 'categoryIds'>,
  links: CategoryLink[],
  tags: RecipeRecord['tags'],
  now: string,
): RecipeRecord {
  return {
    id: newId(),
    userId: ownerId,
    title: input.title,
    description: input.description,
    ingredients: input.ingredients,
    instructions: input.instructions,
    sourceUrl: input.sourceUrl,
    videoUrl: input.videoUrl,
    pdfUrl: input.pdfUrl,
    imageUrl: input.imageUrl,
    prepTime: input.prepTime,
    cookTime: input.cookTime,
    servings: input.servings,
    notes: input.notes,
    isPublic: input.isPublic,
    createdAt: now,
    updatedAt: now,
    categories: links.filter((link) => link.direct).map((link) => link.category),
    categoryIds: links.map((link) => link.category.id),
    tags,
    ratingSum: 0,
    ratingCount: 0,
    ownerRated: false,
    version: 0,
  };
}

/** Adds the blocks of the manual form as recipes of `ownerId`, in the order given. */
export async function addRecipes(
  repos: Repos,
  ownerId: string,
  blocks: RecipeInput[],
  clock: Clock,
): Promise<RecipeCard[]> {
  const needsCategories = blocks.some((block) => block.categoryIds.length > 0);
  const categories: Category[] = needsCategories ? await loadCategories(repos) : [];
  // Check every block before writing any, so a bad block does not leave half an import behind.
  const planned = blocks.map((block) => ({ block, links: categoryLinksFor(block.categoryIds, categories) }));
  const limit = repos.allowance ? await repos.allowance.reserve(ownerId, planned.length) : {};
  const cards: RecipeCard[] = [];
  for (const { block, links } of planned) {
    const tags = block.tags.length > 0 ? await repos.tags.findOrCreate(block.tags) : [];
    const recipe = newRecipeRecord(ownerId, block, links, tags, clock().toISOString());
    await repos.recipes.create(recipe, links, limit).catch((error: unknown) => {
      throw repos.allowance ? repos.allowance.refusal(error, limit.ownRecipeLimit) : error;
    });
    cards.push(toCard(recipe, ownerId));
  }
  return cards;
}
