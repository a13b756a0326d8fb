import { describe, expect, it } from 'vitest';
import { changeIdSchema } from '../../../lambdas/src/contracts/change-id';
import { newChangeId } from './change-id';

describe('a change name', () => {
  it('is 32 hex digits, new each time, and one the server accepts', () => {
    const names = new Set(Array.from({ length: 1000 }, newChangeId));
    expect(names.size).toBe(1000);
    for (const name of names) {
      expect(name).toMatch(/^[0-9a-f]{32}$/);
      expect(changeIdSchema.safeParse(name).success).toBe(true);
    }
  });
});
