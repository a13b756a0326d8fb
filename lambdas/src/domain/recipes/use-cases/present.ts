// Turns stored recipes into API responses. Personal notes appear only in the owner's responses.

import type { RatingSummary, RecipeCard, RecipeDetail } from '../../../contracts/recipe-views.js';
import type { RecipeRecord, RecipeWithLinks } from '../../../data/entities/recipe.js';
import type { ViewerState } from '../../../data/entities/viewer-state.js';
import {
  applyCorrection,
  classifyIngredients,
  currentDietary,
} from '../../ingredients/classify-allergens.js';
import { cookPhotoAddress, photoAltOf } from '../../media/cook-photos.js';

/** SPEC 9: the average to one decimal with the count; null average shows as 'No ratings'. */
export function ratingSummaryOf(sum: number, count: number): RatingSummary {
  return { average: count > 0 ? Math.round((sum / count) * 10) / 10 : null, count };
}

export function toCard(
  recipe: RecipeRecord,
  viewerId: string,
  /** The viewer's household: its own recipes' cards say when it last cooked them (issue 39). */
  householdId?: string,
): RecipeCard {
  const isOwner = recipe.userId === viewerId;
  const total = (recipe.prepTime ?? 0) + (recipe.cookTime ?? 0);
  return {
    id: recipe.id,
    userId: recipe.userId,
    title: recipe.title,
    description: recipe.description,
    imageUrl: recipe.imageUrl,
    prepTime: recipe.prepTime,
    cookTime: recipe.cookTime,
    totalTime: total > 0 ? total : null,
    servings: recipe.servings,
    isPublic: recipe.isPublic,
    visibility: recipe.visibility,
    isOwner,
    categories: recipe.categories,
    tags: recipe.tags.map((tag) => tag.name),
    rating: ratingSummaryOf(recipe.ratingSum, recipe.ratingCount),
    ...(isOwner ? { notes: recipe.notes } : {}),
    createdAt: recipe.createdAt,
    // A card is read without its ingredients: one written before issue 38 is not known, never "safe".
    dietary: currentDietary(recipe.dietary),
    ...(householdId && recipe.householdId === householdId
      ? { lastCookedOn: recipe.lastCookedOn ?? null }
      : {}),
  };
}

export function toDetail(
  read: RecipeWithLinks,
  viewerId: string,
  viewer: ViewerState,
  /** The viewer is in the recipe's household: they see its cook log's summary (issue 39). */
  inHousehold = false,
): RecipeDetail {
  const { recipe } = read;
  const isOwner = recipe.userId === viewerId;
  return {
    ...toCard(recipe, viewerId),
    // The links are the source of truth on the recipe page; META's copies serve the cards.
    categories: read.categoryLinks.filter((link) => link.direct).map((link) => link.category),
    tags: read.tags.map((tag) => tag.name),
    tagRefs: read.tags,
    ingredients: recipe.ingredients,
    instructions: recipe.instructions,
    sourceUrl: recipe.sourceUrl,
    pdfUrl: recipe.pdfUrl,
    videoUrl: recipe.videoUrl,
    ...(recipe.language ? { language: recipe.language } : {}),
    copiedFrom: recipe.copiedFrom ?? null,
    // Recipes written before issue 38 are classified from their ingredients as they are read.
    dietary:
      currentDietary(recipe.dietary) ??
      applyCorrection(classifyIngredients(recipe.ingredients), recipe.dietary?.corrected),
    ...(recipe.variantOf
      ? {
          variantOf: {
            recipeId: recipe.variantOf.recipeId,
            title: recipe.variantOf.title,
            revision: recipe.variantOf.revision,
          },
        }
      : {}),
    ...(read.variants?.length ? { variants: read.variants } : {}),
    // Personal notes are the owner's alone (SPEC 3), and so is how their imported lines were read.
    ...(isOwner ? { notes: recipe.notes } : {}),
    ...(isOwner && recipe.readings?.length ? { readings: recipe.readings } : {}),
    ...(isOwner || inHousehold
      ? {
          cooked: {
            count: recipe.cookedCount ?? 0,
            lastOn: recipe.lastCookedOn ?? null,
            ...bestOf(recipe),
            ...photoOf(recipe),
          },
        }
      : {}),
    viewer,
  };
}

/** The latest meal's photo: the address that signs its link, what it shows, and the day. */
const photoOf = (recipe: RecipeRecord) => {
  const photo = recipe.lastCookedPhoto;
  if (!photo) return {};
  const entry = { id: photo.entry, cookedOn: photo.on };
  const alt = photo.alt ?? photoAltOf({ recipeTitle: recipe.title, cookedOn: photo.on });
  return { photo: { url: cookPhotoAddress(photo.key, entry), alt, on: photo.on } };
};

const bestOf = (recipe: RecipeRecord) => {
  const best = bestRatedVersion(recipe.cookRatings ?? []);
  return best ? { best } : {};
};

/**
 * The version its household rated best in the cook log (issue 39), once two versions or more have
 * ratings (with one there is nothing to choose): the highest average, then the most ratings, then the
 * newer version. The average is to one decimal.
 */
export function bestRatedVersion(
  ratings: readonly { revision: number; sum: number; count: number; on: string | null }[],
): { revision: number; on: string | null; average: number; count: number } | null {
  if (ratings.length < 2) return null;
  const [best] = [...ratings].sort(
    (a, b) => b.sum / b.count - a.sum / a.count || b.count - a.count || b.revision - a.revision,
  );
  if (!best) return null;
  return {
    revision: best.revision,
    on: best.on,
    average: Math.round((best.sum / best.count) * 10) / 10,
    count: best.count,
  };
}
