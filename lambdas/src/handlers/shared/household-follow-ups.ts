// What else moves when a member joins, leaves or is removed (domain/households/ports.ts): their recipes'
// household-feed keys, the plan mirrors of both households, and their open live-update sockets.
import type { MembershipFollowUps } from '../../domain/households/ports.js';

export const membershipFollowUps: MembershipFollowUps = {
  moveRecipes: async () => {},
  refreshPlans: async () => {},
  closeConnections: async () => {},
};
