// The model the settings name (shared/config's llmConfig: LLM_PROVIDER, LLM_MODEL_ID, LLM_BASE_URL,
// LLM_API_KEY), as a chat transport made with what one use asks of it: structuring recipe text and
// suggesting recipes each want their own output tokens, time limit and (on Bedrock) temperature or tool.
import { llmConfig } from '../../shared/config.js';
import { type BedrockOptions, bedrockClient, bedrockTransport } from './bedrock.js';
import { type OpenAiCompatibleOptions, openAiCompatibleTransport } from './openai-compatible.js';
import type { ChatTransport } from './provider.js';

/** What one use of the model asks of each kind of provider. */
export interface ModelUse {
  bedrock: BedrockOptions & { maxTokens: number };
  openAiCompatible: Pick<OpenAiCompatibleOptions, 'maxTokens' | 'timeoutMs'>;
}

export interface ConfiguredModel {
  provider: 'bedrock' | 'openai-compatible';
  transport: ChatTransport;
}

/** The configured model for `use`, or null when none is configured ('none'); tests pass their own `env`. */
export function configuredModel(
  env: Record<string, string | undefined> | undefined,
  use: ModelUse,
): ConfiguredModel | null {
  const settings = llmConfig(env);
  switch (settings.LLM_PROVIDER) {
    case 'none':
      return null;
    case 'bedrock': {
      const { maxTokens, ...options } = use.bedrock;
      const client = bedrockClient(settings.AWS_REGION);
      return {
        provider: 'bedrock',
        transport: bedrockTransport(client, settings.LLM_MODEL_ID, maxTokens, options),
      };
    }
    case 'openai-compatible':
      return {
        provider: 'openai-compatible',
        transport: openAiCompatibleTransport({
          baseUrl: settings.LLM_BASE_URL,
          model: settings.LLM_MODEL_ID,
          apiKey: settings.LLM_API_KEY,
          ...use.openAiCompatible,
        }),
      };
  }
}
