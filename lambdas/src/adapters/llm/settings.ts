// Which model structures recipe text: the configured one (configured-model.ts), read when the task that
// needs a structurer loads.
import { configuredModel } from './configured-model.js';
import { createStructurer, type RecipeStructurer, STRUCTURING_MAX_TOKENS } from './provider.js';

/** The configured structurer, or null when no model is configured ('none'); tests pass their own `env`. */
export function structurerFromEnv(env?: Record<string, string | undefined>): RecipeStructurer | null {
  const model = configuredModel(env, {
    bedrock: { maxTokens: STRUCTURING_MAX_TOKENS },
    openAiCompatible: { maxTokens: STRUCTURING_MAX_TOKENS },
  });
  return model && createStructurer(model.provider, model.transport);
}
