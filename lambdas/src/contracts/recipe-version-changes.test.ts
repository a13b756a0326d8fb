import { describe, expect, it } from 'vitest';
import { applyChanges, changesBetween, lineOps } from './recipe-version-changes.js';
import { snapshotOf, type VersionState } from './recipe-versions.js';

const base: VersionState = snapshotOf({
  title: "Grandma's stew",
  description: null,
  ingredients: '1 kg beef\n2 tsp salt\n1 glass red wine\n3 carrots',
  instructions: 'Brown the beef.\nAdd everything.\nSimmer 2 hours.',
  servings: 6,
  prepTime: 20,
  cookTime: 120,
  imageUrl: null,
  sourceUrl: null,
  videoUrl: null,
});

describe('recipe version changes', () => {
  it('keeps unchanged lines by count and changed lines in full', () => {
    expect(lineOps('a\nb\nc\nd', 'a\nB\nc\nd')).toEqual([
      { keep: 1 },
      { remove: ['b'] },
      { add: ['B'] },
      { keep: 2 },
    ]);
  });

  it('names only the fields that changed, and rebuilds the later version from the earlier', () => {
    const after = {
      ...base,
      title: "Grandma's stew, less salt",
      ingredients: '1 kg beef\n1 tsp salt\n1 glass stock\n3 carrots',
      servings: 4,
    };
    const changes = changesBetween(base, after);
    expect(changes.map((change) => change.field)).toEqual(['title', 'servings', 'ingredients']);
    expect(changes).toContainEqual({ field: 'servings', from: 6, to: 4 });
    expect(applyChanges(base, changes)).toEqual(after);
  });

  it('stores no more than what changed: one line of a long list costs that line', () => {
    const long = Array.from({ length: 60 }, (_, i) => `${i + 1} g ingredient number ${i}`).join('\n');
    const edited = long.replace('7 g ingredient number 6', '8 g ingredient number 6');
    const stored = JSON.stringify(
      changesBetween({ ...base, ingredients: long }, { ...base, ingredients: edited }),
    );
    // The two versions of the line and the counts around them, not the 60 lines.
    expect(long.length).toBeGreaterThan(1400);
    expect(stored).toBe(
      '[{"field":"ingredients","lines":[{"keep":6},{"remove":["7 g ingredient number 6"]},{"add":["8 g ingredient number 6"]},{"keep":53}]}]',
    );
  });

  it('treats text added to or cleared from an empty field as lines added or removed', () => {
    const added = changesBetween(base, { ...base, description: 'Sunday lunch\nfor the family' });
    expect(added).toEqual([{ field: 'description', lines: [{ add: ['Sunday lunch', 'for the family'] }] }]);
    const withDescription = applyChanges(base, added);
    const cleared = changesBetween(withDescription, base);
    expect(applyChanges(withDescription, cleared)).toEqual(base);
  });

  it('refuses changes that do not follow from the version they are applied to', () => {
    const changes = changesBetween(base, { ...base, instructions: 'Just one step.' });
    expect(() => applyChanges({ ...base, instructions: 'Other\nsteps\nentirely\nhere' }, changes)).toThrow(
      'These changes do not follow from that version',
    );
  });
});
