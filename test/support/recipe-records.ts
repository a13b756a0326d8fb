// Recipe records in unit tests: a test that overrides `isPublic` means the visibility that goes with it.
import type { RecipeRecord } from '../../lambdas/src/data/entities/recipe.js';

export function visibilityFields(overrides: Partial<RecipeRecord>): Partial<RecipeRecord> {
  if (overrides.visibility)
    return { visibility: overrides.visibility, isPublic: overrides.visibility === 'public' };
  if (overrides.isPublic === undefined) return {};
  return { visibility: overrides.isPublic ? 'public' : 'household' };
}
