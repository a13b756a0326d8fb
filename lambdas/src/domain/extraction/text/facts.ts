// Times and yield of a printed recipe: from its facts lines ("Serves 4 · Prep 10 min · Bake 25 min"),
// else from the method. A cook time missing from the facts is the sum of the oven or stove phrases
// in the steps ("Bake 25 minutes", "roast for 1 hour"); a missing total is prep plus cook when both
// are known.
import { findStepTimers } from '../../recipes/step-timers.js';
import type { Token } from '../heuristic.js';
import { type PageFacts, readPageFacts } from '../page-facts.js';

const TIMED_COOKING =
  /\b(?:bake|baking|roast|roasting|grill|broil|simmer|fry|cook)\b(?:\s+(?:it|them|for|uncovered|covered|on|at|in|the|until|about|another|\d+\s*°?\s*[cf]?\b)){0,6}\s*$/i;

/** Facts from lines already known to be facts lines (their segments joined with " | "). */
export function readFacts(factLines: readonly string[][]): PageFacts {
  const tokens: Token[] = factLines.map((segments) => ({
    kind: 'line',
    text: segments.join(' | '),
    listItem: false,
  }));
  return readPageFacts(tokens);
}

/** Minutes of oven or stove time named in the steps ("Bake 25 minutes"), or null. */
export function cookingMinutesInSteps(steps: readonly string[]): number | null {
  let seconds = 0;
  for (const step of steps) {
    for (const timer of findStepTimers(step)) {
      const before = step.slice(Math.max(0, timer.start - 60), timer.start);
      if (TIMED_COOKING.test(before)) seconds += timer.seconds;
    }
  }
  return seconds > 0 ? Math.round(seconds / 60) : null;
}

/** The facts, with cook time from the steps and total time from prep plus cook when unsaid. */
export function completeFacts(facts: PageFacts, steps: readonly string[]): PageFacts {
  const cookTime = facts.cookTime ?? cookingMinutesInSteps(steps);
  const totalTime =
    facts.totalTime ?? (facts.prepTime !== null && cookTime !== null ? facts.prepTime + cookTime : null);
  return { ...facts, cookTime, totalTime };
}
