// The rate limits as route handlers call them: the policy (domain/limits) over the table's counters.
import { rateLimitRepository } from '../../data/entities/rate-limit.js';
import {
  checkRateLimit,
  type LimitedAction,
  type RateLimitDeps,
  type RateLimitSubject,
} from '../../domain/limits/rate-limits.js';
import { db } from '../../shared/clients.js';
import { config } from '../../shared/config.js';

const liveDeps: RateLimitDeps = {
  counters: rateLimitRepository(db),
  clock: () => new Date(),
  multiplier: config.RATE_LIMIT_MULTIPLIER,
};

/** The one call a route handler makes before a limited action (after validating its input). */
export const enforceRateLimit = (action: LimitedAction, subject: RateLimitSubject): Promise<void> =>
  checkRateLimit(liveDeps, action, subject);
