// StructureText keeps the rules' reading whenever the model cannot help: it failed, or it ran out of
// its time (issue 16's time budget), so an import never comes back empty because of the model.
import { describe, expect, it } from 'vitest';
import { type RecipeStructurer, StructuringError } from '../../adapters/llm/provider.js';
import type { WorkflowState } from '../../workflows/extract-recipe.asl.js';
import { structureState } from './structure-text.js';

const partial = {
  title: 'Grandma’s stew',
  ingredients: [],
  instructions: ['Brown the beef…'],
  partial: true,
};
const state = {
  sourceType: 'url',
  sourceUrl: 'https://example.com/stew',
  recipes: [partial],
  pageText: 'Grandma’s stew. Brown the beef…',
} as unknown as WorkflowState;

const failing = (error: Error): RecipeStructurer => ({
  provider: 'bedrock',
  structure: async () => {
    throw error;
  },
});

describe('structureState', () => {
  it.each([
    ['runs out of time', new StructuringError('The language model took too long')],
    ['fails', new Error('ThrottlingException')],
  ])('keeps the page reading when the model %s', async (_what, error) => {
    const next = await structureState(failing(error), state);
    expect(next.recipes).toEqual([partial]);
    expect(next.pageText).toBeNull();
  });

  it("uses the model's recipes when it finds some", async () => {
    const model: RecipeStructurer = {
      provider: 'bedrock',
      structure: async () => [
        {
          title: 'Stew',
          description: null,
          ingredients: ['1 kg beef'],
          instructions: ['Brown the beef.'],
          prepTimeMinutes: null,
          cookTimeMinutes: 90,
          servings: 4,
          yields: null,
          uncertainLines: [],
        },
      ],
    };
    const next = await structureState(model, state);
    expect(next.recipes).toEqual([expect.objectContaining({ title: 'Stew' })]);
  });

  it("hands the model the rules' partial reading as its starting point", async () => {
    const hints: unknown[] = [];
    const model: RecipeStructurer = {
      provider: 'bedrock',
      structure: async (_text, hint) => {
        hints.push(hint);
        return [];
      },
    };
    await structureState(model, state);
    expect(hints).toEqual([{ title: 'Grandma’s stew', ingredients: [], instructions: ['Brown the beef…'] }]);
  });
});
