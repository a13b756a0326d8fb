import { describe, expect, it } from 'vitest';
import { coalesce } from './changes.js';

describe('coalesce', () => {
  it('keeps one message per household, kind and id', () => {
    const a = { householdId: 'h', message: { kind: 'shopping' as const, id: 'h' } };
    const b = { householdId: 'h', message: { kind: 'menu' as const, id: 'm' } };
    expect(coalesce([a, a, b, { ...a }])).toEqual([a, b]);
    const mine = { householdId: 'h', userId: 'u', message: { kind: 'documentImport' as const, id: 'j' } };
    expect(coalesce([mine, { ...mine }, { ...mine, userId: 'v' }])).toHaveLength(2);
  });
});
