// Bedrock's Converse API as a chat transport (one API for every model family on Bedrock).
import { type BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import type { ChatTransport } from './provider.js';

type ConverseClient = Pick<BedrockRuntimeClient, 'send'>;

export function bedrockTransport(client: ConverseClient, modelId: string, maxTokens = 4096): ChatTransport {
  return async ({ system, turns }) => {
    const output = await client.send(
      new ConverseCommand({
        modelId,
        system: [{ text: system }],
        messages: turns.map((turn) => ({ role: turn.role, content: [{ text: turn.text }] })),
        inferenceConfig: { maxTokens, temperature: 0 },
      }),
    );
    return (output.output?.message?.content ?? []).map((block) => block.text ?? '').join('');
  };
}
