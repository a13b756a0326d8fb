// Which model structures recipe text: the settings shared/config's llmConfig reads (LLM_PROVIDER,
// LLM_MODEL_ID, LLM_BASE_URL, LLM_API_KEY), read when the task that needs a structurer loads.
import { llmConfig } from '../../shared/config.js';
import { bedrockClient, bedrockTransport } from './bedrock.js';
import { openAiCompatibleTransport } from './openai-compatible.js';
import { createStructurer, type RecipeStructurer, STRUCTURING_MAX_TOKENS } from './provider.js';

/** The configured structurer, or null when no model is configured ('none'); tests pass their own `env`. */
export function structurerFromEnv(env?: Record<string, string | undefined>): RecipeStructurer | null {
  const settings = llmConfig(env);
  switch (settings.LLM_PROVIDER) {
    case 'none':
      return null;
    case 'bedrock':
      return createStructurer(
        'bedrock',
        bedrockTransport(bedrockClient(settings.AWS_REGION), settings.LLM_MODEL_ID, STRUCTURING_MAX_TOKENS),
      );
    case 'openai-compatible':
      return createStructurer(
        'openai-compatible',
        openAiCompatibleTransport({
          baseUrl: settings.LLM_BASE_URL,
          model: settings.LLM_MODEL_ID,
          apiKey: settings.LLM_API_KEY,
          maxTokens: STRUCTURING_MAX_TOKENS,
        }),
      );
  }
}
