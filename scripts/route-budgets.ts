// The rules that hold every route to its DynamoDB budget (issue 35), as pure functions the budget
// test (test/integration/route-budgets.test.ts) and `npm run bench` share: every route of routes.ts
// has a budget in its manifest entry and at least one bench scenario; a scenario's measured cost stays
// within its route's budget; a household member's read costs no more requests than a single cook's.
// Each message says what to change, and where, so whoever meets it can act on it.
import type { RouteSpec } from '../lambdas/src/routes.js';
import type { RouteBudget } from '../lambdas/src/shared/route-manifest.js';
import { type Scenario, scenarioName } from './bench-scenario.js';

export interface MeasuredCost {
  requests: number;
  items: number;
}

export const routeKey = (route: Pick<RouteSpec, 'method' | 'path'>) => `${route.method} ${route.path}`;

/** Where a route's entry is declared. */
export const manifestEntry = (route: Pick<RouteSpec, 'area' | 'name' | 'localOnly'>) =>
  `\`${route.name}\` in lambdas/src/handlers/http/${route.area}/${route.localOnly ? 'simulator-manifest.ts (or the local-only manifest beside it)' : 'manifest.ts'}`;

const isCount = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** Routes without a valid budget or a scenario, and scenarios that name no route. */
export function coverageProblems(routes: RouteSpec[], scenarios: Scenario[]): string[] {
  const problems: string[] = [];
  const covered = new Set(scenarios.map((scenario) => `${scenario.method} ${scenario.route}`));
  for (const route of routes) {
    const budget = route.budget as RouteBudget | undefined;
    if (!budget || !isCount(budget.requests) || (budget.items !== undefined && !isCount(budget.items)))
      problems.push(
        `${routeKey(route)} has no budget: add \`budget: { requests: N }\` to ${manifestEntry(route)} (N the DynamoDB requests its usual case makes; add \`items: M\` too if it reads a list a page at a time). Run this test to see what its scenario costs.`,
      );
    if (!covered.has(routeKey(route)))
      problems.push(
        `${routeKey(route)} has no bench scenario: add one for its usual case to its area's scripts/bench-<area>.ts (listed in scripts/bench-scenarios.ts; scripts/bench-scenario.ts says what a scenario is), so \`npm run bench\` times it and this test holds it to its budget.`,
      );
  }
  const known = new Set(routes.map(routeKey));
  for (const scenario of scenarios)
    if (!known.has(`${scenario.method} ${scenario.route}`))
      problems.push(
        `The scenario "${scenarioName(scenario)}" names ${scenario.method} ${scenario.route}, which is not a route of lambdas/src/routes.ts.`,
      );
  const labels = scenarios.map(scenarioName);
  for (const scenario of scenarios)
    if (scenario.household && !labels.includes(scenario.household))
      problems.push(
        `The household scenario "${scenarioName(scenario)}" is held to "${scenario.household}", which is no scenario's label.`,
      );
  return problems;
}

/** What is wrong with a scenario's cost against its route's budget, or null when it is within it. */
export function budgetBreach(route: RouteSpec, scenario: Scenario, cost: MeasuredCost): string | null {
  const budget = scenario.budget ?? (route.budget as RouteBudget | undefined);
  const over: string[] = [];
  if (!Number.isFinite(cost.requests))
    return `${scenarioName(scenario)} reported no DynamoDB cost (no x-hearth-dynamo-requests header): does ${routeKey(route)} answer through the shared chain (handlers/shared/http.ts)?`;
  if (!budget)
    return `${routeKey(route)} has no budget; its scenario "${scenarioName(scenario)}" made ${cost.requests} DynamoDB requests and read ${cost.items} items. Add \`budget: { requests: ${cost.requests} }\` to ${manifestEntry(route)} (with \`items\` too if it reads a list a page at a time).`;
  if (cost.requests > budget.requests)
    over.push(`${cost.requests} DynamoDB requests, over its budget of ${budget.requests}`);
  if (budget.items !== undefined && cost.items > budget.items)
    over.push(`read ${cost.items} items, over its budget of ${budget.items}`);
  if (over.length === 0) return null;
  const where = scenario.budget
    ? `the scenario's own \`budget\` (scripts/bench-*.ts, "${scenarioName(scenario)}")`
    : `\`budget\` of ${manifestEntry(route)}`;
  return `${routeKey(route)} (scenario "${scenarioName(scenario)}") made ${over.join(' and ')}. Find the extra read (a Query per item, a read the transaction could condition on, a list read whole instead of a page); if the route truly needs it, raise ${where} and say why in the commit.`;
}

/** A household member's read that costs more requests than the single cook's same read. */
export function householdBreach(scenario: Scenario, cost: MeasuredCost, solo: MeasuredCost): string | null {
  if (cost.requests <= solo.requests) return null;
  return `"${scenarioName(scenario)}" made ${cost.requests} DynamoDB requests as a household member, more than the ${solo.requests} of the single cook's "${scenario.household}": a household's read must not cost more than one cook's (read the household's items by its own key, not one query per member).`;
}
