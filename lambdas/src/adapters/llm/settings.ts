// Which model structures recipe text, read from the environment once, when the module loads:
//   LLM_PROVIDER  none (default) | bedrock | openai-compatible
//   LLM_MODEL_ID  the Bedrock model or inference-profile id, or the local server's model name
//   LLM_BASE_URL  openai-compatible only, e.g. http://127.0.0.1:11434/v1;  LLM_API_KEY optional
import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import * as z from 'zod';
import { bedrockTransport } from './bedrock.js';
import { openAiCompatibleTransport } from './openai-compatible.js';
import { createStructurer, type RecipeStructurer } from './provider.js';

const schema = z.discriminatedUnion('LLM_PROVIDER', [
  z.object({ LLM_PROVIDER: z.literal('none') }),
  z.object({ LLM_PROVIDER: z.literal('bedrock'), LLM_MODEL_ID: z.string().min(1), AWS_REGION: z.string() }),
  z.object({
    LLM_PROVIDER: z.literal('openai-compatible'),
    LLM_MODEL_ID: z.string().min(1),
    LLM_BASE_URL: z.string().url(),
    LLM_API_KEY: z.string().optional(),
  }),
]);

export type LlmSettings = z.infer<typeof schema>;

/** The model settings, checked; throws when they are incomplete. */
export function llmSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): LlmSettings {
  const parsed = schema.safeParse({
    ...env,
    LLM_PROVIDER: env.LLM_PROVIDER || 'none',
    AWS_REGION: env.AWS_REGION ?? 'us-east-1',
  });
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`Hearth LLM configuration is incomplete or invalid: ${fields}`);
  }
  return parsed.data;
}

/** The configured structurer, or null when no model is configured ('none'). */
export function structurerFromEnv(env: NodeJS.ProcessEnv = process.env): RecipeStructurer | null {
  const settings = llmSettingsFromEnv(env);
  switch (settings.LLM_PROVIDER) {
    case 'none':
      return null;
    case 'bedrock':
      return createStructurer(
        'bedrock',
        bedrockTransport(new BedrockRuntimeClient({ region: settings.AWS_REGION }), settings.LLM_MODEL_ID),
      );
    case 'openai-compatible':
      return createStructurer(
        'openai-compatible',
        openAiCompatibleTransport({
          baseUrl: settings.LLM_BASE_URL,
          model: settings.LLM_MODEL_ID,
          apiKey: settings.LLM_API_KEY,
        }),
      );
  }
}
