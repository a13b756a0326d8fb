// The edit dialog: owner only (the server decides, whatever the UI shows). Fields left out stay as
// they are; categories and tags, when sent, replace the old links (SPEC 7: delete then insert), all
// in one transaction with the fields. A concurrent change (another edit, or the owner's first rating
// moving the to-try index) makes the save re-read and apply the same changes again. A new image or
// PDF must be the owner's own upload (domain/media/recipe-media.ts), claimed before the save.

import type { RecipeDetail } from '../../../contracts/recipe-views.js';
import type { UpdateRecipeRequest } from '../../../contracts/recipes.js';
import type { RecipeRecord } from '../../../data/entities/recipe.js';
import type { Tag } from '../../../data/entities/tag.js';
import { conflict } from '../../../shared/errors.js';
import { applyCorrection, classifyIngredients } from '../../ingredients/classify-allergens.js';
import { recipeFoodIndex } from '../../ingredients/food-keys.js';
import { detectLanguage } from '../../ingredients/languages/detect-language.js';
import { type MediaClaims, ownMediaKeys } from '../../media/recipe-media.js';
import { type EditKind, versionsOfEdit } from '../versions/versions-of-edit.js';
import { type RecipeViewer, recipeNotFound, requireOwner, viewerIdOf } from './access.js';
import { categoryLinksFor, loadCategories } from './categories.js';
import { toDetail } from './present.js';
import type { Clock, RecipeRepositories } from './repositories.js';

type Repos = Pick<RecipeRepositories, 'recipes' | 'categories' | 'tags' | 'viewerStates'> & {
  /** Claims newly kept uploads; without it a new address into Hearth's media cannot be saved. */
  media?: MediaClaims | null;
};

/** The addresses an edit sets anew (an unchanged one was accepted when it was first saved). */
function newMediaAddresses(before: RecipeRecord, changes: UpdateRecipeRequest) {
  const changed = (value: string | null | undefined, old: string | null) =>
    value !== undefined && value !== old ? value : null;
  return {
    imageUrl: changed(changes.imageUrl, before.imageUrl),
    pdfUrl: changed(changes.pdfUrl, before.pdfUrl),
  };
}

const MAX_ATTEMPTS = 3;
const STALE_EDIT = 'This recipe was changed elsewhere. Reload it and try again.';

export async function updateRecipe(
  repos: Repos,
  caller: RecipeViewer,
  recipeId: string,
  changes: UpdateRecipeRequest,
  clock: Clock,
  kind: EditKind = { origin: 'edited' },
  /**
   * `expectedVersion`: the edit was made on that version of the recipe, so it is refused (409
   * `staleMessage`) rather than applied again over a change made since. `variantOf`: a variant's origin
   * moved on (it took in its original's changes up to a newer version). `readings`: the lines'
   * readings as they are after this edit (lines read again, reread-lines.ts); an edit keeps them else.
   */
  options: {
    expectedVersion?: number;
    staleMessage?: string;
    variantOf?: RecipeRecord['variantOf'];
    readings?: RecipeRecord['readings'];
  } = {},
): Promise<RecipeDetail> {
  const callerId = viewerIdOf(caller);
  const categories = changes.categoryIds ? await loadCategories(repos) : [];
  const newLinks = changes.categoryIds ? categoryLinksFor(changes.categoryIds, categories) : null;
  let tags: Tag[] | null = null;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const before = await repos.recipes.getWithLinks(recipeId);
    if (!before) throw recipeNotFound();
    requireOwner(before.recipe, caller);
    if (options.expectedVersion !== undefined && before.recipe.version !== options.expectedVersion)
      throw conflict(options.staleMessage ?? STALE_EDIT);
    const claims = ownMediaKeys(callerId, newMediaAddresses(before.recipe, changes));
    if (claims.length > 0) {
      if (!repos.media) throw new Error('Recipe edits were given no media storage');
      await repos.media.claim(claims);
    }
    // New tags are stored only for an edit the caller may make: a refused edit writes nothing.
    if (changes.tags && !tags) tags = await repos.tags.findOrCreate(changes.tags);
    const links = newLinks ?? before.categoryLinks;
    const { categoryIds: _ids, tags: _tags, ...fields } = changes;
    const definedFields = Object.fromEntries(
      Object.entries(fields).filter(([, value]) => value !== undefined),
    );
    const after: RecipeRecord = {
      ...before.recipe,
      ...definedFields,
      categories: links.filter((link) => link.direct).map((link) => link.category),
      categoryIds: links.map((link) => link.category.id),
      tags: tags ?? before.tags,
      updatedAt: clock().toISOString(),
      version: before.recipe.version + 1,
      ...(options.variantOf ? { variantOf: options.variantOf } : {}),
      ...(options.readings ? { readings: options.readings } : {}),
    };
    // A recipe of unknown language learns it from its ingredients, as does one whose language the edit
    // cleared (null: "Detect automatically" in the form); a recorded or chosen one stays (issue 37).
    if (!after.language) after.language = detectLanguage(after.ingredients);
    // A correction the owner made is kept with the recipe and applied again (issue 38).
    after.dietary = applyCorrection(classifyIngredients(after.ingredients), before.recipe.dietary?.corrected);
    // Its version (and, for a recipe older than histories, the version it had) in the same transaction.
    const versions = versionsOfEdit(before.recipe, after, callerId, kind);
    const revision = versions.at(-1)?.revision;
    if (revision !== undefined) after.revision = revision;
    const saved = await repos.recipes.update(
      before,
      after,
      links,
      recipeFoodIndex(after.ingredients),
      versions,
    );
    if (saved === 'saved') {
      const viewer = await repos.viewerStates.get(callerId, recipeId);
      return toDetail({ recipe: after, categoryLinks: links, tags: after.tags }, callerId, viewer);
    }
  }
  throw conflict(STALE_EDIT);
}
