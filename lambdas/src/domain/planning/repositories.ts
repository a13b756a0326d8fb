// The repositories the planning use cases work with; handlers pass the DynamoDB-backed ones.
import type { MenuRepository } from '../../data/entities/dinner-party.js';
import type { HouseholdRepository } from '../../data/entities/household/repository.js';
import type { MealPlanRepository } from '../../data/entities/meal-plan.js';
import type { RecipeRepository } from '../../data/entities/recipe.js';

export interface PlanningRepositories {
  mealPlans: MealPlanRepository;
  menus: MenuRepository;
  recipes: Pick<RecipeRepository, 'get' | 'getCards'>;
  /** When the household last ended the links it handed out (a calendar feed checks it as it is read). */
  households: Pick<HouseholdRepository, 'capabilitiesValidAfter'>;
}

export type Clock = () => Date;

/** A member of the household whose plans and menus these are (the HTTP caller fits). */
export interface PlanMember {
  userId: string;
  householdId: string;
}
