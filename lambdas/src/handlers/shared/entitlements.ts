// The entitlement check as route handlers call it: domain/billing's rule over the table's entitlements.
import { entitlementRepository } from '../../data/entities/entitlement.js';
import {
  checkFeature,
  type Entitled,
  type FeatureGrant,
  type PaidFeature,
} from '../../domain/billing/entitlement.js';
import { db } from '../../shared/clients.js';

const entitlements = entitlementRepository(db);

/** Throws 402 subscription_required unless the caller (or a member of their household) pays for `feature`. */
export async function requireFeature(who: Entitled, feature: PaidFeature): Promise<FeatureGrant> {
  return checkFeature(entitlements, who, feature);
}
