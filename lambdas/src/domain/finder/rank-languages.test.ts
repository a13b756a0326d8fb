// The finder across languages (issue 37): a chip typed in one language finds a recipe written in another,
// because both are read to the same English food key, and a Japanese recipe's lines have foods at all.
import { describe, expect, it } from 'vitest';
import { foodKey, keyMatches, lineFoods } from '../ingredients/food-keys.js';

describe('the finder in every language', () => {
  it.each([
    ['2 EL Zucker', 'sugar'],
    ['2 cucharadas de azúcar', 'sugar'],
    ['砂糖 大さじ2', 'sugar'],
    ['3 jajka', 'egg'],
    ['2 כפות שמן זית', 'olive oil'],
    ['٢ كوب دقيق', 'flour'],
    ['1 cup sugar', 'sugar'],
  ])('reads %s as %s', (line, food) => {
    expect(lineFoods(line)[0]).toContain(food);
  });

  it('matches a chip in one language with a line in another', () => {
    const chip = foodKey('Zucker');
    expect(chip).toBe('sugar');
    expect(keyMatches(chip ?? '', lineFoods('砂糖 100g')[0]?.[0] ?? '')).toBe(true);
    expect(foodKey('azúcar moreno')).toBe('brown sugar');
    expect(foodKey('crème fraîche')).toBe('creme fraiche');
  });
});
