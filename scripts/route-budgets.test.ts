// The budget rules' verdicts and messages, without a stack: what the budget test and the bench say
// when a route has no budget or scenario, goes over its budget, or costs a household member more.
import { describe, expect, it } from 'vitest';
import type { RouteSpec } from '../lambdas/src/routes.js';
import type { Scenario } from './bench-scenario.js';
import { budgetBreach, coverageProblems, householdBreach } from './route-budgets.js';

/** A route as routes.ts gives it; without a budget, as one that came in untyped would be. */
const route = (budget?: RouteSpec['budget']): RouteSpec =>
  ({
    method: 'GET',
    path: '/api/pantry',
    auth: 'user',
    doc: 'The pantry',
    name: 'getPantry',
    area: 'recipes',
    ...(budget ? { budget } : {}),
  }) as RouteSpec;

const scenario: Scenario = { method: 'GET', route: '/api/pantry', label: 'Pantry, a shelf of 30' };

describe('coverageProblems', () => {
  it('finds nothing when every route has a budget and a scenario', () => {
    expect(coverageProblems([route({ requests: 1 })], [scenario])).toEqual([]);
  });

  it('names the manifest entry to give a budget and the file to give a scenario', () => {
    const problems = coverageProblems([route()], []);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain(
      'GET /api/pantry has no budget: add `budget: { requests: N }` to `getPantry` in lambdas/src/handlers/http/recipes/manifest.ts',
    );
    expect(problems[1]).toContain('GET /api/pantry has no bench scenario: add one for its usual case');
    expect(problems[1]).toContain('scripts/bench-scenarios.ts');
  });

  it('refuses a budget that is not a whole count, and a scenario of no route', () => {
    expect(coverageProblems([route({ requests: 1.5 })], [scenario])[0]).toContain('has no budget');
    expect(
      coverageProblems([route({ requests: 1 })], [scenario, { method: 'POST', route: '/api/pantry' }]),
    ).toEqual([
      'The scenario "POST /api/pantry" names POST /api/pantry, which is not a route of lambdas/src/routes.ts.',
    ]);
  });

  it('refuses a household scenario held to a label no scenario has', () => {
    const member = { ...scenario, label: 'Pantry as a member', household: 'Pantry, a shelf of 31' };
    expect(coverageProblems([route({ requests: 1 })], [scenario, member])).toEqual([
      'The household scenario "Pantry as a member" is held to "Pantry, a shelf of 31", which is no scenario\'s label.',
    ]);
  });
});

describe('budgetBreach', () => {
  it('passes a cost within the budget, the limit itself included', () => {
    expect(budgetBreach(route({ requests: 2, items: 31 }), scenario, { requests: 2, items: 31 })).toBeNull();
  });

  it('says how many requests over, and where the budget is', () => {
    expect(budgetBreach(route({ requests: 1 }), scenario, { requests: 2, items: 1 })).toBe(
      'GET /api/pantry (scenario "Pantry, a shelf of 30") made 2 DynamoDB requests, over its budget of 1. Find the extra read (a Query per item, a read the transaction could condition on, a list read whole instead of a page); if the route truly needs it, raise `budget` of `getPantry` in lambdas/src/handlers/http/recipes/manifest.ts and say why in the commit.',
    );
  });

  it('holds items read where the budget names them, and a scenario to its own bound', () => {
    expect(budgetBreach(route({ requests: 1, items: 31 }), scenario, { requests: 1, items: 60 })).toContain(
      'read 60 items, over its budget of 31',
    );
    expect(budgetBreach(route({ requests: 1 }), scenario, { requests: 1, items: 5000 })).toBeNull();
    const search = { ...scenario, budget: { requests: 2, items: 1000 } };
    expect(budgetBreach(route({ requests: 1, items: 31 }), search, { requests: 2, items: 900 })).toBeNull();
    expect(budgetBreach(route({ requests: 1, items: 31 }), search, { requests: 3, items: 900 })).toContain(
      "raise the scenario's own `budget`",
    );
  });

  it('tells what to declare for a route without a budget, from what its scenario cost', () => {
    expect(budgetBreach(route(), scenario, { requests: 3, items: 12 })).toContain(
      'its scenario "Pantry, a shelf of 30" made 3 DynamoDB requests and read 12 items. Add `budget: { requests: 3 }`',
    );
  });

  it('says so when the answer reported no cost', () => {
    expect(budgetBreach(route({ requests: 1 }), scenario, { requests: Number.NaN, items: 0 })).toContain(
      'reported no DynamoDB cost',
    );
  });
});

describe('householdBreach', () => {
  const member = { ...scenario, label: 'Pantry as a member', household: 'Pantry, a shelf of 30' };

  it('passes a member read that costs no more requests than the single cook’s', () => {
    expect(householdBreach(member, { requests: 2, items: 90 }, { requests: 2, items: 30 })).toBeNull();
  });

  it('refuses one that costs more', () => {
    expect(householdBreach(member, { requests: 5, items: 90 }, { requests: 2, items: 30 })).toContain(
      '"Pantry as a member" made 5 DynamoDB requests as a household member, more than the 2 of the single cook\'s "Pantry, a shelf of 30"',
    );
  });
});
