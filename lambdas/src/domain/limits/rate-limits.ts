// Abuse limits on what costs money or reaches other people. ONE policy table: each action has one or
// more windows (a counter per window, opened at the first use); a use must fit every window. Checks run
// after input validation, so a malformed request never spends allowance (invitation codes are the
// exception by design: a wrong code is exactly what must count). Over a limit: 429 too_many_requests,
// a Retry-After header (seconds until the window ends) and a message the UI shows as a toast.
import type { RateLimitRepository } from '../../data/entities/rate-limit.js';
import { tooManyRequests } from '../../shared/errors.js';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface LimitWindow {
  max: number;
  windowSeconds: number;
}

interface LimitPolicy {
  windows: LimitWindow[];
  /** The refusal, given when the cook may try again ('in 12 minutes'). */
  message: (when: string) => string;
}

export const RATE_LIMITS = {
  // Each import runs the extraction workflow (a page fetch, or OCR and the model on a photo or PDF):
  // the costliest thing a cook can repeat. 30 an hour is more than anyone typing in a cookbook manages.
  // Menu imports go through the same route, so they share this allowance.
  'recipe-import': {
    windows: [{ max: 30, windowSeconds: HOUR }],
    message: (when) => `You've imported a lot of recipes in a short time. Please try again ${when}.`,
  },
  // A share e-mails another person: 20 an hour is a family's worth at once, and keeps Hearth from being
  // a way to mail strangers (or to probe which addresses have accounts).
  share: {
    windows: [{ max: 20, windowSeconds: HOUR }],
    message: (when) => `You've shared a lot of recipes in a short time. Please try again ${when}.`,
  },
  // A household invitation e-mails a person: a family is invited in minutes, and no more than a
  // household's 12 seats a day are needed; the cap keeps invitations from being a way to mail strangers.
  'household-invite': {
    windows: [
      { max: 10, windowSeconds: HOUR },
      { max: 30, windowSeconds: DAY },
    ],
    message: (when) => `You've sent a lot of invitations in a short time. Please try again ${when}.`,
  },
  // The same, per household (issue 32): twelve members allowed to invite must not add up to twelve
  // people's allowance; a household fills its 12 seats with room for resends.
  'household-invite-household': {
    windows: [
      { max: 20, windowSeconds: HOUR },
      { max: 40, windowSeconds: DAY },
    ],
    message: (when) =>
      `Your household has sent a lot of invitations in a short time. Please try again ${when}.`,
  },
  // ... and per network address, so many accounts made in one place cannot mail strangers either. A home
  // or an office shares one address: a few households' worth.
  'household-invite-ip': {
    windows: [
      { max: 30, windowSeconds: HOUR },
      { max: 100, windowSeconds: DAY },
    ],
    message: (when) =>
      `A lot of invitations were sent from your network in a short time. Please try again ${when}.`,
  },
  // Beginning or retrying a collection import runs a workflow over up to thousands of items (10 Lambdas
  // at a time): a person begins a few imports a day, and retries after subscribing, say.
  'collection-import-run': {
    windows: [
      { max: 6, windowSeconds: HOUR },
      { max: 20, windowSeconds: DAY },
    ],
    message: (when) =>
      `You've started a lot of collection imports in a short time. Please try again ${when}.`,
  },
  // New accounts from one network address. Sign-up goes straight to Cognito, not through the API: on AWS
  // a rate-based rule of the web ACL on the user pool holds this (infra: SignUpFirewall, which reads these
  // numbers; WAF counts windows of at most 10 minutes), and the local Cognito stand-in does not.
  'sign-up': {
    windows: [{ max: 10, windowSeconds: 10 * MINUTE }],
    message: (when) =>
      `A lot of accounts were made from your network in a short time. Please try again ${when}.`,
  },
  // Comments reach everyone reading a public recipe or video: a person types a few a minute at most;
  // the daily cap stops a slow, steady flood.
  comment: {
    windows: [
      { max: 10, windowSeconds: MINUTE },
      { max: 100, windowSeconds: DAY },
    ],
    message: (when) => `You've posted a lot of comments in a short time. Please try again ${when}.`,
  },
  // Invitation codes grant lifetime access: 5 tries per 15 minutes allows typos and makes guessing a
  // code hopeless. Every attempt counts, wrong codes above all.
  'invitation-code': {
    windows: [{ max: 5, windowSeconds: 15 * MINUTE }],
    message: (when) => `Too many invitation code attempts. Please try again ${when}.`,
  },
  // Starting an e-mail change mails a code to an address the caller types (it needs the password, but a
  // stolen session must not become a way to mail strangers): 5 an hour covers typos and resends.
  'email-change': {
    windows: [{ max: 5, windowSeconds: HOUR }],
    message: (when) => `You've asked for a lot of e-mail change codes. Please try again ${when}.`,
  },
  // Each copy duplicates a video file in storage: 20 an hour is plenty for saving favourites.
  'video-copy': {
    windows: [{ max: 20, windowSeconds: HOUR }],
    message: (when) => `You've saved a lot of videos in a short time. Please try again ${when}.`,
  },
} satisfies Record<string, LimitPolicy>;

export type LimitedAction = keyof typeof RATE_LIMITS;

/** Whose allowance is spent: the signed-in user, their household, or a network address. */
export type RateLimitSubject = { userId: string } | { householdId: string } | { ip: string };

export interface RateLimitDeps {
  counters: Pick<RateLimitRepository, 'take'>;
  clock: () => Date;
  /** Multiplies every maximum (config RATE_LIMIT_MULTIPLIER: the benchmark only); 1 otherwise. */
  multiplier?: number;
}

const subjectKey = (subject: RateLimitSubject) =>
  'userId' in subject
    ? `user#${subject.userId}`
    : 'householdId' in subject
      ? `household#${subject.householdId}`
      : `ip#${subject.ip}`;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** 'in 40 seconds', 'in 12 minutes', 'in 5 hours': rounded up, so the cook never retries too early. */
export function retryPhrase(seconds: number): string {
  if (seconds <= MINUTE) return `in ${plural(Math.max(1, Math.ceil(seconds)), 'second')}`;
  if (seconds <= HOUR) return `in ${plural(Math.ceil(seconds / MINUTE), 'minute')}`;
  return `in ${plural(Math.ceil(seconds / HOUR), 'hour')}`;
}

/**
 * Spends one use of `action` from every window of its policy, shortest first, or throws 429. Shortest
 * first: a refusal by the short window then leaves the long one untouched, and a refusal by the long
 * one only spends short-window uses that could not be used anyway.
 */
export async function checkRateLimit(
  deps: RateLimitDeps,
  action: LimitedAction,
  subject: RateLimitSubject,
): Promise<void> {
  const policy: LimitPolicy = RATE_LIMITS[action];
  const windows = [...policy.windows].sort((a, b) => a.windowSeconds - b.windowSeconds);
  for (const window of windows) {
    const outcome = await deps.counters.take(
      subjectKey(subject),
      `${action}#${window.windowSeconds}`,
      { max: window.max * (deps.multiplier ?? 1), windowSeconds: window.windowSeconds },
      deps.clock(),
    );
    if (!outcome.allowed)
      throw tooManyRequests(
        policy.message(retryPhrase(outcome.retryAfterSeconds)),
        outcome.retryAfterSeconds,
      );
  }
}
