// Recipe suggestions from a language model (issue 7): "what can I cook with these?". Bedrock answers
// through a forced tool call whose input is the JSON (toolConfig); an OpenAI-compatible server is asked
// for a JSON object. Either way the answer is validated with zod; an invalid answer is sent back once
// with the problem named, and a second one fails. Calls time out well inside API Gateway's 30 s.

import * as z from '../../contracts/zod.js';
import {
  type RecipeSuggester,
  type SuggestedRecipe as SuggestedRecipePort,
  SuggestionError,
} from '../../domain/finder/ports.js';
import { countModelCall } from '../../shared/metrics.js';
import { configuredModel } from './configured-model.js';
import { parseJsonAnswer } from './json-answer.js';
import { modelRecipe } from './model-recipe.js';
import type { ChatTransport, ChatTurn } from './provider.js';

export const SUGGESTION_TIMEOUT_MS = 25_000;
export const SUGGESTION_COUNT = 4;

export const suggestedRecipe = modelRecipe({
  maxMinutes: 2880,
  maxServings: 100,
  bounds: {
    title: 200,
    description: 1000,
    ingredient: 300,
    step: 2000,
    ingredients: [1, 60],
    instructions: [1, 40],
  },
}) satisfies z.ZodMiniType<SuggestedRecipePort>;
export type SuggestedRecipe = z.infer<typeof suggestedRecipe>;

export const suggestionAnswer = z.object({
  recipes: z.array(suggestedRecipe).check(z.minLength(1), z.maxLength(8)),
});

/** The same shape as JSON Schema, for Bedrock's tool input. */
export const SUGGESTION_TOOL = {
  name: 'suggest_recipes',
  description: 'Return the suggested recipes.',
  inputSchema: {
    type: 'object',
    properties: {
      recipes: {
        type: 'array',
        minItems: 1,
        maxItems: 8,
        items: {
          type: 'object',
          properties: {
            title: { type: 'string' },
            description: { type: 'string' },
            ingredients: { type: 'array', items: { type: 'string' } },
            instructions: { type: 'array', items: { type: 'string' } },
            prepTimeMinutes: { type: 'integer' },
            cookTimeMinutes: { type: 'integer' },
            servings: { type: 'integer' },
          },
          required: [
            'title',
            'description',
            'ingredients',
            'instructions',
            'prepTimeMinutes',
            'cookTimeMinutes',
            'servings',
          ],
        },
      },
    },
    required: ['recipes'],
  },
};

export const SUGGESTION_SYSTEM_PROMPT = [
  'You are a home-cooking assistant. The user lists ingredients they have at home.',
  'Suggest different, real, cookable recipes that use as many of those ingredients as possible and few others;',
  'assume salt, pepper, water and cooking oil are at hand.',
  'Answer with ONE JSON object and nothing else, shaped as:',
  '{"recipes":[{"title":string,"description":string,"ingredients":[string],"instructions":[string],',
  '"prepTimeMinutes":number,"cookTimeMinutes":number,"servings":number}]}',
  'Each ingredient is one line with its amount and unit ("2 cups chopped onion"); each instruction is one step.',
].join('\n');

export function suggestionPrompt(ingredients: string[], count = SUGGESTION_COUNT): string {
  return `Suggest ${count} recipes. My ingredients: ${ingredients.join(', ')}.`;
}

export { SuggestionError };

/** Parses the model's answer: JSON (possibly fenced) validated against the schema. */
export function parseSuggestionAnswer(
  raw: string,
): { ok: true; recipes: SuggestedRecipe[] } | { ok: false; problem: string } {
  const result = parseJsonAnswer(raw, suggestionAnswer);
  return result.ok ? { ok: true, recipes: result.value.recipes } : result;
}

const isThrottling = (error: unknown) => {
  const name = (error as { name?: string })?.name ?? '';
  const status = (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
  return (
    [
      'ThrottlingException',
      'ServiceUnavailableException',
      'ModelNotReadyException',
      'TimeoutError',
      'AbortError',
    ].includes(name) ||
    status === 429 ||
    /HTTP (429|503)/.test(String((error as Error)?.message))
  );
};

export type { RecipeSuggester };

export function createSuggester(
  provider: RecipeSuggester['provider'],
  transport: ChatTransport,
): RecipeSuggester {
  return {
    provider,
    // Counted (ModelCalls, ModelFailures): a failing model is alarmed, not only logged.
    suggest: (ingredients) => countModelCall(() => suggestOnce(ingredients)),
  };

  async function suggestOnce(ingredients: Parameters<RecipeSuggester['suggest']>[0]) {
    const turns: ChatTurn[] = [{ role: 'user', text: suggestionPrompt(ingredients) }];
    for (let attempt = 0; attempt < 2; attempt += 1) {
      let raw: string;
      try {
        raw = await transport({ system: SUGGESTION_SYSTEM_PROMPT, turns });
      } catch (error) {
        throw new SuggestionError(`The model call failed: ${(error as Error).name}`, isThrottling(error));
      }
      const result = parseSuggestionAnswer(raw);
      if (result.ok) return result.recipes;
      turns.push(
        { role: 'assistant', text: raw },
        {
          role: 'user',
          text: `${result.problem} Answer again with only the JSON object in the shape asked for.`,
        },
      );
    }
    throw new SuggestionError('The model did not answer in the shape asked for');
  }
}

/** The configured suggester, or null when no model is configured (the library answers then). */
export function suggesterFromEnv(env?: Record<string, string | undefined>): RecipeSuggester | null {
  const model = configuredModel(env, {
    bedrock: { maxTokens: 4096, temperature: 0.7, timeoutMs: SUGGESTION_TIMEOUT_MS, tool: SUGGESTION_TOOL },
    openAiCompatible: { timeoutMs: SUGGESTION_TIMEOUT_MS },
  });
  return model && createSuggester(model.provider, model.transport);
}
