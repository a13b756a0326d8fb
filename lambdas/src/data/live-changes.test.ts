import { describe, expect, it } from 'vitest';
import { LIVE_ITEM_PREFIXES, LIVE_PARTITION_PREFIXES, liveTarget, passesLiveFilter } from './live-changes.js';

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

describe('the event-source filter', () => {
  // The pantry was live on the local twin and filtered out on AWS: CDK's filter listed its own copy of
  // the prefixes, without PANTRY#. Both now read these lists, and every change the rule sends passes.
  it('lets through every change the rule sends somewhere, and only those partitions', () => {
    const sent = [
      { pk: 'SHOPLIST#h1', sk: 'ITEM#x' },
      { pk: 'PANTRY#h1', sk: 'ITEM#x' },
      { pk: 'MEALPLAN#p1', sk: 'ENTRY#e' },
      { pk: 'MENU#m1', sk: 'DISH#d' },
      { pk: 'USER#u1', sk: 'DOCIMPORT#01J', userId: 'u1', householdId: 'h1' },
    ];
    for (const item of sent) {
      expect(liveTarget(item), item.pk).not.toBeNull();
      expect(passesLiveFilter(item), item.pk).toBe(true);
    }
    expect(LIVE_PARTITION_PREFIXES).toEqual(['SHOPLIST#', 'PANTRY#', 'MEALPLAN#', 'MENU#']);
    expect(LIVE_ITEM_PREFIXES).toEqual(['DOCIMPORT#']);
    for (const pk of ['RECIPE#r', 'USER#u', 'LIVE#h', 'HOUSEHOLD#h'])
      expect(passesLiveFilter({ pk, sk: 'META' }), pk).toBe(false);
  });
});
