// Recipe Keeper and Paprika's HTML export, from fixture files made in code, read field by field, and
// their hostile cases: broken HTML, a photo the archive lacks, pages not written in UTF-8.
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { pngPhoto, zipOf } from '../../../../test/support/collection-files.js';
import {
  paprikaHtmlExport,
  paprikaHtmlPage,
  recipeKeeperBlock,
  recipeKeeperExport,
  recipeKeeperPage,
} from '../../../../test/support/collection-html-files.js';
import type { CollectionRecipe } from './item.js';
import { readCollection } from './read-collection.js';

const recipesOf = (read: ReturnType<typeof readCollection>): CollectionRecipe[] =>
  read.items.filter((item): item is CollectionRecipe => item.kind === 'recipe');

const latin1 = (text: string): Uint8Array => Uint8Array.from([...text].map((c) => c.charCodeAt(0) & 0xff));

describe('Recipe Keeper (zip of recipes.html and images)', () => {
  it('brings every field across, the photo from images/ included', () => {
    const photo = pngPhoto(3, 2);
    const read = readCollection({
      name: 'RecipeKeeper_20261124.zip',
      bytes: recipeKeeperExport(
        [
          {
            name: 'Lamb tagine',
            courses: ['Dinner'],
            categories: ['Moroccan', 'Slow cooking'],
            source: 'https://example.com/tagine',
            yield: '6 servings',
            prepTime: 'PT20M',
            cookTime: 'PT2H',
            rating: 4,
            ingredients: ['For the lamb:', '1 kg lamb shoulder', '', '2 onions'],
            directions: ['1. Brown the lamb.', '2. Add the onions and simmer.'],
            notes: ['Better the next day.', 'Freezes well.'],
            nutrition: { Calories: '520', TotalFat: '28g', Protein: '0' },
            photo: 'images/tagine_0.png',
          },
          { name: 'Mint tea', source: 'Grandma Aziza', ingredients: ['Mint', 'Green tea'] },
        ],
        { 'images/tagine_0.png': photo },
      ),
    });
    expect(read.format).toBe('recipe-keeper');
    expect(read.failures).toEqual([]);
    const [tagine, tea] = recipesOf(read);
    expect(tagine?.recipe).toMatchObject({
      title: 'Lamb tagine',
      ingredients: 'For the lamb:\n1 kg lamb shoulder\n2 onions',
      instructions: 'Brown the lamb.\nAdd the onions and simmer.',
      prepTime: 20,
      cookTime: 120,
      servings: 6,
      sourceUrl: 'https://example.com/tagine',
      notes: 'Better the next day.\nFreezes well.\n\nNutrition:\nCalories: 520\nTotal fat: 28g',
      categoryIds: ['dinner'],
      tags: ['Moroccan', 'Slow-cooking'],
    });
    expect(tagine?.rating).toBe(4);
    expect(tagine?.photo).toEqual({ contentType: 'image/png', bytes: photo });
    expect(tagine?.origin).toBe('recipes.html (recipe 1)');
    expect(tea?.recipe).toMatchObject({ title: 'Mint tea', sourceUrl: null, notes: 'Source: Grandma Aziza' });
    expect(tea?.rating).toBeNull();
  });

  it('reads recipes.html uploaded on its own', () => {
    const page = recipeKeeperPage([recipeKeeperBlock({ name: 'Flapjacks', ingredients: ['oats'] })]);
    const read = readCollection({ name: 'recipes.html', bytes: strToU8(page) });
    expect(read.format).toBe('recipe-keeper');
    expect(recipesOf(read).map((r) => r.recipe.title)).toEqual(['Flapjacks']);
  });

  it('fails a block broken past reading alone, keeps a recipe whose photo is missing, and reads Windows-1252', () => {
    const broken =
      '<div class="recipe-details"><h2 itemprop="name"></h2><div itemprop="recipeIngredients"><p>flour';
    const page = recipeKeeperPage([
      recipeKeeperBlock({
        name: 'Crème brûlée',
        ingredients: ['4 jaunes, crème fraîche'],
        photo: 'images/gone.jpg',
      }),
      broken,
    ]);
    const read = readCollection({ name: 'export.zip', bytes: zipOf({ 'recipes.html': latin1(page) }) });
    expect(read.format).toBe('recipe-keeper');
    const [creme] = recipesOf(read);
    expect(creme?.recipe.title).toBe('Crème brûlée');
    expect(creme?.recipe.ingredients).toBe('4 jaunes, crème fraîche');
    expect(creme?.photo).toBeNull();
    expect(creme?.warnings).toEqual(['The photo images/gone.jpg is not in the archive, so it was left out']);
    expect(read.failures).toEqual([{ origin: 'recipes.html (recipe 2)', reason: 'The recipe has no title' }]);
  });
});

describe('Paprika’s HTML export (its folder, zipped)', () => {
  it('brings every field across, section headings and the photo from Images/ included', () => {
    const photo = pngPhoto(4, 3);
    const read = readCollection({
      name: 'My Recipes.zip',
      bytes: paprikaHtmlExport(
        [
          {
            name: 'Banana bread',
            rating: 5,
            categories: ['Breads', 'Baking with kids'],
            prepTime: '15 mins',
            cookTime: '1 hr',
            servings: '8 slices (serves 8)',
            author: 'Aunt May',
            url: 'https://example.com/banana-bread',
            description: 'The one with walnuts',
            ingredients: [
              ['', 'BATTER'],
              ['3', 'ripe bananas'],
              ['1 1/2 cups', 'flour'],
              ['', 'Topping:'],
              ['', 'a handful of walnuts'],
            ],
            directions: ['Mash the bananas.', 'Bake 60 minutes.'],
            notes: ['Freeze the slices.'],
            nutrition: ['Calories: 250'],
            photo: 'Images/4F2A/banana%20bread.png',
          },
        ],
        { 'Images/4F2A/banana bread.png': photo },
      ),
    });
    expect(read.format).toBe('paprika-html');
    expect(read.failures).toEqual([]);
    const [bread] = recipesOf(read);
    expect(bread?.recipe).toMatchObject({
      title: 'Banana bread',
      description: 'The one with walnuts',
      ingredients: 'BATTER:\n3 ripe bananas\n1 1/2 cups flour\nTopping:\na handful of walnuts',
      instructions: 'Mash the bananas.\nBake 60 minutes.',
      prepTime: 15,
      cookTime: 60,
      servings: 8,
      sourceUrl: 'https://example.com/banana-bread',
      notes: 'Freeze the slices.\n\nSource: Aunt May\n\nNutrition:\nCalories: 250',
      tags: ['Baking-with-kids'],
      imageUrl: null,
    });
    expect(bread?.recipe.categoryIds.length).toBeGreaterThan(0);
    expect(bread?.rating).toBe(5);
    expect(bread?.photo).toEqual({ contentType: 'image/png', bytes: photo });
    expect(bread?.origin).toBe('Banana bread.html');
  });

  it('reads one recipe page uploaded on its own, its rating counted from the stars', () => {
    const page = paprikaHtmlPage({ name: 'Porridge', rating: 3, ingredients: [['1 cup', 'oats']] }).replace(
      / value="3"/,
      '',
    );
    const read = readCollection({ name: 'Porridge.html', bytes: strToU8(page) });
    expect(read.format).toBe('paprika-html');
    expect(recipesOf(read)[0]?.rating).toBe(3);
  });

  it('fails a broken page alone, keeps a recipe whose photo is missing, and reads Windows-1252', () => {
    const good = paprikaHtmlPage({
      name: 'Gâteau',
      ingredients: [['200 g', 'sucre']],
      photo: 'Images/X/gateau.jpg',
    });
    const read = readCollection({
      name: 'export.zip',
      bytes: zipOf({
        'Recipes/Gateau.html': latin1(good),
        'Recipes/Broken.html':
          '<div class="recipe" itemscope itemtype="http://schema.org/Recipe"><p itemprop="recipeIngredient">salt',
        'Recipes/Notes.html': '<html><body>Shopping ideas</body></html>',
        'index.html': '<html><body><a href="Recipes/Gateau.html">Gâteau</a></body></html>',
      }),
    });
    expect(read.format).toBe('paprika-html');
    const [gateau] = recipesOf(read);
    expect(gateau?.recipe).toMatchObject({ title: 'Gâteau', ingredients: '200 g sucre' });
    expect(gateau?.photo).toBeNull();
    expect(gateau?.warnings).toEqual([
      'The photo Images/X/gateau.jpg is not in the archive, so it was left out',
    ]);
    expect(read.failures).toEqual([
      { origin: 'Notes.html', reason: 'Notes.html holds no recipe, so it was not imported' },
      { origin: 'Broken.html', reason: 'The recipe has no title' },
    ]);
  });
});
