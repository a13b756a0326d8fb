// What else moves when a member joins, leaves or is removed (domain/households/ports.ts): their recipes'
// household-feed keys, the plan mirrors of both households, and their open live-update sockets.
import { moveOwnerRecipes } from '../../data/entities/recipe/household-move.js';
import type { MembershipFollowUps } from '../../domain/households/ports.js';
import { recipeFoodIndex } from '../../domain/ingredients/food-keys.js';
import { db } from '../../shared/clients.js';
import { closeMemberConnections } from './live-connections.js';

/** What the finder index keeps of a recipe's ingredients. */
export const finderFoods = (ingredients: string | null) => recipeFoodIndex(ingredients).foods;

export const membershipFollowUps: MembershipFollowUps = {
  moveRecipes: async (userId, householdId) => {
    await moveOwnerRecipes(db, userId, householdId, finderFoods);
  },
  refreshPlans: async () => {},
  closeConnections: closeMemberConnections,
};
