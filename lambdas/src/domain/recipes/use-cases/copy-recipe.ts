// Add to My Collection (SPEC 4): copying someone else's public recipe creates a private copy owned by
// the caller, with the same categories and tags; notes, ratings and favorites are not copied. Its
// stored image and kept PDF are copied into the caller's space (createRecipes), so the copy keeps
// them when the original goes, and the original's files stay reachable only through the original.
import type { RecipeCard } from '../../../contracts/recipe-views.js';
import { badRequest } from '../../../shared/errors.js';
import { recipeNotFound, requireVisible } from './access.js';
import { type CreateRecipeDeps, createRecipes, ownerIds, type RecipeOwner } from './create-recipe.js';
import { toCard } from './present.js';
import type { Clock, RecipeRepositories } from './repositories.js';

/** The display name of a user, for the copy's credit; null when unknown. */
export type OwnerNameLookup = (userId: string) => Promise<string | null>;

export async function copyRecipe(
  repos: Pick<RecipeRepositories, 'recipes'> & CreateRecipeDeps & { ownerName?: OwnerNameLookup },
  caller: RecipeOwner,
  recipeId: string,
  clock: Clock,
): Promise<RecipeCard> {
  const viewer = ownerIds(caller);
  const callerId = viewer.userId;
  const source = await repos.recipes.getWithLinks(recipeId);
  if (!source) throw recipeNotFound();
  const original = requireVisible(source.recipe, viewer);
  if (original.userId === callerId) throw badRequest('This recipe is already in your collection');
  const ownerName = repos.ownerName ? await repos.ownerName(original.userId) : null;
  // The Source card credits where the copy was saved from; a web source address is kept as well.
  const [copy] = await createRecipes(
    repos,
    caller,
    [
      {
        fields: { ...original, notes: null, isPublic: false, visibility: 'household' },
        links: source.categoryLinks,
        tags: { existing: source.tags },
        // Where it came from, as a variant keeps it: the recipe, its cook and the version copied.
        copiedFrom: {
          recipeId: original.id,
          title: original.title,
          ownerName,
          revision: original.revision ?? null,
        },
      },
    ],
    clock,
  );
  if (!copy) throw new Error('The copy was not saved');
  return toCard(copy, callerId);
}
