// Bedrock's Converse API as a chat transport (one API for every model family on Bedrock). The client
// and its package load on the first call, not with the function (issue 20).
import type { BedrockRuntimeClient, Tool } from '@aws-sdk/client-bedrock-runtime';
import type { ChatTransport } from './provider.js';

type ConverseClient = Pick<BedrockRuntimeClient, 'send'>;

export interface BedrockOptions {
  temperature?: number;
  /** Ends a call that takes longer (the API's own limit is 30 s). */
  timeoutMs?: number;
  /** A tool the model must call: its input is the structured answer, returned as JSON text. */
  tool?: { name: string; description: string; inputSchema: Record<string, unknown> };
}

/** A Bedrock client made on the first call. */
export function bedrockClient(region: string): () => Promise<ConverseClient> {
  let made: Promise<ConverseClient> | undefined;
  return () => {
    made ??= import('@aws-sdk/client-bedrock-runtime').then(
      ({ BedrockRuntimeClient }) => new BedrockRuntimeClient({ region }),
    );
    return made;
  };
}

/** The caller's signal and the transport's own time limit, whichever ends first. */
function abortSignalOf(signal: AbortSignal | undefined, timeoutMs: number | undefined) {
  const signals = [signal, timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined].filter(
    (one): one is AbortSignal => one !== undefined,
  );
  return signals.length ? { abortSignal: AbortSignal.any(signals) } : undefined;
}

export function bedrockTransport(
  client: () => Promise<ConverseClient>,
  modelId: string,
  maxTokens = 4096,
  options: BedrockOptions = {},
): ChatTransport {
  const { tool } = options;
  return async ({ system, turns }, call) => {
    const { ConverseCommand } = await import('@aws-sdk/client-bedrock-runtime');
    const bedrock = await client();
    const output = await bedrock.send(
      new ConverseCommand({
        modelId,
        system: [{ text: system }],
        messages: turns.map((turn) => ({ role: turn.role, content: [{ text: turn.text }] })),
        inferenceConfig: { maxTokens, temperature: options.temperature ?? 0 },
        ...(tool
          ? {
              toolConfig: {
                tools: [
                  {
                    toolSpec: {
                      name: tool.name,
                      description: tool.description,
                      inputSchema: { json: tool.inputSchema },
                    },
                  } as Tool,
                ],
                toolChoice: { tool: { name: tool.name } },
              },
            }
          : {}),
      }),
      abortSignalOf(call?.signal, options.timeoutMs),
    );
    const content = output.output?.message?.content ?? [];
    const toolUse = content.find((block) => block.toolUse?.name === tool?.name)?.toolUse;
    if (tool && toolUse) return JSON.stringify(toolUse.input ?? null);
    return content.map((block) => block.text ?? '').join('');
  };
}
