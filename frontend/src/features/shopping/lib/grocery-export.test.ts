import type { ShoppingItem } from '@contracts/shopping';
import { describe, expect, it } from 'vitest';
import { exportText } from './grocery-export';

const item = (food: string, checked = false, extra: Partial<ShoppingItem> = {}): ShoppingItem => ({
  id: food,
  quantity: null,
  item: food,
  food,
  checked,
  aisle: 'other',
  aisleCorrected: false,
  addedBy: null,
  recipeId: null,
  recipes: [],
  createdAt: '',
  updatedAt: '',
  ...extra,
});

describe('exportText', () => {
  it('lists the unchecked foods once each, in list order', () => {
    const text = exportText([
      item('butter', false, { id: 'a', quantity: '1 1/8', item: 'cups butter' }),
      item('eggs', true),
      item('flour'),
      item('Butter', false, { id: 'b', quantity: '200', item: 'g butter' }),
    ]);
    expect(text).toBe('butter\nflour\n');
  });
});
