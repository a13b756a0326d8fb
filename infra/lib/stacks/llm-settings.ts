// The structuring model's deploy settings (CDK context llmProvider, llmModelId, llmBaseUrl), checked at
// synth, and what they grant and tell: the Bedrock ARNs a task may invoke and the environment a task is
// given. Read by the extraction stack's tasks and by the API stack's areas that call the model.
import { Stack, Token } from 'aws-cdk-lib';
import type { Construct } from 'constructs';

export interface LlmSettings {
  provider: 'none' | 'bedrock' | 'openai-compatible';
  modelId?: string;
  baseUrl?: string;
}

/**
 * The source regions each cross-region inference profile's prefix may be called from: a `us.` profile
 * cannot be invoked in eu-west-1 (the call fails with a validation error, and every model-backed import
 * quietly falls back to the rules). Each profile's own list is on its model's page; this is its area.
 */
const profileAreas: Record<string, (region: string) => boolean> = {
  us: (region) => /^us-(east|west)-\d$/.test(region),
  'us-gov': (region) => region.startsWith('us-gov-'),
  eu: (region) => region.startsWith('eu-'),
  apac: (region) => region.startsWith('ap-'),
  jp: (region) => region === 'ap-northeast-1' || region === 'ap-northeast-3',
  au: (region) => region === 'ap-southeast-2' || region === 'ap-southeast-4',
  ca: (region) => region.startsWith('ca-'),
  global: () => true,
};

/** Refuses a cross-region inference profile the deploy's region cannot call. */
export function checkProfileRegion(modelId: string, region: string): void {
  const prefix = /^(us-gov|us|eu|apac|jp|au|ca|global)\./.exec(modelId)?.[1];
  const inArea = prefix ? profileAreas[prefix] : undefined;
  if (!prefix || !inArea || inArea(region)) return;
  const suggestion = region.startsWith('eu-') ? 'eu.' : region.startsWith('ap-') ? 'apac.' : 'global.';
  throw new Error(
    `llmModelId ${modelId} is a ${prefix}. inference profile, which cannot be called from ${region}: use the profile of this region's area (for example ${suggestion}${modelId.slice(prefix.length + 1)}, if the model offers it) or deploy in its area`,
  );
}

/** The structuring model, from CDK context; checked here so a bad deploy fails at synth. */
export function readLlmSettings(scope: Construct): LlmSettings {
  const get = (key: string) => {
    const value: unknown = scope.node.tryGetContext(key);
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  const provider = get('llmProvider') ?? 'none';
  if (provider !== 'none' && provider !== 'bedrock' && provider !== 'openai-compatible')
    throw new Error('llmProvider must be none, bedrock or openai-compatible');
  const settings: LlmSettings = { provider, modelId: get('llmModelId'), baseUrl: get('llmBaseUrl') };
  if (provider !== 'none' && !settings.modelId) throw new Error(`llmProvider ${provider} needs llmModelId`);
  if (provider === 'openai-compatible' && !settings.baseUrl?.startsWith('https://'))
    throw new Error('llmProvider openai-compatible needs an https llmBaseUrl');
  const region = Stack.of(scope).region;
  if (provider === 'bedrock' && settings.modelId && !Token.isUnresolved(region))
    checkProfileRegion(settings.modelId, region);
  return settings;
}

/** What a task that uses (or hands text to) the model is told of it. */
export function modelEnvironment(llm: LlmSettings): Record<string, string> {
  const environment: Record<string, string> = { LLM_PROVIDER: llm.provider };
  if (llm.modelId) environment.LLM_MODEL_ID = llm.modelId;
  if (llm.baseUrl) environment.LLM_BASE_URL = llm.baseUrl;
  return environment;
}

/**
 * The model itself, or for a cross-region inference profile (us.…, eu.…, global.…) the profile
 * and the foundation model it routes to in whichever region serves the call.
 */
export function bedrockModelArns(stack: Stack, modelId: string): string[] {
  const profile = /^(us|eu|apac|jp|au|ca|global|us-gov)\.(.+)$/.exec(modelId);
  if (!profile?.[2]) return [`arn:${stack.partition}:bedrock:${stack.region}::foundation-model/${modelId}`];
  return [
    `arn:${stack.partition}:bedrock:${stack.region}:${stack.account}:inference-profile/${modelId}`,
    `arn:${stack.partition}:bedrock:*::foundation-model/${profile[2]}`,
  ];
}
