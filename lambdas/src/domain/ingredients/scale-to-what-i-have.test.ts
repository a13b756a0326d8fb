import { describe, expect, it } from 'vitest';
import { scaleIngredients } from './scale-ingredients.js';
import { scaleToWhatIHave } from './scale-to-what-i-have.js';

const factorOf = (line: string, onHand: string) => {
  const result = scaleToWhatIHave(line, onHand);
  if (!result.ok) throw new Error(`expected a factor, got ${result.reason}`);
  return result.factor;
};

describe('scaleToWhatIHave', () => {
  it('compares amounts in the same unit', () => {
    expect(factorOf('2 cups all-purpose flour', '3 cups')).toBeCloseTo(1.5);
    expect(factorOf('4 large eggs', '2')).toBeCloseTo(0.5);
    expect(factorOf('1 (14.5 oz) can diced tomatoes', '2 cans')).toBeCloseTo(2);
  });

  it('takes an amount on hand without a unit in the line’s unit', () => {
    expect(factorOf('1 1/2 cups whole milk', '3/4')).toBeCloseTo(0.5);
  });

  it('converts between units of one dimension exactly', () => {
    expect(factorOf('1 lb ground beef', '680 g')).toBeCloseTo(680 / 453.592);
    expect(factorOf('500 ml chicken stock', '1 quart')).toBeCloseTo(946.353 / 500);
    expect(factorOf('2 tbsp soy sauce', '1/4 cup')).toBeCloseTo(2);
  });

  it('crosses volume and weight through the density table', () => {
    expect(factorOf('2 cups all-purpose flour', '360 g')).toBeCloseTo(1.5);
    expect(factorOf('200 g granulated sugar', '1 cup')).toBeCloseTo(198 / 200);
  });

  it('asks for the top of a range', () => {
    expect(factorOf('2-3 apples, peeled', '6')).toBeCloseTo(2);
  });

  it('says why it cannot scale', () => {
    expect(scaleToWhatIHave('Salt to taste', '1 tsp')).toEqual({ ok: false, reason: 'no-amount-in-line' });
    expect(scaleToWhatIHave('2 cups flour', 'some')).toEqual({ ok: false, reason: 'no-amount-on-hand' });
    expect(scaleToWhatIHave('2 cups chicken broth', '300 g')).toEqual({ ok: false, reason: 'units-differ' });
    expect(scaleToWhatIHave('3 cloves garlic', '1 head')).toEqual({ ok: false, reason: 'units-differ' });
  });

  it('scales the whole recipe so the chosen line uses exactly what is on hand', () => {
    const recipe = [
      '2 cups all-purpose flour',
      '1 cup granulated sugar',
      '2 large eggs',
      '1/2 cup whole milk',
    ];
    const factor = factorOf(recipe[0] as string, '3 cups');
    expect(scaleIngredients(recipe, 2, 2 * factor)).toEqual([
      '3 cups all-purpose flour',
      '1 1/2 cups granulated sugar',
      '3 large eggs',
      '3/4 cup whole milk',
    ]);
  });
});
