// Reads the local outbox through the mail viewer's JSON endpoint.
import type { OutboxMessage } from '../../../infra/local/mail-viewer.js';
import { api } from './api.js';

export async function readMail(to: string): Promise<OutboxMessage[]> {
  const reply = await api<{ messages: OutboxMessage[] }>(`/__mail/api/messages?to=${encodeURIComponent(to)}`);
  if (reply.status !== 200) throw new Error(`Mail viewer answered ${reply.status}`);
  return reply.body.messages;
}
