import { ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { describe, expect, it } from 'vitest';
import { bedrockTransport } from './bedrock.js';
import { openAiCompatibleTransport } from './openai-compatible.js';
import { type ChatTransport, createStructurer, StructuringError } from './provider.js';
import { structurerFromEnv } from './settings.js';
import { SYSTEM_PROMPT } from './structured-recipe.js';

const SOURCE = `Pancakes
2 cups flour
1 egg
milk
Mix everything. Fry in a pan.`;

const goodAnswer = JSON.stringify({
  recipes: [
    {
      title: 'Pancakes',
      description: null,
      ingredients: ['2 cups flour', '1 egg', 'milk'],
      instructions: ['Mix everything.', 'Fry in a pan.'],
      prepTimeMinutes: null,
      cookTimeMinutes: null,
      servings: null,
      yields: null,
      uncertainLines: [],
    },
  ],
});

/** A transport answering from a script and recording every request. */
function scripted(...answers: string[]) {
  const requests: Parameters<ChatTransport>[0][] = [];
  const transport: ChatTransport = async (request) => {
    requests.push(structuredClone(request));
    const answer = answers.shift();
    if (answer === undefined) throw new Error('no more answers');
    return answer;
  };
  return { transport, requests };
}

describe('createStructurer', () => {
  it('asks once and returns the validated recipes', async () => {
    const { transport, requests } = scripted(`\`\`\`json\n${goodAnswer}\n\`\`\``);
    const recipes = await createStructurer('bedrock', transport).structure(SOURCE);
    expect(recipes).toEqual([
      expect.objectContaining({
        title: 'Pancakes',
        ingredients: ['2 cups flour', '1 egg', 'milk'],
        uncertainLines: [],
      }),
    ]);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.system).toBe(SYSTEM_PROMPT);
    expect(requests[0]?.turns[0]?.text).toContain('2 cups flour');
  });

  it("gives the model the rules' reading as a starting point, and none when the rules found no list", async () => {
    const { transport, requests } = scripted(goodAnswer, goodAnswer);
    const structurer = createStructurer('bedrock', transport);
    await structurer.structure(SOURCE, {
      title: 'Pancakes',
      ingredients: ['2 cups flour', '1 egg milk'],
      instructions: [],
    });
    await structurer.structure(SOURCE, { title: 'Pancakes', ingredients: [], instructions: [] });
    const [withHint, without] = requests.map((r) => r.turns[0]?.text ?? '');
    expect(withHint).toContain('<rules_reading>');
    expect(withHint).toContain('"ingredients":["2 cups flour","1 egg milk"]');
    expect(without).not.toContain('<rules_reading>');
  });

  it('retries once with the problem named when the answer is not the JSON asked for', async () => {
    const { transport, requests } = scripted('Sure! Here is your recipe.', goodAnswer);
    const recipes = await createStructurer('bedrock', transport).structure(SOURCE);
    expect(recipes).toHaveLength(1);
    expect(requests).toHaveLength(2);
    expect(requests[1]?.turns.map((turn) => turn.role)).toEqual(['user', 'assistant', 'user']);
    expect(requests[1]?.turns[2]?.text).toMatch(/^The answer held no JSON object\./);
  });

  it('fails after a second bad answer', async () => {
    const wrongShape = JSON.stringify({ recipes: [{ title: 42 }] });
    const { transport, requests } = scripted(wrongShape, wrongShape, goodAnswer);
    await expect(createStructurer('bedrock', transport).structure(SOURCE)).rejects.toBeInstanceOf(
      StructuringError,
    );
    expect(requests).toHaveLength(2);
    expect(requests[1]?.turns[2]?.text).toContain('recipes.0.title');
  });

  it('flags an ingredient whose amount is not in the source text, keeping it as written', async () => {
    const invented = JSON.parse(goodAnswer);
    invented.recipes[0].ingredients = ['2 cups flour', '1 egg', '250 ml milk'];
    const { transport } = scripted(JSON.stringify(invented));
    const [recipe] = await createStructurer('bedrock', transport).structure(SOURCE);
    expect(recipe?.ingredients).toContain('250 ml milk');
    expect(recipe?.uncertainLines).toEqual(['250 ml milk']);
  });

  it('drops entries with neither ingredients nor steps', async () => {
    const { transport } = scripted(
      JSON.stringify({ recipes: [{ title: 'Menu', ingredients: [], instructions: [] }] }),
    );
    expect(await createStructurer('bedrock', transport).structure('Menu')).toEqual([]);
  });
});

describe('bedrockTransport', () => {
  it('sends a Converse request with the system prompt, the turns and deterministic settings', async () => {
    const sent: unknown[] = [];
    const client = {
      send: async (command: unknown) => {
        sent.push(command);
        return { output: { message: { role: 'assistant', content: [{ text: goodAnswer }] } } };
      },
    };
    const transport = bedrockTransport(async () => client as never, 'anthropic.claude-3-haiku-20240307-v1:0');
    const answer = await transport({ system: 'SYS', turns: [{ role: 'user', text: 'hello' }] });
    expect(answer).toBe(goodAnswer);
    expect(sent[0]).toBeInstanceOf(ConverseCommand);
    expect((sent[0] as ConverseCommand).input).toEqual({
      modelId: 'anthropic.claude-3-haiku-20240307-v1:0',
      system: [{ text: 'SYS' }],
      messages: [{ role: 'user', content: [{ text: 'hello' }] }],
      inferenceConfig: { maxTokens: 4096, temperature: 0 },
    });
  });
});

describe('openAiCompatibleTransport', () => {
  it('posts a chat completion asking for a JSON object', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ choices: [{ message: { content: goodAnswer } }] }), {
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch;
    const transport = openAiCompatibleTransport({
      baseUrl: 'http://127.0.0.1:11434/v1/',
      model: 'llama3.2',
      apiKey: 'secret',
      fetch: fakeFetch,
    });
    const answer = await transport({
      system: 'SYS',
      turns: [
        { role: 'user', text: 'a' },
        { role: 'assistant', text: 'b' },
      ],
    });
    expect(answer).toBe(goodAnswer);
    expect(calls[0]?.url).toBe('http://127.0.0.1:11434/v1/chat/completions');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.headers).toEqual({
      'content-type': 'application/json',
      authorization: 'Bearer secret',
    });
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      model: 'llama3.2',
      temperature: 0,
      response_format: { type: 'json_object' },
      messages: [
        { role: 'system', content: 'SYS' },
        { role: 'user', content: 'a' },
        { role: 'assistant', content: 'b' },
      ],
    });
  });

  it('fails on an HTTP error', async () => {
    const fakeFetch = (async () => new Response('down', { status: 503 })) as unknown as typeof fetch;
    const transport = openAiCompatibleTransport({ baseUrl: 'http://x/v1', model: 'm', fetch: fakeFetch });
    await expect(transport({ system: '', turns: [] })).rejects.toThrow('HTTP 503');
  });
});

describe('structurerFromEnv', () => {
  it('uses no model by default', () => {
    expect(structurerFromEnv({})).toBeNull();
    expect(structurerFromEnv({ LLM_PROVIDER: 'none' })).toBeNull();
  });

  it('builds the configured provider', () => {
    expect(structurerFromEnv({ LLM_PROVIDER: 'bedrock', LLM_MODEL_ID: 'm' })?.provider).toBe('bedrock');
    expect(
      structurerFromEnv({
        LLM_PROVIDER: 'openai-compatible',
        LLM_MODEL_ID: 'm',
        LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
      })?.provider,
    ).toBe('openai-compatible');
  });

  it('refuses an incomplete configuration', () => {
    expect(() => structurerFromEnv({ LLM_PROVIDER: 'bedrock' })).toThrow(/LLM_MODEL_ID/);
    expect(() => structurerFromEnv({ LLM_PROVIDER: 'magic' })).toThrow(/LLM_PROVIDER/);
  });
});

describe('the time budget (issue 16)', () => {
  /** A model that answers `first` at once, then never again until the caller gives up. */
  function slowAfter(...first: string[]) {
    const signals: (AbortSignal | undefined)[] = [];
    const transport: ChatTransport = (_request, call) => {
      signals.push(call?.signal);
      const answer = first.shift();
      if (answer !== undefined) return Promise.resolve(answer);
      return new Promise((_resolve, reject) =>
        call?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    };
    return { transport, signals };
  }

  it('gives up when the model takes longer than the budget, with a clear error', async () => {
    const { transport } = slowAfter();
    const started = Date.now();
    await expect(createStructurer('bedrock', transport, 50).structure(SOURCE)).rejects.toEqual(
      new StructuringError('The language model took too long'),
    );
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('shares one budget between the first answer and the retry', async () => {
    const { transport, signals } = slowAfter('not json');
    await expect(createStructurer('bedrock', transport, 80).structure(SOURCE)).rejects.toThrow(
      'took too long',
    );
    expect(signals).toHaveLength(2);
    expect(signals[0]).toBe(signals[1]);
  });

  it('caps the answer and hands the signal to Bedrock', async () => {
    const sent: { command: ConverseCommand; options: { abortSignal?: AbortSignal } | undefined }[] = [];
    const client = {
      send: async (command: ConverseCommand, options?: { abortSignal?: AbortSignal }) => {
        sent.push({ command, options });
        return { output: { message: { role: 'assistant', content: [{ text: goodAnswer }] } } };
      },
    };
    const controller = new AbortController();
    await bedrockTransport(
      async () => client as never,
      'm',
      3_000,
    )({ system: 'S', turns: [{ role: 'user', text: 'x' }] }, { signal: controller.signal });
    expect(sent[0]?.command.input.inferenceConfig).toEqual({ maxTokens: 3_000, temperature: 0 });
    controller.abort();
    expect(sent[0]?.options?.abortSignal?.aborted).toBe(true);
  });

  it('caps the answer of an OpenAI-compatible server and stops waiting when the signal ends', async () => {
    let body: Record<string, unknown> = {};
    const hanging = (async (_url: string, init: RequestInit) => {
      body = JSON.parse(String(init.body));
      return new Promise<Response>((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    }) as typeof fetch;
    const transport = openAiCompatibleTransport({
      baseUrl: 'http://x',
      model: 'm',
      maxTokens: 3_000,
      fetch: hanging,
    });
    await expect(
      transport({ system: 'S', turns: [{ role: 'user', text: 'x' }] }, { signal: AbortSignal.timeout(30) }),
    ).rejects.toThrow('aborted');
    expect(body.max_tokens).toBe(3_000);
  });
});
