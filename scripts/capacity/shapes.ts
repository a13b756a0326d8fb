// What the capacity model (model.ts) takes in and answers.
import type { QuotaName } from '../../infra/lib/aws-quotas.js';
import type { MeasuredAction } from './measure.js';
import type { DeployLimits } from './templates.js';

export interface Measured {
  measuredAt: string;
  machine: { cores: number; loadAverage: number[]; node: string };
  actions: Record<string, MeasuredAction>;
}

export interface ModelInput {
  families: number;
  measured: Measured;
  limits: DeployLimits;
  quotas: Record<QuotaName, number>;
  /** The user pool's plan (default: the template's). */
  cognitoPlan?: DeployLimits['cognitoPlan'];
  /** Quotas raised for this size (scripts/capacity/steps.ts), named as such in the table. */
  asked?: ReadonlySet<QuotaName>;
  /** Whether the template's throttles were recomputed for raised quotas (`-c quota:…`). */
  throttlesFromAsks?: boolean;
}

export interface QuotaRow {
  name: string;
  limit: number;
  unit: string;
  /** Demand at the busiest hour. */
  peak: number;
  /** limit / peak (Infinity when nothing is asked). */
  headroom: number;
  /** Where the limit comes from: the deploy's template, or AWS's quota (adjustable or not). */
  source: string;
}

export interface PartitionRow {
  where: string;
  key: string;
  side: 'reads' | 'writes';
  /** Capacity units a second at the busiest hour. */
  peak: number;
  limit: number;
  headroom: number;
  note: string;
}

export interface CostRow {
  service: string;
  /** Dollars a month for all N families (fixed costs included). */
  monthly: number;
  /** Whether it is the model's (left out of the "without a model" figure). */
  model?: boolean;
}

export interface CapacityReport {
  families: number;
  quotas: QuotaRow[];
  /** The quota with the least headroom, and about how many families reach it. */
  firstLimit: QuotaRow & { reachedAtFamilies: number };
  partitions: PartitionRow[];
  cost: { rows: CostRow[]; perFamilyWithoutModel: number; perFamilyWithModel: number };
  cognitoPlan: DeployLimits['cognitoPlan'];
}
