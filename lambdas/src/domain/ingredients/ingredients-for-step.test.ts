import { describe, expect, it } from 'vitest';
import { ingredientsForStep } from './ingredients-for-step.js';

const onionSoup = [
  '4 large onions, thinly sliced',
  '3 tbsp unsalted butter',
  '1 tbsp olive oil',
  '6 cups beef stock',
  '1/2 cup dry white wine',
  'Salt and pepper to taste',
  '4 slices baguette',
  '1 1/2 cups grated Gruyère cheese',
];

describe('ingredientsForStep', () => {
  it('lists the lines whose food the step names, plurals and generalisations included', () => {
    expect(ingredientsForStep('Melt the butter with the oil over medium heat.', onionSoup)).toEqual([1, 2]);
    expect(ingredientsForStep('Add the onion and cook for 40 minutes.', onionSoup)).toEqual([0]);
    expect(ingredientsForStep('Pour in the wine, then the stock; simmer 20 minutes.', onionSoup)).toEqual([
      3, 4,
    ]);
    expect(
      ingredientsForStep('Top each bowl with a baguette slice and the Gruyère cheese.', onionSoup),
    ).toEqual([6, 7]);
  });

  it('lists nothing for a step that names no ingredient, and never the staples', () => {
    expect(ingredientsForStep('Heat the oven to 200°C.', onionSoup)).toEqual([]);
    expect(ingredientsForStep('Season with salt and pepper.', onionSoup)).toEqual([]);
  });

  it('matches whole words only', () => {
    expect(ingredientsForStep('Boil for 2 minutes.', ['2 tbsp oil'])).toEqual([]);
    expect(ingredientsForStep('Whisk the eggs.', ['3 large eggs', '1 eggplant'])).toEqual([0]);
  });
});
