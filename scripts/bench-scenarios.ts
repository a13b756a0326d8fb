// Every bench scenario, in the order they run: a group's `prepare` fills its part of the world first.
// `npm run bench` times them; test/integration/route-budgets.test.ts holds each to its route's budget
// and fails for a route of lambdas/src/routes.ts that has no scenario here. A new route's scenario
// goes in its area's file (or a new one listed below); see bench-scenario.ts for what one is.
import { accountScenarios } from './bench-account.js';
import { adminScenarios } from './bench-admin.js';
import { billingScenarios } from './bench-billing.js';
import { communityScenarios } from './bench-community.js';
import { finderScenarios } from './bench-finder.js';
import { householdScenarios } from './bench-household.js';
import { householdChangeScenarios } from './bench-household-changes.js';
import { importScenarios } from './bench-import.js';
import { jobScenarios } from './bench-jobs.js';
import { pagesScenarios } from './bench-pages.js';
import { planningScenarios } from './bench-planning.js';
import { recipeScenarios } from './bench-recipes.js';
import type { Scenario, ScenarioGroup } from './bench-scenario.js';
import { sharingScenarios } from './bench-sharing.js';
import { videoScenarios } from './bench-videos.js';

export const scenarioGroups: ScenarioGroup[] = [
  accountScenarios,
  recipeScenarios,
  importScenarios,
  communityScenarios,
  finderScenarios,
  // Reads first, then the writes to the same list, plan and menu.
  pagesScenarios,
  planningScenarios,
  sharingScenarios,
  videoScenarios,
  billingScenarios,
  adminScenarios,
  jobScenarios,
  householdChangeScenarios,
  // Last: it makes the large collection's owner a family of four.
  householdScenarios,
];

export const allScenarios: Scenario[] = scenarioGroups.flatMap((group) => group.scenarios);
