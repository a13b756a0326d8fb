import { describe, expect, it } from 'vitest';
import { readRecipesFromLines } from './read-lines.js';

describe('readRecipesFromLines', () => {
  it('reads title, facts, ingredient block and numbered steps under headings', () => {
    const [recipe, ...rest] = readRecipesFromLines([
      'Lemon Drizzle Cake',
      '',
      'Serves 8 · Prep 15 min · Bake 40 min',
      '',
      'INGREDIENTS',
      '• 225 g unsalted butter, softened',
      '• 1 ½ cups caster sugar',
      '• 4 eggs',
      '• Zest of 1 lemon',
      '',
      'Method',
      '1. Heat the oven to 180°C and line a loaf tin.',
      '2. Beat the butter and sugar until pale, then add the eggs one at',
      'a time.',
      '3. Bake 40 minutes until a skewer comes out clean.',
    ]);
    expect(rest).toHaveLength(0);
    expect(recipe?.title).toBe('Lemon Drizzle Cake');
    expect(recipe?.ingredients).toEqual([
      '225 g unsalted butter, softened',
      '1 ½ cups caster sugar',
      '4 eggs',
      'Zest of 1 lemon',
    ]);
    expect(recipe?.instructions).toEqual([
      'Heat the oven to 180°C and line a loaf tin.',
      'Beat the butter and sugar until pale, then add the eggs one at a time.',
      'Bake 40 minutes until a skewer comes out clean.',
    ]);
    expect(recipe).toMatchObject({
      servings: 8,
      yields: 'Serves 8',
      prepTime: 15,
      cookTime: 40,
      totalTime: 55,
    });
  });

  it('finds the ingredient block by amounts and units when there are no headings', () => {
    const [recipe] = readRecipesFromLines([
      "Grandma's Pancakes",
      '1 cup flour',
      '2 tbsp sugar',
      '¾ cup milk',
      '1 egg',
      'Pinch of salt',
      'Whisk everything together into a smooth batter and rest it for ten minutes.',
      'Fry ladlefuls in a hot buttered pan until golden on both sides.',
    ]);
    expect(recipe?.title).toBe("Grandma's Pancakes");
    expect(recipe?.ingredients).toEqual([
      '1 cup flour',
      '2 tbsp sugar',
      '¾ cup milk',
      '1 egg',
      'Pinch of salt',
    ]);
    expect(recipe?.instructions).toEqual([
      'Whisk everything together into a smooth batter and rest it for ten minutes.',
      'Fry ladlefuls in a hot buttered pan until golden on both sides.',
    ]);
  });

  it('keeps paragraph steps apart at blank lines and joins their wrapped lines', () => {
    const [recipe] = readRecipesFromLines([
      'Tomato Soup',
      'Ingredients',
      '2 tbsp olive oil',
      '800 g tomatoes',
      'Directions',
      'Warm the oil in a pan and soften the onion',
      'for five minutes.',
      '',
      'Add the tomatoes and simmer for 20 minutes, then blend.',
    ]);
    expect(recipe?.instructions).toEqual([
      'Warm the oil in a pan and soften the onion for five minutes.',
      'Add the tomatoes and simmer for 20 minutes, then blend.',
    ]);
    expect(recipe?.cookTime).toBe(20);
  });

  it('reads a two-column list put in column order, OCR bullets, wrapped lines and misread headings', () => {
    const [recipe] = readRecipesFromLines([
      'Chicken Traybake',
      'Serves: 4 | Total time: 50 minutes',
      'Ingredlents',
      '« 4 chicken thighs (skin on, bone',
      'in)',
      '+ 2 red onions',
      '* 1/2 tsp smoked paprika',
      '+ 3 Thsp olive oil',
      'Instructions',
      '1. Toss everything together.',
      '2. Roast for 45 minutes.',
    ]);
    expect(recipe?.ingredients).toEqual([
      '4 chicken thighs (skin on, bone in)',
      '2 red onions',
      '1/2 tsp smoked paprika',
      '3 Tbsp olive oil',
    ]);
    expect(recipe?.servings).toBe(4);
    expect(recipe?.totalTime).toBe(50);
    expect(recipe?.cookTime).toBe(45);
  });

  it('joins a wrapped line that starts with an amount when it closes the line before’s parenthesis', () => {
    const [recipe] = readRecipesFromLines([
      'Orange Dressing',
      '',
      'Ingredients',
      '1/4 cup orange juice (juice from',
      '1/2 orange)',
      '2 tbsp olive oil (or',
      'canola)',
      '1 tsp honey',
      '',
      'Directions',
      '1. Whisk everything together.',
    ]);
    expect(recipe?.ingredients).toEqual([
      '1/4 cup orange juice (juice from 1/2 orange)',
      '2 tbsp olive oil (or canola)',
      '1 tsp honey',
    ]);
  });

  it('reads "Makes 12 cookies" as a yield, not as servings', () => {
    const [recipe] = readRecipesFromLines([
      'Oat Cookies',
      'Makes 12 cookies - Prep 10 min - Cook 12 min',
      'Ingredients',
      '100 g oats',
      'Method',
      'Mix and bake.',
    ]);
    expect(recipe).toMatchObject({ servings: null, yields: 'Makes 12 cookies', prepTime: 10, cookTime: 12 });
  });

  it('joins a title printed over two lines', () => {
    const [recipe] = readRecipesFromLines([
      'Slow Roasted Tomatoes with',
      'Garlic and Thyme',
      'Serves 4',
      'Ingredients',
      '6 tomatoes',
      'Method',
      'Roast slowly.',
    ]);
    expect(recipe?.title).toBe('Slow Roasted Tomatoes with Garlic and Thyme');
  });

  it('reads two recipes on one page as two', () => {
    const recipes = readRecipesFromLines([
      'Basic Vinaigrette',
      'Ingredients',
      '3 tbsp olive oil',
      '1 tbsp red wine vinegar',
      'Method',
      '1. Shake together in a jar.',
      '',
      'Garlic Croutons',
      'Serves 4',
      'Ingredients',
      '2 cups bread cubes',
      '1 clove garlic, crushed',
      'Method',
      '1. Toss the bread with the garlic.',
      '2. Bake 10 minutes.',
    ]);
    expect(recipes.map((r) => r.title)).toEqual(['Basic Vinaigrette', 'Garlic Croutons']);
    expect(recipes[0]?.instructions).toEqual(['Shake together in a jar.']);
    expect(recipes[1]?.ingredients).toEqual(['2 cups bread cubes', '1 clove garlic, crushed']);
    expect(recipes[1]).toMatchObject({ servings: 4, cookTime: 10 });
  });

  it('stops the method at a notes heading and finds nothing in text that is no recipe', () => {
    const [recipe] = readRecipesFromLines([
      'Rice',
      'Ingredients',
      '1 cup rice',
      'Method',
      '1. Cook the rice.',
      'Notes',
      'Leftovers keep for two days.',
    ]);
    expect(recipe?.instructions).toEqual(['Cook the rice.']);
    expect(readRecipesFromLines(['Shopping receipt', '', 'Thank you for your visit!'])).toEqual([]);
  });
  it('reads several facts on one line under the title, separated by sentence stops', () => {
    const [recipe] = readRecipesFromLines([
      'Apple Crumble',
      'Serves 8. Prep 15 minutes. Bake 45 minutes.',
      '',
      'Ingredients',
      '6 apples, sliced',
      '150 g flour',
      '100 g butter',
      'Method',
      '1. Heat the oven to 180°C.',
      '2. Rub the butter into the flour and scatter over the apples.',
      '3. Bake until golden.',
    ]);
    expect(recipe?.title).toBe('Apple Crumble');
    expect(recipe?.description).toBeNull();
    expect(recipe).toMatchObject({ servings: 8, prepTime: 15, cookTime: 45, totalTime: 60 });
  });

  it.each([
    [
      'Makes 24 · Prep time: 15 min · Cook 1 hr 10 min',
      { servings: 24, prepTime: 15, cookTime: 70, totalTime: 85 },
    ],
    ['Yield: 4 servings | Prep 10 min | Total 1 hour', { servings: 4, prepTime: 10, totalTime: 60 }],
    ['Serves 6; Cook 1 hr 10 min; Total 1 hour 30 min', { servings: 6, cookTime: 70, totalTime: 90 }],
    ['Serves 2     Prep 5 min     Cook 10 min', { servings: 2, prepTime: 5, cookTime: 10, totalTime: 15 }],
  ])('reads the facts line %j', (line, expected) => {
    const [recipe] = readRecipesFromLines([
      'Simple Dish',
      line,
      'Ingredients',
      '1 egg',
      'Method',
      '1. Cook it.',
    ]);
    expect(recipe).toMatchObject(expected);
  });

  it('leaves a method sentence naming two times as a step', () => {
    const [recipe] = readRecipesFromLines([
      'Stew',
      'Ingredients',
      '1 kg beef',
      'Method',
      '1. Brown the beef.',
      'Bake 20 minutes. Cook 5 minutes more.',
    ]);
    expect(recipe?.instructions).toEqual(['Brown the beef. Bake 20 minutes. Cook 5 minutes more.']);
  });

  it("keeps a title that opens with a method heading's words, and the list under it", () => {
    const [recipe, ...rest] = readRecipesFromLines([
      'How to make Pulled Pork',
      'Prep 10 mins · Cook 5 hrs',
      'Ingredients',
      '4 lb pork shoulder',
      '1 teaspoon cumin',
      'bbq sauce for coating meat (optional)',
      'Instructions',
      '1. Trim the pork.',
      '2. Rub it with the spices.',
    ]);
    expect(rest).toHaveLength(0);
    expect(recipe?.title).toBe('How to make Pulled Pork');
    expect(recipe?.ingredients).toEqual([
      '4 lb pork shoulder',
      '1 teaspoon cumin',
      'bbq sauce for coating meat (optional)',
    ]);
    expect(recipe?.instructions).toEqual(['Trim the pork.', 'Rub it with the spices.']);
  });

  it('reads an ingredient list printed after the method', () => {
    const [recipe] = readRecipesFromLines([
      'Quick Flatbread',
      'Method',
      '1. Mix the flour, yoghurt and salt into a dough.',
      '2. Roll out thinly and cook in a dry pan.',
      'Ingredients',
      '200 g self-raising flour',
      '200 g Greek yoghurt',
      'a pinch of salt',
    ]);
    expect(recipe?.ingredients).toEqual([
      '200 g self-raising flour',
      '200 g Greek yoghurt',
      'a pinch of salt',
    ]);
    expect(recipe?.instructions).toEqual([
      'Mix the flour, yoghurt and salt into a dough.',
      'Roll out thinly and cook in a dry pan.',
    ]);
  });
});
