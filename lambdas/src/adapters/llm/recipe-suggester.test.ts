// The suggestion provider against recorded Bedrock Converse payloads (test/fixtures/bedrock-converse):
// the request it sends, a forced tool call's answer, an invalid answer retried once, plain text, and
// throttling. The client is a stand-in answering the recorded responses; nothing else is faked.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { describe, expect, it } from 'vitest';
import { bedrockTransport } from './bedrock.js';
import { openAiCompatibleTransport } from './openai-compatible.js';
import {
  createSuggester,
  SUGGESTION_SYSTEM_PROMPT,
  SUGGESTION_TIMEOUT_MS,
  SUGGESTION_TOOL,
  SuggestionError,
  suggesterFromEnv,
} from './recipe-suggester.js';

const fixture = (name: string) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '../../../../test/fixtures/bedrock-converse', name), 'utf8'),
  ) as Record<string, unknown>;

const MODEL = 'us.anthropic.claude-3-5-haiku-20241022-v1:0';

/** A Converse client answering recorded responses in order (an Error fixture is thrown). */
function recordedClient(...responses: Record<string, unknown>[]) {
  const sent: { input: ConverseCommand['input']; signal?: AbortSignal }[] = [];
  const client = {
    send: async (command: unknown, options?: { abortSignal?: AbortSignal }) => {
      expect(command).toBeInstanceOf(ConverseCommand);
      sent.push({ input: structuredClone((command as ConverseCommand).input), signal: options?.abortSignal });
      const response = responses.shift();
      if (!response) throw new Error('no more recorded responses');
      if (typeof response.name === 'string' && response.name.endsWith('Exception')) {
        throw Object.assign(new Error(String(response.message)), response);
      }
      return response;
    },
  };
  return { client, sent };
}

const bedrockSuggester = (client: ReturnType<typeof recordedClient>['client']) =>
  createSuggester(
    'bedrock',
    bedrockTransport(async () => client as never, MODEL, 4096, {
      temperature: 0.7,
      timeoutMs: SUGGESTION_TIMEOUT_MS,
      tool: SUGGESTION_TOOL,
    }),
  );

describe('Bedrock suggestions (Converse API, recorded payloads)', () => {
  it('sends the recorded request: model id, system prompt, messages, inference settings, forced tool', async () => {
    const { client, sent } = recordedClient(fixture('suggest-response-tool-use.json'));
    await bedrockSuggester(client).suggest(['tomato', 'egg', 'onion']);
    expect(sent).toHaveLength(1);
    const { system, ...rest } = sent[0]?.input ?? {};
    expect(rest).toEqual(fixture('suggest-request.json'));
    expect(system).toEqual([{ text: SUGGESTION_SYSTEM_PROMPT }]);
    expect(sent[0]?.signal).toBeInstanceOf(AbortSignal);
  });

  it("reads the tool call's input as the validated suggestions", async () => {
    const { client } = recordedClient(fixture('suggest-response-tool-use.json'));
    const recipes = await bedrockSuggester(client).suggest(['tomato', 'egg', 'onion']);
    expect(recipes.map((recipe) => recipe.title)).toEqual([
      'Tomato and Onion Frittata',
      'Egg Drop Tomato Soup',
    ]);
    expect(recipes[0]).toMatchObject({ prepTimeMinutes: 10, cookTimeMinutes: 15, servings: 4 });
    expect(recipes[0]?.ingredients).toContain('6 large eggs');
  });

  it('sends an invalid answer back once with the problems named, then takes the valid one', async () => {
    const { client, sent } = recordedClient(
      fixture('suggest-response-invalid.json'),
      fixture('suggest-response-tool-use.json'),
    );
    const recipes = await bedrockSuggester(client).suggest(['tomato', 'egg', 'onion']);
    expect(recipes).toHaveLength(2);
    expect(sent).toHaveLength(2);
    const retry = sent[1]?.input.messages ?? [];
    expect(retry.map((message) => message.role)).toEqual(['user', 'assistant', 'user']);
    expect(retry[1]?.content?.[0]?.text).toContain('"ingredients":"4 eggs, 3 tomatoes, 1 onion"');
    const problem = retry[2]?.content?.[0]?.text ?? '';
    expect(problem).toContain('recipes.0.ingredients');
    expect(problem).toContain('recipes.0.instructions');
    expect(problem).toMatch(/Answer again with only the JSON object/);
  });

  it('fails after two answers that are not the JSON asked for', async () => {
    const { client, sent } = recordedClient(
      fixture('suggest-response-text.json'),
      fixture('suggest-response-invalid.json'),
      fixture('suggest-response-tool-use.json'),
    );
    const failure = await bedrockSuggester(client)
      .suggest(['tomato'])
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SuggestionError);
    expect((failure as SuggestionError).busy).toBe(false);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.input.messages?.[2]?.content?.[0]?.text).toMatch(/^The answer held no JSON object\./);
  });

  it('reports throttling as busy (the SDK has already retried it)', async () => {
    const { client } = recordedClient(fixture('throttling-error.json'));
    const failure = await bedrockSuggester(client)
      .suggest(['tomato'])
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SuggestionError);
    expect((failure as SuggestionError).busy).toBe(true);
  });

  it('ends a call that outlives its timeout', async () => {
    const client = {
      send: (_command: unknown, options?: { abortSignal?: AbortSignal }) =>
        new Promise((_resolve, reject) => {
          options?.abortSignal?.addEventListener('abort', () => reject(options.abortSignal?.reason));
        }),
    };
    const suggester = createSuggester(
      'bedrock',
      bedrockTransport(async () => client as never, MODEL, 4096, { timeoutMs: 20, tool: SUGGESTION_TOOL }),
    );
    const failure = await suggester.suggest(['egg']).catch((error: unknown) => error);
    expect(failure).toMatchObject({ name: 'SuggestionFailed', busy: true });
  });
});

describe('OpenAI-compatible suggestions (Ollama, llama.cpp)', () => {
  it('asks for a JSON object and validates the answer', async () => {
    const bodies: Record<string, unknown>[] = [];
    const answer = JSON.stringify(
      (
        fixture('suggest-response-tool-use.json').output as {
          message: { content: { toolUse: { input: unknown } }[] };
        }
      ).message.content[0]?.toolUse.input,
    );
    const fakeFetch = (async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ choices: [{ message: { content: answer } }] }));
    }) as typeof fetch;
    const suggester = createSuggester(
      'openai-compatible',
      openAiCompatibleTransport({
        baseUrl: 'http://127.0.0.1:11434/v1',
        model: 'llama3.2',
        fetch: fakeFetch,
      }),
    );
    const recipes = await suggester.suggest(['tomato', 'egg']);
    expect(recipes).toHaveLength(2);
    expect(bodies[0]).toMatchObject({
      model: 'llama3.2',
      response_format: { type: 'json_object' },
      messages: [
        { role: 'system', content: SUGGESTION_SYSTEM_PROMPT },
        { role: 'user', content: 'Suggest 4 recipes. My ingredients: tomato, egg.' },
      ],
    });
  });
});

describe('suggesterFromEnv', () => {
  it('uses no model by default and builds the configured one', () => {
    expect(suggesterFromEnv({})).toBeNull();
    expect(suggesterFromEnv({ LLM_PROVIDER: 'bedrock', LLM_MODEL_ID: MODEL })?.provider).toBe('bedrock');
    expect(
      suggesterFromEnv({
        LLM_PROVIDER: 'openai-compatible',
        LLM_MODEL_ID: 'llama3.2',
        LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
      })?.provider,
    ).toBe('openai-compatible');
  });
});
