// The repositories the planning use cases work with; handlers pass the DynamoDB-backed ones.
import type { MenuRepository } from '../../data/entities/dinner-party.js';
import type { MealPlanRepository } from '../../data/entities/meal-plan.js';
import type { RecipeRepository } from '../../data/entities/recipe.js';

export interface PlanningRepositories {
  mealPlans: MealPlanRepository;
  menus: MenuRepository;
  recipes: Pick<RecipeRepository, 'get' | 'getCards'>;
}

export type Clock = () => Date;

/** A member of the household whose plans and menus these are (the HTTP caller fits). */
export interface PlanMember {
  userId: string;
  householdId: string;
}
