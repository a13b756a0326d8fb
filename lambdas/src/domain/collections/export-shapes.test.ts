// Mealie's and Tandoor's files as their own export code writes them (read in their sources:
// Mealie's recipe zip is `recipe.model_dump_json()`, snake_case; its backup's ingredient rows point
// at unit and food tables; Tandoor's recipe.json is its RecipeExportSerializer, header lines carrying
// their words in `note`, amounts as decimal strings, nutrition beside the steps).
import { describe, expect, it } from 'vitest';
import { pngPhoto, zipOf } from '../../../../test/support/collection-files.js';
import type { CollectionRecipe } from './item.js';
import { readCollection } from './read-collection.js';

const firstRecipe = (read: ReturnType<typeof readCollection>): CollectionRecipe | undefined =>
  read.items.find((item): item is CollectionRecipe => item.kind === 'recipe');

describe('Mealie, as its export code writes it', () => {
  it('reads the recipe zip’s snake_case JSON (model_dump_json) with original.webp beside it', () => {
    const recipe = {
      id: '5d3c…',
      name: 'Shakshuka',
      slug: 'shakshuka',
      recipe_yield: '2 servings',
      prep_time: '10 minutes',
      perform_time: '25 minutes',
      description: 'Eggs in spiced tomato',
      recipe_category: [{ id: 'c', name: 'Breakfast', slug: 'breakfast' }],
      tags: [{ id: 't', name: 'One pan', slug: 'one-pan' }],
      rating: 5,
      org_url: 'https://example.org/shakshuka',
      recipe_ingredient: [
        { quantity: 1, unit: null, food: null, note: '2 tbsp olive oil', title: 'Base', original_text: null },
        {
          quantity: 0.5,
          unit: { name: 'teaspoon' },
          food: { name: 'cumin' },
          note: 'ground',
          title: '',
          original_text: null,
        },
      ],
      recipe_instructions: [{ title: '', summary: '', text: 'Soften the peppers.\nCrack in the eggs.' }],
      nutrition: { calories: '310', protein_content: '14 g', fat_content: null },
      notes: [{ title: '', text: 'Serve with bread.' }],
    };
    const read = readCollection({
      name: 'shakshuka.zip',
      bytes: zipOf({ 'shakshuka.json': JSON.stringify(recipe), 'original.png': pngPhoto() }),
    });
    expect(read.format).toBe('mealie');
    const item = firstRecipe(read);
    expect(item?.recipe).toMatchObject({
      title: 'Shakshuka',
      description: 'Eggs in spiced tomato',
      ingredients: 'Base:\n2 tbsp olive oil\n1/2 teaspoon cumin ground',
      instructions: 'Soften the peppers.\nCrack in the eggs.',
      prepTime: 10,
      cookTime: 25,
      servings: 2,
      sourceUrl: 'https://example.org/shakshuka',
      notes: 'Serve with bread.\n\nNutrition:\nCalories: 310\nProtein: 14 g',
      categoryIds: ['breakfast'],
      tags: ['One-pan'],
    });
    expect(item?.rating).toBe(5);
    expect(item?.photo?.contentType).toBe('image/png');
  });

  it('names a backup’s units and foods from their tables, and reads its nutrition rows', () => {
    const database = {
      recipes: [{ id: 'r9', name: 'Porridge', recipe_yield: '1' }],
      ingredient_units: [{ id: 'u1', name: 'cup' }],
      ingredient_foods: [{ id: 'f1', name: 'oats' }],
      recipes_ingredients: [
        { recipe_id: 'r9', position: 0, quantity: 1, unit_id: 'u1', food_id: 'f1', note: '', title: null },
        { recipe_id: 'r9', position: 1, quantity: 1, unit_id: null, food_id: null, note: 'a pinch of salt' },
      ],
      recipe_instructions: [{ recipe_id: 'r9', position: 0, text: 'Simmer with milk.' }],
      recipe_nutrition: [{ recipe_id: 'r9', calories: '150', sugar_content: '1 g' }],
    };
    const read = readCollection({
      name: 'mealie_backup.zip',
      bytes: zipOf({ 'database.json': JSON.stringify(database) }),
    });
    expect(firstRecipe(read)?.recipe).toMatchObject({
      title: 'Porridge',
      ingredients: '1 cup oats\na pinch of salt',
      instructions: 'Simmer with milk.',
      notes: 'Nutrition:\nCalories: 150\nSugar: 1 g',
    });
  });
});

describe('Tandoor, as its RecipeExportSerializer writes it', () => {
  it('reads header lines from their note, decimal-string amounts and nutrition', () => {
    const recipe = {
      name: 'Lentil soup',
      description: 'Weeknight staple',
      keywords: [{ name: 'Budget', description: '', created_at: '2026-01-01T00:00:00Z' }],
      working_time: 15,
      waiting_time: 40,
      internal: true,
      nutrition: { carbohydrates: '30', fats: '0', proteins: '18', calories: '260', source: null },
      servings: 4,
      servings_text: 'bowls',
      source_url: 'https://example.net/lentils',
      steps: [
        {
          name: '',
          instruction: 'Simmer everything.',
          time: 40,
          order: 0,
          show_as_header: false,
          ingredients: [
            {
              food: null,
              unit: null,
              amount: '0',
              note: 'For the soup',
              order: 0,
              is_header: true,
              no_amount: true,
            },
            {
              food: { name: 'red lentils', plural_name: null, ignore_shopping: false },
              unit: { name: 'cup', plural_name: 'cups', description: null },
              amount: '1.5',
              note: 'rinsed',
              order: 1,
              is_header: false,
              no_amount: false,
            },
          ],
        },
      ],
    };
    const read = readCollection({
      name: 'export.zip',
      bytes: zipOf({ '17.zip': zipOf({ 'recipe.json': JSON.stringify(recipe), 'image.jpeg': pngPhoto() }) }),
    });
    expect(read.format).toBe('tandoor');
    const item = firstRecipe(read);
    expect(item?.recipe).toMatchObject({
      title: 'Lentil soup',
      ingredients: 'For the soup:\n1 1/2 cup red lentils, rinsed',
      instructions: 'Simmer everything.',
      prepTime: 15,
      cookTime: 40,
      servings: 4,
      notes: 'Nutrition:\nCalories: 260\nCarbohydrates: 30\nProteins: 18',
      tags: ['Budget'],
    });
    expect(item?.photo?.contentType).toBe('image/png');
  });
});
