// Each format Hearth imports, from fixture files made in code, read field by field.
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { paprikaExport, pngPhoto, zipOf } from '../../../../test/support/collection-files.js';
import type { CollectionRecipe } from './item.js';
import { readCollection } from './read-collection.js';

const recipesOf = (read: ReturnType<typeof readCollection>): CollectionRecipe[] =>
  read.items.filter((item): item is CollectionRecipe => item.kind === 'recipe');

describe('Paprika (.paprikarecipes)', () => {
  it('brings every field across, the base64 photo included', () => {
    const photo = pngPhoto(3, 2);
    const read = readCollection({
      name: 'My Recipes.paprikarecipes',
      bytes: paprikaExport([
        {
          name: 'Grandma’s apple pie',
          description: 'The Sunday pie',
          ingredients: 'For the crust:\n2 cups flour\n1 cup butter\n\nFilling:\n6 apples',
          directions: 'Make the crust.\nFill and bake 45 minutes.',
          notes: 'Use Bramleys.',
          servings: '8 servings',
          prep_time: '30 mins',
          cook_time: '1 hr',
          rating: 5,
          categories: ['Desserts', 'Family favourites'],
          source_url: 'https://example.com/pie',
          nutritional_info: '300 kcal',
          photo: 'pie.png',
          photo_data: Buffer.from(photo).toString('base64'),
        },
      ]),
    });
    expect(read.format).toBe('paprika');
    expect(read.failures).toEqual([]);
    const [item] = recipesOf(read);
    expect(item?.recipe).toMatchObject({
      title: 'Grandma’s apple pie',
      description: 'The Sunday pie',
      ingredients: 'For the crust:\n2 cups flour\n1 cup butter\nFilling:\n6 apples',
      instructions: 'Make the crust.\nFill and bake 45 minutes.',
      notes: 'Use Bramleys.\n\nNutrition:\n300 kcal',
      servings: 8,
      prepTime: 30,
      cookTime: 60,
      sourceUrl: 'https://example.com/pie',
      categoryIds: ['desserts'],
      tags: ['Family-favourites'],
      imageUrl: null,
    });
    expect(item?.rating).toBe(5);
    expect(item?.photo).toEqual({ contentType: 'image/png', bytes: photo });
    expect(item?.origin).toBe('Grandma’s apple pie.paprikarecipe');
  });

  it('gives the same keys when the same file is read again, and different ones for different recipes', () => {
    const file = paprikaExport([
      { name: 'Soup', ingredients: 'leeks' },
      { name: 'Stew', ingredients: 'beef' },
    ]);
    const first = readCollection({ name: 'a.paprikarecipes', bytes: file }).items.map((i) => i.key);
    const again = readCollection({ name: 'b.paprikarecipes', bytes: file }).items.map((i) => i.key);
    expect(again).toEqual(first);
    expect(new Set(first).size).toBe(2);
  });
});

describe('Mealie', () => {
  const mealieRecipe = {
    id: 'a1',
    name: 'Chicken curry',
    slug: 'chicken-curry',
    description: 'Mild and quick',
    recipeYield: '4 servings',
    recipeServings: 4,
    prepTime: 'PT15M',
    performTime: '40 minutes',
    rating: 4,
    orgURL: 'https://example.org/curry',
    recipeCategory: [{ name: 'Dinner', slug: 'dinner' }],
    tags: [{ name: 'Weeknight meals' }],
    recipeIngredient: [
      {
        title: 'Curry',
        note: 'onions, sliced',
        quantity: 2,
        unit: null,
        food: null,
        display: '2 onions, sliced',
      },
      { title: '', note: '', quantity: 0.5, unit: { name: 'cup' }, food: { name: 'yoghurt' } },
    ],
    recipeInstructions: [
      { title: 'Start', text: 'Fry the onions.' },
      { title: '', text: 'Add the chicken.\nSimmer.' },
    ],
    notes: [{ title: 'Tip', text: 'Better the next day.' }],
  };

  it('reads a recipe export zip (JSON and original.webp image)', () => {
    const webp = strToU8(
      'RIFF\u0024\u0000\u0000\u0000WEBPVP8X\u000a\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0003\u0000\u0000\u0002\u0000\u0000',
    );
    const read = readCollection({
      name: 'chicken-curry.zip',
      bytes: zipOf({ 'chicken-curry.json': JSON.stringify(mealieRecipe), 'images/original.webp': webp }),
    });
    expect(read.format).toBe('mealie');
    const [item] = recipesOf(read);
    expect(item?.recipe).toMatchObject({
      title: 'Chicken curry',
      description: 'Mild and quick',
      ingredients: 'Curry:\n2 onions, sliced\n1/2 cup yoghurt',
      instructions: 'Start:\nFry the onions.\nAdd the chicken.\nSimmer.',
      prepTime: 15,
      cookTime: 40,
      servings: 4,
      sourceUrl: 'https://example.org/curry',
      notes: 'Tip: Better the next day.',
      categoryIds: ['dinner'],
      tags: ['Weeknight-meals'],
    });
    expect(item?.rating).toBe(4);
    expect(item?.photo?.contentType).toBe('image/webp');
  });

  it('reads a full backup (database.json tables and data/recipes/<id>/images)', () => {
    const database = {
      recipes: [
        {
          id: 'r1',
          name: 'Pancakes',
          description: 'Fluffy',
          recipe_yield: '6',
          prep_time: '10 minutes',
          perform_time: '15 minutes',
          org_url: 'https://example.org/pancakes',
          rating: 3,
        },
      ],
      recipes_ingredients: [
        { recipe_id: 'r1', position: 1, note: '2 eggs', title: null },
        { recipe_id: 'r1', position: 0, note: '1 cup flour', title: 'Batter' },
      ],
      recipe_instructions: [{ recipe_id: 'r1', position: 0, title: null, text: 'Whisk and fry.' }],
      categories: [{ id: 'c1', name: 'Breakfast' }],
      recipes_to_categories: [{ recipe_id: 'r1', category_id: 'c1' }],
      tags: [{ id: 't1', name: 'kids' }],
      recipes_to_tags: [{ recipe_id: 'r1', tag_id: 't1' }],
      notes: [{ recipe_id: 'r1', title: 'Tip', text: 'Rest the batter' }],
    };
    const read = readCollection({
      name: 'mealie_backup.zip',
      bytes: zipOf({
        'database.json': JSON.stringify(database),
        'data/recipes/r1/images/original.png': pngPhoto(),
      }),
    });
    const [item] = recipesOf(read);
    expect(item?.recipe).toMatchObject({
      title: 'Pancakes',
      ingredients: 'Batter:\n1 cup flour\n2 eggs',
      instructions: 'Whisk and fry.',
      servings: 6,
      prepTime: 10,
      cookTime: 15,
      notes: 'Tip: Rest the batter',
      categoryIds: ['breakfast'],
      tags: ['kids'],
    });
    expect(item?.rating).toBe(3);
    expect(item?.photo?.contentType).toBe('image/png');
  });
});

describe('Tandoor', () => {
  const tandoorRecipe = (name: string) => ({
    name,
    description: 'Crisp and green',
    keywords: [{ name: 'Lunch' }, { name: 'quick' }],
    working_time: 20,
    waiting_time: 10,
    servings: 2,
    source_url: 'https://example.net/salad',
    internal: true,
    steps: [
      {
        name: 'Dressing',
        instruction: 'Whisk oil and lemon.',
        order: 0,
        ingredients: [
          {
            food: { name: 'Dressing' },
            unit: null,
            amount: 0,
            note: '',
            is_header: true,
            no_amount: true,
            order: 0,
          },
          {
            food: { name: 'olive oil' },
            unit: { name: 'tbsp' },
            amount: 3,
            note: 'extra virgin',
            is_header: false,
            no_amount: false,
            order: 1,
          },
          {
            food: { name: 'salt' },
            unit: null,
            amount: 0,
            note: '',
            is_header: false,
            no_amount: true,
            order: 2,
          },
        ],
      },
      { name: '', instruction: 'Toss the leaves.', order: 1, ingredients: [] },
    ],
  });

  it('reads a zip of recipe zips (recipe.json and image)', () => {
    const read = readCollection({
      name: 'export.zip',
      bytes: zipOf({
        '1.zip': zipOf({
          'recipe.json': JSON.stringify(tandoorRecipe('Green salad')),
          'image.png': pngPhoto(),
        }),
        '2.zip': zipOf({ 'recipe.json': JSON.stringify(tandoorRecipe('Other salad')) }),
      }),
    });
    expect(read.format).toBe('tandoor');
    const [first, second] = recipesOf(read);
    expect(first?.recipe).toMatchObject({
      title: 'Green salad',
      description: 'Crisp and green',
      ingredients: 'Dressing:\n3 tbsp olive oil, extra virgin\nsalt',
      instructions: 'Dressing:\nWhisk oil and lemon.\nToss the leaves.',
      prepTime: 20,
      cookTime: 10,
      servings: 2,
      sourceUrl: 'https://example.net/salad',
      categoryIds: ['lunch'],
      tags: ['quick'],
    });
    expect(first?.photo?.contentType).toBe('image/png');
    expect(second?.photo).toBeNull();
  });
});

describe('schema.org JSON-LD', () => {
  const recipe = (name: string, extra: Record<string, unknown> = {}) => ({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name,
    description: 'Rich',
    recipeIngredient: ['200 g chocolate', '3 eggs'],
    recipeInstructions: [
      {
        '@type': 'HowToSection',
        name: 'Base',
        itemListElement: [{ '@type': 'HowToStep', text: 'Melt the chocolate.' }],
      },
      { '@type': 'HowToStep', text: 'Fold in the eggs.' },
    ],
    prepTime: 'PT20M',
    cookTime: 'PT25M',
    recipeYield: '8',
    recipeCategory: 'Dessert',
    keywords: 'chocolate, party',
    url: 'https://example.com/mousse',
    ...extra,
  });

  it('reads one recipe, with Hearth’s own notes and rating', () => {
    const read = readCollection({
      name: 'mousse.json',
      bytes: strToU8(
        JSON.stringify(recipe('Chocolate mousse', { 'hearth:notes': 'Chill overnight', 'hearth:rating': 5 })),
      ),
    });
    expect(read.format).toBe('schema-org');
    const [item] = recipesOf(read);
    expect(item?.recipe).toMatchObject({
      title: 'Chocolate mousse',
      description: 'Rich',
      ingredients: '200 g chocolate\n3 eggs',
      instructions: 'Base:\nMelt the chocolate.\nFold in the eggs.',
      prepTime: 20,
      cookTime: 25,
      servings: 8,
      sourceUrl: 'https://example.com/mousse',
      notes: 'Chill overnight',
      categoryIds: ['desserts'],
      tags: ['chocolate', 'party'],
    });
    expect(item?.rating).toBe(5);
  });

  it('reads many in one file (a list or an @graph), and a zip of files with photos by path', () => {
    const list = readCollection({
      name: 'all.json',
      bytes: strToU8(JSON.stringify([recipe('A'), recipe('B')])),
    });
    expect(recipesOf(list).map((i) => i.recipe.title)).toEqual(['A', 'B']);
    const graph = readCollection({
      name: 'g.jsonld',
      bytes: strToU8(JSON.stringify({ '@graph': [recipe('C'), { '@type': 'WebPage' }] })),
    });
    expect(recipesOf(graph).map((i) => i.recipe.title)).toEqual(['C']);
    const zipped = readCollection({
      name: 'hearth-export.zip',
      bytes: zipOf({
        'recipes/d.json': JSON.stringify(recipe('D', { image: 'photos/d.png' })),
        'recipes/photos/d.png': pngPhoto(),
        'recipes/e.json': JSON.stringify(recipe('E', { image: 'https://cdn.example.com/e.jpg' })),
        'README.txt': 'What is what',
      }),
    });
    const [d, e] = recipesOf(zipped);
    expect(d?.photo?.contentType).toBe('image/png');
    expect(d?.recipe.imageUrl).toBeNull();
    expect(e?.photo).toBeNull();
    expect(e?.recipe.imageUrl).toBe('https://cdn.example.com/e.jpg');
  });
});

describe('CSV with a header row', () => {
  it('maps columns by name, any order and case, with multi-line cells', () => {
    const csv = [
      'Name,Ingredients,Directions,Prep Time,Cook time,Servings,URL,Notes,Rating,Category,Tags',
      '"Tomato soup","1 kg tomatoes\n1 onion","Roast.\nBlend.",10,45 min,4,https://example.com/soup,"Freezes well",4,Lunch,"soup, winter"',
      'Flapjacks,oats; butter; syrup,Bake 25 minutes,,,12,,,,Desserts,',
    ].join('\r\n');
    const read = readCollection({ name: 'recipes.csv', bytes: strToU8(csv) });
    expect(read.format).toBe('csv');
    const [soup, flapjacks] = recipesOf(read);
    expect(soup?.recipe).toMatchObject({
      title: 'Tomato soup',
      ingredients: '1 kg tomatoes\n1 onion',
      instructions: 'Roast.\nBlend.',
      prepTime: 10,
      cookTime: 45,
      servings: 4,
      sourceUrl: 'https://example.com/soup',
      notes: 'Freezes well',
      categoryIds: ['lunch', 'lunch-soups'],
      tags: ['winter'],
    });
    expect(soup?.rating).toBe(4);
    expect(flapjacks?.recipe.ingredients).toBe('oats\nbutter\nsyrup');
    expect(flapjacks?.origin).toBe('recipes.csv, row 3 (Flapjacks)');
  });

  it('fails a row without a title alone, and a file without a title column as a whole item', () => {
    const read = readCollection({
      name: 'r.csv',
      bytes: strToU8('Title;Ingredients\n;eggs\nOmelette;eggs\n'),
    });
    expect(recipesOf(read).map((i) => i.recipe.title)).toEqual(['Omelette']);
    expect(read.failures).toEqual([{ origin: 'r.csv, row 2', reason: 'The recipe has no title' }]);
  });
});

describe('lists of web addresses', () => {
  it('reads a text file of addresses, failing the lines that are not addresses', () => {
    const read = readCollection({
      name: 'links.txt',
      bytes: strToU8(
        '# my saved recipes\nhttps://example.com/a\n\nhttp://example.org/b?x=1\nnot a link\nhttps://example.com/a\n',
      ),
    });
    expect(read.format).toBe('web-addresses');
    expect(read.items.map((i) => (i.kind === 'link' ? i.url : null))).toEqual([
      'https://example.com/a',
      'http://example.org/b?x=1',
    ]);
    expect(read.failures).toEqual([
      { origin: 'links.txt, line 5', reason: '“not a link” is not a web address' },
    ]);
    expect(read.duplicates).toHaveLength(1);
  });

  it('reads a browser bookmarks export', () => {
    const html = `<!DOCTYPE NETSCAPE-Bookmark-file-1>
<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">
<TITLE>Bookmarks</TITLE><H1>Bookmarks</H1>
<DL><p><DT><H3>Recipes</H3><DL><p>
<DT><A HREF="https://example.com/lasagne" ADD_DATE="1">Lasagne &amp; salad</A>
<DT><A HREF="javascript:void(0)">Bookmarklet</A>
</DL><p></DL><p>`;
    const read = readCollection({ name: 'bookmarks.html', bytes: strToU8(html) });
    expect(read.items).toEqual([
      expect.objectContaining({ kind: 'link', url: 'https://example.com/lasagne' }),
    ]);
    expect(read.failures[0]?.reason).toBe('The bookmark “Bookmarklet” is not a web address');
  });
});
