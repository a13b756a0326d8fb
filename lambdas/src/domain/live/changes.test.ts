import { describe, expect, it } from 'vitest';
import { coalesce, liveTarget } from './changes.js';

describe('liveTarget', () => {
  it('sends a list change to the household its partition names', () => {
    expect(liveTarget({ pk: 'SHOPLIST#h1', sk: 'ITEM#x' })).toEqual({
      householdId: 'h1',
      message: { kind: 'shopping', id: 'h1' },
    });
  });

  it('sends a pantry change to the household its partition names (issue 38)', () => {
    expect(liveTarget({ pk: 'PANTRY#h1', sk: 'ITEM#x' })).toEqual({
      householdId: 'h1',
      message: { kind: 'pantry', id: 'h1' },
    });
  });

  it('sends a plan or menu META change to the household stored on it, and a child change via its parent', () => {
    expect(liveTarget({ pk: 'MEALPLAN#p1', sk: 'META', userId: 'h2' })).toEqual({
      householdId: 'h2',
      message: { kind: 'mealPlan', id: 'p1' },
    });
    expect(liveTarget({ pk: 'MENU#m1', sk: 'DISH#d1' })).toEqual({
      parentKey: { pk: 'MENU#m1', sk: 'META' },
      message: { kind: 'menu', id: 'm1' },
    });
  });

  it("sends a long import's change to its owner's sockets only", () => {
    expect(
      liveTarget({ pk: 'USER#u1', sk: 'DOCIMPORT#01J', userId: 'u1', householdId: 'h1', jobId: '01J' }),
    ).toEqual({ householdId: 'h1', userId: 'u1', message: { kind: 'documentImport', id: '01J' } });
    // An import job without its owner's household (never written so) reaches no one.
    expect(liveTarget({ pk: 'USER#u1', sk: 'DOCIMPORT#01J', userId: 'u1' })).toBeNull();
  });

  it('ignores everything else (recipes, profiles, its own connection items)', () => {
    for (const pk of ['RECIPE#r', 'USER#u', 'LIVE#h', 'HOUSEHOLD#h', undefined])
      expect(liveTarget({ pk, sk: 'META' })).toBeNull();
  });
});

describe('coalesce', () => {
  it('keeps one message per household, kind and id', () => {
    const a = { householdId: 'h', message: { kind: 'shopping' as const, id: 'h' } };
    const b = { householdId: 'h', message: { kind: 'menu' as const, id: 'm' } };
    expect(coalesce([a, a, b, { ...a }])).toEqual([a, b]);
    const mine = { householdId: 'h', userId: 'u', message: { kind: 'documentImport' as const, id: 'j' } };
    expect(coalesce([mine, { ...mine }, { ...mine, userId: 'v' }])).toHaveLength(2);
  });
});
