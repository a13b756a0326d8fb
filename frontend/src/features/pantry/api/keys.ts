import type { Pantry } from '@contracts/pantry';
import { householdList } from '@/lib/household-list';

// One pantry per household; every pantry mutation carries the same key root, so polling pauses while any is
// in flight and the live message ('pantry') refreshes it all.
export const pantryList = householdList<Pantry>({
  root: 'pantry',
  live: 'pantry',
  path: '/pantry',
  names: { add: 'add', update: 'update', delete: 'delete' },
  withItems: (_pantry, items) => ({ items }),
});
export const pantryKeys = pantryList.keys;
