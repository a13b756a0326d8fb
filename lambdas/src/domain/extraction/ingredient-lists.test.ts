// Ingredient lists as pages really lay them out (issue 36): groups under headings of the list's own
// level, amounts and names in elements of their own, structured data worse than the page's list.
// Every page here is a small hand-written snippet of one layout.
import { describe, expect, it } from 'vitest';
import { extractMainRecipe } from './extract-recipes.js';
import { pageListInstead } from './ingredients.js';

const URL_ = 'https://cook.example/recipes/latkes';
const page = (head: string, body = '') =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
const recipeLd = (ingredients: unknown) =>
  ld({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Leek latkes',
    recipeIngredient: ingredients,
    recipeInstructions: ['Grate the potatoes.', 'Fry the latkes.'],
  });
const ingredientsOf = (html: string) => extractMainRecipe(html, URL_)?.ingredients;

describe('lists split across headings', () => {
  it('keeps every group when the groups are headed at the level of the page’s sections', () => {
    const html = page(
      '<title>Leek latkes</title>',
      `<h1>Leek latkes</h1>
       <h2>Produce</h2><ul><li>1 lemon</li><li>1 pound russet potatoes</li></ul>
       <h2>Pantry</h2><ul><li>2 tbsp matzo meal</li><li>¾ cup vegetable oil</li></ul>
       <h2>Dairy</h2><ul><li>1 egg</li><li>1 cup sour cream</li></ul>
       <h2>Method</h2><ol><li>Grate the potatoes and squeeze them dry.</li><li>Fry in hot oil until golden.</li></ol>`,
    );
    expect(ingredientsOf(html)).toEqual([
      '1 lemon',
      '1 pound russet potatoes',
      '2 tbsp matzo meal',
      '¾ cup vegetable oil',
      '1 egg',
      '1 cup sour cream',
    ]);
  });

  it('reads on past a group heading under the list’s own heading, and stops at the method', () => {
    const html = page(
      '<title>Leek latkes</title>',
      `<h1>Leek latkes</h1>
       <h2>Ingredients</h2><ul><li>2 leeks</li><li>3 potatoes</li></ul>
       <h2>Sauce</h2><ul><li>1 cup yogurt</li><li>1 tbsp dill</li></ul>
       <h2>Directions</h2><ol><li>Grate the potatoes and squeeze them dry.</li><li>Fry in hot oil until golden.</li></ol>
       <h2>More recipes</h2><ul><li>3 ways with leeks</li><li>5 potato salads</li></ul>`,
    );
    const recipe = extractMainRecipe(html, URL_);
    expect(recipe?.ingredients).toEqual(['2 leeks', '3 potatoes', '1 cup yogurt', '1 tbsp dill']);
    expect(recipe?.instructions).toEqual([
      'Grate the potatoes and squeeze them dry.',
      'Fry in hot oil until golden.',
    ]);
  });

  it('finds the list under a heading that names the dish before its section ("… – Die Zutaten")', () => {
    const html = page(
      '<title>Auflauf</title>',
      `<h1>Auflauf</h1><h2>Auflauf mit Kürbis – Die Zutaten</h2><p>Für 6 Personen</p>
       <ul><li>250 g Rindfleisch, in Stücken</li><li>1,5 TL Senf</li><li>Salz</li>
       <li>frisch gemahlener Pfeffer</li><li>40 g Butter</li><li>600 g Kartoffeln</li></ul>
       <h2>Auflauf mit Kürbis – Die Zubereitung</h2><p>Alles mischen und 40 Minuten im Ofen backen, bis es goldbraun ist.</p>`,
    );
    expect(ingredientsOf(html)).toEqual([
      '250 g Rindfleisch, in Stücken',
      '1,5 TL Senf',
      'Salz',
      'frisch gemahlener Pfeffer',
      '40 g Butter',
      '600 g Kartoffeln',
    ]);
  });

  it('reads a section that an inline element wraps as headings and lines, not as one box of text', () => {
    const html = page(
      '<title>Soup</title>',
      `<h1>Soup</h1><div><span class="wrap"><h2>Ingredients</h2>
       <ul><li>carrots</li><li>an onion</li><li>1 l stock</li><li>parsley</li></ul>
       <h2>Method</h2><ol><li>Chop everything and simmer it for twenty minutes.</li></ol></span></div>`,
    );
    expect(ingredientsOf(html)).toEqual(['carrots', 'an onion', '1 l stock', 'parsley']);
  });
});

describe('amounts and names in elements of their own', () => {
  it('joins a name and an amount set in separate inline elements with a space', () => {
    const html = page(
      '<title>Brittle</title>',
      `<h1>Black sesame brittle</h1><h2>Ingredients</h2>
       <dl><dt><b>brown sugar</b><u>45 g</u></dt><dt><b>vanilla extract</b><u>1.25 ml</u></dt>
       <dt><b>sesame seeds</b><u>35 g</u></dt></dl>
       <h2>Method</h2><ol><li>Melt the sugar and stir in the seeds, then spread thin.</li></ol>`,
    );
    expect(ingredientsOf(html)).toEqual(['brown sugar 45 g', 'vanilla extract 1.25 ml', 'sesame seeds 35 g']);
  });

  it('keeps an ordinal’s raised letters against its number', () => {
    const html = page(
      '<title>Cake</title>',
      `<h1>Cake</h1><h2>Ingredients</h2><ul><li>2 cups flour</li><li>1 cup sugar</li><li>3 eggs</li></ul>
       <h2>Method</h2><ol><li>Bake on the 2<sup>nd</sup> shelf for 30 minutes until risen.</li></ol>`,
    );
    expect(extractMainRecipe(html, URL_)?.instructions).toEqual([
      'Bake on the 2nd shelf for 30 minutes until risen.',
    ]);
  });

  it('puts an amount cut from its name by a line break inside one entry back in front of it', () => {
    const html = page(recipeLd(['2 \r\nbay leaves', '1/2 teaspoon \r\nground cinnamon', '1 onion']));
    expect(ingredientsOf(html)).toEqual(['2 bay leaves', '1/2 teaspoon ground cinnamon', '1 onion']);
  });

  it('still cuts an entry at its line breaks where each part is an ingredient', () => {
    const html = page(recipeLd(['2 eggs\n1 onion', 'salt']));
    expect(ingredientsOf(html)).toEqual(['2 eggs', '1 onion', 'salt']);
  });

  it('drops group titles named after the list ("Dry ingredients") and keeps one-word things', () => {
    const html = page(
      recipeLd(['Dry ingredients', '2 cups flour', 'Remaining Ingredients', '1 egg', 'Salt']),
    );
    expect(ingredientsOf(html)).toEqual(['2 cups flour', '1 egg', 'Salt']);
  });

  it('keeps an "or" alternative on the line of the thing it replaces', () => {
    const html = page(
      recipeLd([
        '1 cup butter',
        'or',
        '1 cup coconut oil',
        '2 eggs',
        'or 2 flax eggs',
        '1 tbsp thyme or 1 tsp dried',
      ]),
    );
    expect(ingredientsOf(html)).toEqual([
      '1 cup butter or 1 cup coconut oil',
      '2 eggs or 2 flax eggs',
      '1 tbsp thyme or 1 tsp dried',
    ]);
  });

  it('keeps an "or" set between list items of the page on one line', () => {
    const html = page(
      '<title>Cake</title>',
      `<h1>Cake</h1><h2>Ingredients</h2><ul><li>200 g butter</li><li>- or -</li><li>200 ml oil</li>
       <li>3 eggs</li><li>250 g flour</li></ul><h2>Method</h2><ol><li>Mix it all and bake for forty minutes.</li></ol>`,
    );
    expect(ingredientsOf(html)).toEqual(['200 g butter - or - 200 ml oil', '3 eggs', '250 g flour']);
  });

  it('reads doubled parentheses as one pair', () => {
    const html = page(recipeLd(['Boiled potatoes ((optional))', '1 onion']));
    expect(ingredientsOf(html)).toEqual(['Boiled potatoes (optional)', '1 onion']);
  });
});

describe('a list marked twice in microdata', () => {
  const card = (list: string) =>
    page(
      '<title>Pear crumble</title>',
      `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Pear crumble</h1>${list}
       <ol itemprop="recipeInstructions"><li>Slice the pears.</li><li>Bake until golden.</li></ol></div>`,
    );

  it('reads an element named by a property and its older alias once', () => {
    const html = card('<div itemprop="ingredients recipeIngredient"><p>4 pears</p><p>1 cup oats</p></div>');
    expect(ingredientsOf(html)).toEqual(['4 pears', '1 cup oats']);
  });

  it('reads a marked list of marked entries as its entries, once', () => {
    const html = card(
      `<div itemprop="recipeIngredient"><ul>
        <li itemprop="ingredients">4 pears</li><li itemprop="ingredients">1 cup oats, or rolled barley</li>
      </ul></div>`,
    );
    expect(ingredientsOf(html)).toEqual(['4 pears', '1 cup oats, or rolled barley']);
  });

  it('leaves out the names of groups inside one marked list, and keeps a bold entry with an amount', () => {
    const html = card(
      `<div itemprop="ingredients"><p><strong>Crumble&nbsp;</strong><br>1 cup oats<br>salt</p>
        <div class="group-head">Fruit</div><div>4 pears</div><p><b>2 tbsp honey</b></p></div>`,
    );
    expect(ingredientsOf(html)).toEqual(['1 cup oats', 'salt', '4 pears', '2 tbsp honey']);
  });
});

describe('structured data worse than the page’s own list', () => {
  const list = (items: string[]) =>
    `<h1>Leek latkes</h1><h2>Ingredients</h2><ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>
     <h2>Method</h2><ol><li>Grate the potatoes.</li><li>Fry the latkes.</li></ol>`;

  it('takes the page’s lines when the structured entries are them cut at their commas', () => {
    const html = page(
      `<title>Leek latkes</title>${recipeLd(['250 g pork', ' in pieces', ' 1', '5 tsp mustard', ' salt'])}`,
      list(['250 g pork, in pieces', '1,5 tsp mustard', 'salt']),
    );
    expect(ingredientsOf(html)).toEqual(['250 g pork, in pieces', '1,5 tsp mustard', 'salt']);
  });

  it('takes the page’s lines when the structured list is all of them glued into one entry', () => {
    const html = page(
      `<title>Leek latkes</title>${recipeLd('2 leeks3 potatoes, grated1 egg')}`,
      list(['2 leeks', '3 potatoes, grated', '1 egg']),
    );
    expect(ingredientsOf(html)).toEqual(['2 leeks', '3 potatoes, grated', '1 egg']);
  });

  it('takes the page’s lines, in the page’s order, when the structured list names only the things', () => {
    const html = page(
      `<title>Leek latkes</title>${recipeLd(['potatoes', 'leeks', 'egg', 'salt'])}`,
      `<h1>Leek latkes</h1><h2>Ingredients</h2><ul>
        <li><span>2</span> <abbr>st</abbr> <span>leeks</span>, sliced</li>
        <li><span>600</span> g <span>potatoes</span></li><li><span>1</span> <span>egg</span></li>
        <li class="separator">Recommended</li><li>a pinch of <span>salt</span></li></ul>
       <h2>Method</h2><ol><li>Grate the potatoes.</li></ol>`,
    );
    expect(ingredientsOf(html)).toEqual(['2 st leeks, sliced', '600 g potatoes', '1 egg', 'a pinch of salt']);
  });

  it('keeps the structured list when the page’s list misses one of its things', () => {
    expect(pageListInstead(['potatoes', 'leeks', 'nutmeg'], ['600 g potatoes', '2 leeks'])).toBeNull();
  });

  it('keeps a structured list that has its amounts', () => {
    expect(
      pageListInstead(['600 g potatoes', '2 leeks', '1 egg'], ['600 g potatoes', '2 leeks, sliced', '1 egg']),
    ).toBeNull();
  });
});
