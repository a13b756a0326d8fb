import { describe, expect, it } from 'vitest';
import { CATEGORY_TREE } from '../../contracts/category-tree.js';
import { suggestCategories } from './category-hints.js';
import { extractMainRecipe, extractPage, extractRecipes } from './extract-recipes.js';

const URL_ = 'https://cook.example/recipes/soup';
const page = (head: string, body = '') =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

describe('JSON-LD', () => {
  it('reads a recipe inside @graph with an image reference, sections and entities', () => {
    const html = page(
      ld({
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'WebPage', '@id': `${URL_}#page`, name: 'Tomato soup' },
          { '@type': 'ImageObject', '@id': `${URL_}#img`, url: '/img/soup.jpg', width: 1200, height: 800 },
          {
            '@type': 'Recipe',
            name: 'Tomato &amp; basil soup',
            description: '<p>A <b>quick</b> soup.</p>',
            image: { '@id': `${URL_}#img` },
            recipeIngredient: ['2 &frac12; cups tomatoes', '1 onion'],
            recipeInstructions: [
              {
                '@type': 'HowToSection',
                name: 'For the soup',
                itemListElement: [
                  { '@type': 'HowToStep', text: 'Chop the onion.' },
                  { '@type': 'HowToStep', text: 'Simmer with tomatoes.' },
                ],
              },
              {
                '@type': 'HowToSection',
                name: 'To serve:',
                itemListElement: [{ '@type': 'HowToStep', text: 'Add basil.' }],
              },
            ],
            prepTime: 'PT10M',
            cookTime: 'PT1H',
            recipeYield: ['4', '4 bowls'],
            recipeCategory: 'Soup',
            video: { '@type': 'VideoObject', contentUrl: 'https://video.example/soup.mp4' },
          },
        ],
      }),
    );
    const [r] = extractRecipes(html, URL_);
    expect(r).toMatchObject({
      title: 'Tomato & basil soup',
      description: 'A quick soup.',
      ingredients: ['2 ½ cups tomatoes', '1 onion'],
      instructions: ['For the soup:', 'Chop the onion.', 'Simmer with tomatoes.', 'To serve:', 'Add basil.'],
      sourceUrl: URL_,
      imageUrl: 'https://cook.example/img/soup.jpg',
      videoUrl: 'https://video.example/soup.mp4',
      prepTime: 10,
      cookTime: 60,
      totalTime: 70,
      servings: 4,
      yields: '4 servings',
    });
    expect(r?.suggestedCategories).toEqual(['lunch', 'lunch-soups']);
  });

  it('reads every recipe of a page given as an array and picks the one named like the page', () => {
    const recipe = (name: string) => ({
      '@type': ['Recipe'],
      name,
      recipeIngredient: [`${name} base`],
      recipeInstructions: `Make the ${name}.\nServe.`,
    });
    const html = page(
      `<title>Lemon tart | Cook</title>${ld([recipe('Shortcrust pastry'), recipe('Lemon tart')])}`,
      '<h1>Lemon tart</h1>',
    );
    const { recipes, mainIndex } = extractPage(html, URL_);
    expect(recipes.map((r) => r.title)).toEqual(['Shortcrust pastry', 'Lemon tart']);
    expect(mainIndex).toBe(1);
    expect(recipes[1]?.instructions).toEqual(['Make the Lemon tart.', 'Serve.']);
  });

  it('survives broken JSON-LD and falls back to the page', () => {
    const html = page(
      '<script type="application/ld+json">{"@type": "Recipe", "name": "Broken",</script>',
      '<h1>Plain bread</h1><h2>Ingredients</h2><ul><li>500 g flour</li><li>300 ml water</li></ul>' +
        '<h2>Method</h2><ol><li>Mix everything together well.</li><li>Bake for 40 minutes at 220C.</li></ol>',
    );
    expect(extractMainRecipe(html, URL_)).toMatchObject({
      title: 'Plain bread',
      ingredients: ['500 g flour', '300 ml water'],
      instructions: ['Mix everything together well.', 'Bake for 40 minutes at 220C.'],
    });
  });
});

describe('microdata and RDFa', () => {
  it('reads a microdata recipe, one line per marked ingredient', () => {
    const html = page(
      '',
      `<div itemscope itemtype="http://schema.org/Recipe">
        <h1 itemprop="name">Pancakes</h1>
        <img itemprop="image" src="/p.jpg">
        <meta itemprop="prepTime" content="PT5M"><span itemprop="recipeYield">Serves 2</span>
        <ul><li itemprop="recipeIngredient"><span>1</span>
          <span>cup</span> flour</li><li itemprop="recipeIngredient">1 egg</li></ul>
        <div itemprop="recipeInstructions"><p>Whisk.</p><p>Fry.</p></div>
      </div>`,
    );
    expect(extractMainRecipe(html, URL_)).toMatchObject({
      title: 'Pancakes',
      ingredients: ['1 cup flour', '1 egg'],
      instructions: ['Whisk.', 'Fry.'],
      prepTime: 5,
      servings: 2,
      imageUrl: 'https://cook.example/p.jpg',
    });
  });

  it('reads an RDFa recipe', () => {
    const html = page(
      '',
      `<div vocab="http://schema.org/" typeof="Recipe">
        <h1 property="name">Flapjacks</h1>
        <span property="totalTime" content="PT35M">35 minutes</span>
        <ul><li property="recipeIngredient">100 g oats</li><li property="recipeIngredient">50 g butter</li></ul>
        <ol property="recipeInstructions"><li>Melt the butter.</li><li>Stir in oats and bake.</li></ol>
      </div>`,
    );
    expect(extractMainRecipe(html, URL_)).toMatchObject({
      title: 'Flapjacks',
      totalTime: 35,
      ingredients: ['100 g oats', '50 g butter'],
      instructions: ['Melt the butter.', 'Stir in oats and bake.'],
    });
  });
});

describe('pages without structured data', () => {
  const heuristicPage = (h1: string, ing: string, method: string, items: [string[], string[]], extra = '') =>
    page(
      `<meta property="og:title" content="${h1} - Site"><meta property="og:image" content="https://img.example/${h1}.jpg">`,
      `<nav><h2>${ing}</h2><ul><li>Menu</li></ul></nav><h1>${h1}</h1>${extra}<h2>${ing}</h2><ul>${items[0]
        .map((i) => `<li>${i}</li>`)
        .join(
          '',
        )}</ul><h2>${method}</h2><ol>${items[1].map((i) => `<li>${i}</li>`).join('')}</ol><h2>Comments</h2><ul><li>Yum</li></ul>`,
    );

  it('reads English headings, labelled times and yield, and the Open Graph image', () => {
    const html = heuristicPage(
      'Garlic bread',
      'Ingredients',
      'Directions',
      [
        ['1 baguette', '50 g butter', '2 garlic cloves'],
        ['Mix butter and garlic.', 'Spread and bake 10 minutes.'],
      ],
      '<p>Prep Time: 10 mins | Cook Time: 1 hr 5 mins</p><p>Serves 4-6</p>',
    );
    expect(extractMainRecipe(html, URL_)).toMatchObject({
      title: 'Garlic bread',
      ingredients: ['1 baguette', '50 g butter', '2 garlic cloves'],
      instructions: ['Mix butter and garlic.', 'Spread and bake 10 minutes.'],
      prepTime: 10,
      cookTime: 65,
      totalTime: 75,
      servings: 6,
      imageUrl: 'https://img.example/Garlic%20bread.jpg',
    });
  });

  it.each([
    ['French', 'Ingrédients', 'Préparation'],
    ['German', 'Zutaten für 4 Personen', 'Zubereitung'],
    ['Spanish', 'Ingredientes', 'Elaboración'],
    ['Italian', 'Ingredienti', 'Preparazione'],
    ['Dutch', 'Ingrediënten', 'Bereiding'],
  ])('reads %s section headings', (_lang, ing, method) => {
    const html = heuristicPage('Tarte', ing, method, [
      ['200 g farine', '100 g beurre'],
      ['Mélanger la farine et le beurre.'],
    ]);
    expect(extractMainRecipe(html, URL_)).toMatchObject({
      ingredients: ['200 g farine', '100 g beurre'],
      instructions: ['Mélanger la farine et le beurre.'],
    });
  });

  it('gives an ordinary article back as its title, image and text, flagged partial', () => {
    const html = page(
      '<meta property="og:title" content="Our summer holiday"><meta property="og:image" content="/a.jpg">',
      '<h1>Our summer holiday</h1><article><p>We went to the sea for a week in June.</p><p>It rained on most days, so we cooked.</p></article><ul><li>Swimming</li></ul>',
    );
    expect(extractRecipes(html, URL_)).toEqual([
      expect.objectContaining({
        title: 'Our summer holiday',
        imageUrl: 'https://cook.example/a.jpg',
        ingredients: [],
        instructions: ['We went to the sea for a week in June.', 'It rained on most days, so we cooked.'],
        partial: true,
      }),
    ]);
    expect(extractPage(html, URL_).mainIndex).toBe(0);
  });

  it('finds nothing on a page with neither a title nor text', () => {
    expect(extractPage(page('', '<div><img src="/a.jpg"></div>'), URL_)).toEqual({
      recipes: [],
      mainIndex: -1,
    });
  });
});

describe('images', () => {
  it('takes the largest candidate across the recipe and the page, as an absolute URL', () => {
    const html = page(
      '<meta property="og:image" content="/share.jpg"><meta property="og:image:width" content="1600"><meta property="og:image:height" content="900">' +
        ld({
          '@type': 'Recipe',
          name: 'Stew',
          recipeIngredient: ['1 kg beef'],
          recipeInstructions: 'Stew it.',
          image: [
            'https://cdn.example/stew-500x500.jpg',
            { '@type': 'ImageObject', url: '../stew-big.jpg', width: 2000, height: 1500 },
          ],
        }),
    );
    expect(extractMainRecipe(html, URL_)?.imageUrl).toBe('https://cook.example/stew-big.jpg');
  });

  it('keeps the first image when no size is known', () => {
    const html = page(
      ld({
        '@type': 'Recipe',
        name: 'Rice',
        recipeIngredient: ['rice'],
        recipeInstructions: 'Boil.',
        image: ['/a.jpg', '/b.jpg'],
      }),
    );
    expect(extractMainRecipe(html, URL_)?.imageUrl).toBe('https://cook.example/a.jpg');
  });
});

describe('pages that speak for the site, not the recipe', () => {
  it('takes the <h1> and the photo in the text when the share tags name the site and show its icon', () => {
    const html = page(
      `<meta property="og:site_name" content="Grain Diary"><meta property="og:title" content="Grain Diary">
       <meta property="og:image" content="https://grain.example/media/icon.jpg">
       <link rel="apple-touch-icon" href="../media/icon.jpg"><title>Grain Diary - oat crackers</title>`,
      `<main><h1>oat crackers</h1><img src="/media/recipes/oat_crackers.jpg">
       <h3>Ingredients</h3><ul><li>200 g oats</li><li>50 ml water</li></ul>
       <h3>Method</h3><ol><li>Blend the oats.</li><li>Bake for 20 minutes.</li></ol></main>`,
    );
    expect(extractMainRecipe(html, URL_)).toMatchObject({
      title: 'oat crackers',
      imageUrl: 'https://cook.example/media/recipes/oat_crackers.jpg',
    });
  });

  it('keeps microdata times when its lists are empty or broken, and reads the lists from the page', () => {
    // The steps were JSON inside a double-quoted attribute: the attribute ends at the first quote.
    const html = page(
      '<title>Flatbread</title>',
      `<div itemscope itemtype="https://schema.org/Recipe">
         <meta itemprop="name" content="Flatbread"><meta itemprop="cookTime" content="PT12M">
         <meta itemprop="recipeYield" content="4"><meta itemprop="recipeIngredient" content=" ">
         <meta itemprop="recipeInstructions" content="[{"@type":"HowToStep","text":"Knead."}]">
       </div>
       <h2>Ingredients</h2><ul><li>300 g flour</li><li>180 ml water</li></ul>
       <h2>Instructions</h2><ol><li>Knead the dough.</li><li>Cook in a hot pan.</li></ol>`,
    );
    expect(extractMainRecipe(html, URL_)).toMatchObject({
      title: 'Flatbread',
      cookTime: 12,
      servings: 4,
      ingredients: ['300 g flour', '180 ml water'],
      instructions: ['Knead the dough.', 'Cook in a hot pan.'],
    });
  });
});

describe('category hints', () => {
  it('holds the five top-level categories and the hidden system ones', () => {
    expect(CATEGORY_TREE.filter((c) => !c.hidden).map((c) => c.name)).toEqual([
      'Breakfast',
      'Lunch',
      'Appetizers/Breads',
      'Dinner',
      'Desserts',
    ]);
    expect(CATEGORY_TREE.filter((c) => c.hidden).map((c) => c.id)).toEqual([
      'dinner-party-menus',
      'recipes-to-try',
    ]);
  });

  it('suggests from explicit categories first, then from keywords and title', () => {
    expect(suggestCategories({ categories: ['Dessert'], text: ['Chicken pie'] })).toEqual(['desserts']);
    expect(suggestCategories({ categories: [], text: ['Chocolate chip cookies'] })).toEqual([
      'desserts',
      'desserts-cookies',
    ]);
    expect(suggestCategories({ categories: ['Uncategorized'], text: ['Something'] })).toEqual([]);
  });
});
