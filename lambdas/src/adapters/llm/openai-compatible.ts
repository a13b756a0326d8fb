// An OpenAI-compatible chat-completions server (Ollama, llama.cpp, vLLM, LM Studio…) as a chat
// transport, so a laptop can structure recipes with a local model.
import type { ChatTransport } from './provider.js';

export interface OpenAiCompatibleOptions {
  /** e.g. http://127.0.0.1:11434/v1 */
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs?: number;
  /** Output tokens per answer (max_tokens); unset, the server's default. */
  maxTokens?: number;
  fetch?: typeof fetch;
}

export function openAiCompatibleTransport(options: OpenAiCompatibleOptions): ChatTransport {
  const send = options.fetch ?? fetch;
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return async ({ system, turns }, call) => {
    const timeout = AbortSignal.timeout(options.timeoutMs ?? 60_000);
    const response = await send(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: options.model,
        temperature: 0,
        ...(options.maxTokens ? { max_tokens: options.maxTokens } : {}),
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: system },
          ...turns.map((turn) => ({ role: turn.role, content: turn.text })),
        ],
      }),
      signal: call?.signal ? AbortSignal.any([call.signal, timeout]) : timeout,
    });
    if (!response.ok) throw new Error(`The language model answered HTTP ${response.status}`);
    const body = (await response.json()) as { choices?: { message?: { content?: string } }[] };
    return body.choices?.[0]?.message?.content ?? '';
  };
}
