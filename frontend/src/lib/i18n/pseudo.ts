import type { Messages } from '@lingui/core';

type Compiled = Messages[string];

/** How much longer than English the pseudo-locale's words are: German and Finnish run to about this. */
export const PSEUDO_STRETCH = 0.4;

function literalLength(message: Compiled): number {
  if (typeof message === 'string') return message.length;
  if (!Array.isArray(message)) return 0;
  return message.reduce<number>((sum, token) => sum + (typeof token === 'string' ? token.length : 4), 0);
}

/**
 * The pseudo-locale's message (Lingui's accented letters already) in brackets and 40% longer, so a
 * Playwright run in it shows hard-coded English (unaccented), cut-off text (a missing bracket) and
 * layouts that break on longer words. Placeholders and plural branches are left as they are.
 */
export function stretchMessage(message: Compiled): Compiled {
  const pad = '·'.repeat(Math.max(1, Math.ceil(literalLength(message) * PSEUDO_STRETCH)));
  if (typeof message === 'string') return `[${message}${pad}]`;
  if (Array.isArray(message)) return ['[', ...message, `${pad}]`] as Compiled;
  return message;
}

export function stretchMessages(messages: Messages): Messages {
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, stretchMessage(message)]));
}
