import { describe, expect, it } from 'vitest';
import type { PantryItemRecord } from '../../contracts/pantry.js';
import { amountText, byBestBefore, joinTarget, planUse, readFood } from './pantry-rules.js';

const item = (over: Partial<PantryItemRecord>): PantryItemRecord => ({
  id: 'i1',
  householdId: 'h1',
  food: 'eggs',
  foodKey: 'egg',
  amount: 6,
  unit: null,
  place: 'fridge',
  bestBefore: null,
  addedBy: 'u1',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  version: 1,
  ...over,
});

describe('readFood', () => {
  it('reads an amount written in the food', () => {
    expect(readFood('6 eggs')).toEqual({ food: 'eggs', foodKey: 'egg', amount: 6, unit: null });
    expect(readFood('500 g plain flour')).toMatchObject({ food: 'plain flour', amount: 500, unit: 'g' });
  });

  it('keeps the amount given beside the food as it is', () => {
    expect(readFood('eggs', 12, null)).toEqual({ food: 'eggs', foodKey: 'egg', amount: 12, unit: null });
    expect(readFood('Large  Eggs', null)).toMatchObject({ food: 'Large Eggs', amount: null });
  });

  it('keeps a food without an amount', () => {
    expect(readFood('cumin')).toEqual({ food: 'cumin', foodKey: 'cumin', amount: null, unit: null });
  });
});

describe('joinTarget', () => {
  it('adds amounts of the same food in the same place and best-before date', () => {
    const kept = [item({})];
    expect(
      joinTarget(kept, { foodKey: 'egg', place: 'fridge', bestBefore: null, amount: 6, unit: null }),
    ).toMatchObject({ item: kept[0], amount: 12, unit: null });
  });

  it('adds weights in the unit kept', () => {
    const kept = [item({ food: 'flour', foodKey: 'flour', amount: 1, unit: 'kg', place: 'cupboard' })];
    expect(
      joinTarget(kept, { foodKey: 'flour', place: 'cupboard', bestBefore: null, amount: 500, unit: 'g' }),
    ).toMatchObject({ amount: 1.5, unit: 'kg' });
  });

  it('keeps apart another place, another date or amounts that do not add', () => {
    const kept = [item({})];
    const adding = { foodKey: 'egg', place: 'fridge' as const, bestBefore: null, amount: 6, unit: null };
    expect(joinTarget(kept, { ...adding, place: 'freezer' })).toBeNull();
    expect(joinTarget(kept, { ...adding, bestBefore: '2026-12-01' })).toBeNull();
    expect(joinTarget(kept, { ...adding, amount: 200, unit: 'g' })).toBeNull();
  });
});

describe('planUse', () => {
  it('takes a recipe’s eggs and flour out, soonest best-before first', () => {
    const older = item({ id: 'a', amount: 2, bestBefore: '2026-11-30' });
    const newer = item({ id: 'b', amount: 6, bestBefore: '2026-12-20' });
    const flour = item({
      id: 'c',
      food: 'flour',
      foodKey: 'flour',
      amount: 500,
      unit: 'g',
      place: 'cupboard',
    });
    const uses = planUse([newer, older, flour], ['3 eggs', '200 g flour', '1 pinch salt']);
    expect(uses).toEqual([
      { before: newer, after: { ...newer, amount: 5 } },
      { before: older, after: null },
      { before: flour, after: { ...flour, amount: 300 } },
    ]);
  });

  it('leaves a food kept without an amount, or in an amount of another kind', () => {
    const cumin = item({ id: 'a', food: 'ground cumin', foodKey: 'ground cumin', amount: null });
    const flour = item({ id: 'b', food: 'flour', foodKey: 'flour', amount: 1, unit: 'bag' });
    expect(planUse([cumin, flour], ['1 tsp ground cumin', '200 g flour'])).toEqual([]);
  });
});

describe('the view', () => {
  it('says the amount as a person reads it and sorts by best-before', () => {
    expect(amountText(6, null)).toBe('6');
    expect(amountText(1.5, 'cup')).toBe('1.5 cup');
    expect(amountText(null, 'g')).toBeNull();
    const later = item({ id: 'x', bestBefore: '2026-12-02' });
    const none = item({ id: 'y', bestBefore: null });
    const sooner = item({ id: 'z', bestBefore: '2026-12-01' });
    expect([none, later, sooner].sort(byBestBefore).map((i) => i.id)).toEqual(['z', 'x', 'y']);
  });
});

describe('amounts out of reach', () => {
  it('keeps a food whose written amount no kitchen measures without that amount', () => {
    expect(readFood('0.0000001 eggs')).toMatchObject({ amount: null });
    expect(readFood('1000000 eggs')).toMatchObject({ amount: null });
  });

  it('never takes out a staple (salt), and takes out a food whose remainder rounds to nothing', () => {
    const salt = item({ id: 's', food: 'salt', foodKey: 'salt', amount: 1.0004, unit: 'g' });
    expect(planUse([salt], ['1 g salt'])).toEqual([]);
    const sugar = item({ id: 't', food: 'sugar', foodKey: 'sugar', amount: 1.0004, unit: 'g' });
    expect(planUse([sugar], ['1 g sugar'])).toEqual([{ before: sugar, after: null }]);
  });
});
