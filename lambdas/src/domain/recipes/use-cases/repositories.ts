// The repositories the recipe use cases work with. Handlers pass the DynamoDB-backed ones; unit tests
// pass in-memory fakes with the same shape.
import type { CategoryRepository } from '../../../data/entities/category.js';
import type { FavoriteRepository } from '../../../data/entities/favorite.js';
import type { RatingRepository } from '../../../data/entities/rating.js';
import type { RecipeRepository } from '../../../data/entities/recipe.js';
import type { TagRepository } from '../../../data/entities/tag.js';
import type { ViewerStateRepository } from '../../../data/entities/viewer-state.js';

export interface RecipeRepositories {
  recipes: RecipeRepository;
  categories: CategoryRepository;
  tags: TagRepository;
  favorites: FavoriteRepository;
  ratings: RatingRepository;
  viewerStates: ViewerStateRepository;
}

/** The clock, passed in so tests can fix it. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
