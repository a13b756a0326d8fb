// The export's JSON-LD is a schema.org Recipe by the vocabulary's own rules (and Google's required
// fields), and Hearth's own JSON-LD reader takes every field back.
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readSchemaOrg } from '../formats/schema-org.js';
import { instructionsOf, isoDuration, type RecipeToExport, recipeJsonLd } from './recipe-json-ld.js';

const ISO_DURATION = /^P(?!$)(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?$/;

const soup = (over: Partial<RecipeToExport['recipe']> = {}): RecipeToExport => ({
  recipe: {
    id: 'r1',
    title: 'Leek & potato soup',
    description: 'A <b>warming</b> soup',
    ingredients: 'Soup:\n2 leeks\n3 potatoes\n\nTo serve:\n1 tbsp cream',
    instructions: 'Wash the leeks.\nBroth:\nSimmer 20 minutes.\nBlend.\nServing:\nAdd the cream.',
    sourceUrl: 'https://example.com/soup',
    prepTime: 15,
    cookTime: 95,
    servings: 4,
    notes: 'Grandma used butter.',
    createdAt: '2026-01-02T03:04:05.000Z',
    updatedAt: '2026-01-03T03:04:05.000Z',
    ...over,
  },
  categories: ['Soups'],
  tags: ['winter', 'cheap'],
  rating: 4,
  image: 'photos/leek-potato-soup.jpg',
});

describe('a recipe as schema.org JSON-LD', () => {
  it('has the required @context, @type and name, and only schema.org or hearth: properties', () => {
    const node = recipeJsonLd(soup());
    expect(node['@context']).toEqual(['https://schema.org', { hearth: 'urn:hearth:' }]);
    expect(node['@type']).toBe('Recipe');
    expect(node.name).toBe('Leek & potato soup');
    const schemaOrgRecipe = [
      'name',
      'description',
      'image',
      'recipeIngredient',
      'recipeInstructions',
      'prepTime',
      'cookTime',
      'totalTime',
      'recipeYield',
      'recipeCategory',
      'keywords',
      'isBasedOn',
      'dateCreated',
      'dateModified',
    ];
    for (const key of Object.keys(node))
      expect(key.startsWith('@') || key.startsWith('hearth:') || schemaOrgRecipe.includes(key), key).toBe(
        true,
      );
  });

  it('lists each ingredient as one string, section headings as lines ending in ":"', () => {
    const node = recipeJsonLd(soup());
    expect(node.recipeIngredient).toEqual(['Soup:', '2 leeks', '3 potatoes', 'To serve:', '1 tbsp cream']);
    for (const line of node.recipeIngredient as unknown[]) expect(typeof line).toBe('string');
  });

  it('writes steps as HowToStep and each section as a HowToSection of HowToSteps', () => {
    expect(recipeJsonLd(soup()).recipeInstructions).toEqual([
      { '@type': 'HowToStep', text: 'Wash the leeks.' },
      {
        '@type': 'HowToSection',
        name: 'Broth',
        itemListElement: [
          { '@type': 'HowToStep', text: 'Simmer 20 minutes.' },
          { '@type': 'HowToStep', text: 'Blend.' },
        ],
      },
      {
        '@type': 'HowToSection',
        name: 'Serving',
        itemListElement: [{ '@type': 'HowToStep', text: 'Add the cream.' }],
      },
    ]);
    expect(instructionsOf('Mix:\n')).toEqual([{ '@type': 'HowToStep', text: 'Mix:' }]);
    expect(instructionsOf(null)).toEqual([]);
  });

  it('gives times as ISO 8601 durations and the total as their sum', () => {
    const node = recipeJsonLd(soup());
    expect(node).toMatchObject({ prepTime: 'PT15M', cookTime: 'PT1H35M', totalTime: 'PT1H50M' });
    for (const key of ['prepTime', 'cookTime', 'totalTime']) expect(node[key]).toMatch(ISO_DURATION);
    expect([0, 60, 61, 600].map(isoDuration)).toEqual(['PT0M', 'PT1H', 'PT1H1M', 'PT10H']);
    const untimed = recipeJsonLd(soup({ prepTime: null, cookTime: null }));
    expect(untimed).not.toHaveProperty('totalTime');
    expect(untimed).not.toHaveProperty('prepTime');
  });

  it('carries the extras and leaves out what the recipe does not have', () => {
    const node = recipeJsonLd(soup());
    expect(node).toMatchObject({
      recipeYield: '4 servings',
      recipeCategory: ['Soups'],
      keywords: 'winter, cheap',
      isBasedOn: 'https://example.com/soup',
      image: 'photos/leek-potato-soup.jpg',
      'hearth:notes': 'Grandma used butter.',
      'hearth:rating': 4,
    });
    const bare = recipeJsonLd({
      ...soup({ description: null, notes: null, sourceUrl: null, servings: null }),
      categories: [],
      tags: [],
      rating: null,
      image: null,
    });
    for (const key of [
      'description',
      'hearth:notes',
      'hearth:rating',
      'isBasedOn',
      'recipeYield',
      'image',
      'keywords',
      'recipeCategory',
    ])
      expect(bare).not.toHaveProperty(key);
  });

  it('is read back by Hearth’s own JSON-LD reader, field by field', () => {
    const jpeg = new Uint8Array([
      0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9,
    ]);
    const read = readSchemaOrg([
      {
        name: 'recipes/leek-potato-soup.json',
        bytes: strToU8(JSON.stringify(recipeJsonLd(soup()), null, 2)),
      },
      { name: 'photos/leek-potato-soup.jpg', bytes: jpeg },
    ]);
    expect(read.failures).toEqual([]);
    const draft = read.drafts[0]?.draft;
    expect(draft).toMatchObject({
      title: 'Leek & potato soup',
      ingredients: ['Soup:', '2 leeks', '3 potatoes', 'To serve:', '1 tbsp cream'],
      instructions: [
        'Wash the leeks.',
        'Broth:',
        'Simmer 20 minutes.',
        'Blend.',
        'Serving:',
        'Add the cream.',
      ],
      prepTime: 15,
      cookTime: 95,
      servings: 4,
      sourceUrl: 'https://example.com/soup',
      notes: 'Grandma used butter.',
      rating: 4,
      labels: ['Soups', 'winter', 'cheap'],
    });
  });
});
