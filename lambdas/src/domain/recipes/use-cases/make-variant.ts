// "Make my version" (issue 39): a member of a recipe's household makes a linked variant, their own
// recipe with its own history, which says which recipe and version it came from. The original keeps a
// link item in its partition, written in the variant's create transaction, so its page lists its family
// with the one Query it already makes; deleting the variant takes the link away (recipe/delete.ts).
// Its stored files are copied into the maker's space, as a copy's are.
import { monotonicFactory } from 'ulid';
import type { RecipeCard } from '../../../contracts/recipe-views.js';
import { recipeKeys } from '../../../data/entities/recipe.js';
import { forbidden } from '../../../shared/errors.js';
import { recipeNotFound, requireVisible } from './access.js';
import { type CreateRecipeDeps, createRecipes, ownerIds, type RecipeOwner } from './create-recipe.js';
import { toCard } from './present.js';
import type { Clock, RecipeRepositories } from './repositories.js';

const newLinkId = monotonicFactory();

export const NOT_HOUSEHOLD_RECIPE = "You can make your own version of your household's recipes";

export async function makeVariant(
  repos: Pick<RecipeRepositories, 'recipes'> & CreateRecipeDeps,
  caller: RecipeOwner,
  recipeId: string,
  title: string,
  clock: Clock,
): Promise<RecipeCard> {
  const maker = ownerIds(caller);
  const source = await repos.recipes.getWithLinks(recipeId);
  if (!source) throw recipeNotFound();
  const original = requireVisible(source.recipe, maker);
  if (original.householdId !== (maker.householdId ?? maker.userId)) throw forbidden(NOT_HOUSEHOLD_RECIPE);
  const link = recipeKeys.variantLink(original.id, newLinkId());
  const [variant] = await createRecipes(
    repos,
    caller,
    [
      {
        fields: { ...original, title, notes: null, isPublic: false, visibility: 'household' },
        links: source.categoryLinks,
        tags: { existing: source.tags },
        variantOf: {
          recipeId: original.id,
          title: original.title,
          revision: original.revision ?? null,
          linkSk: link.sk,
        },
        once: { ...link, attributes: { type: 'recipeVariant', title, ownerId: maker.userId } },
      },
    ],
    clock,
  );
  if (!variant) throw new Error('The variant was not saved');
  return toCard(variant, maker.userId);
}
