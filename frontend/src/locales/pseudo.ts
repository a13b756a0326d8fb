// The pseudo-locale (tests only, never in the picker): English accented by Lingui, then bracketed and
// 40% longer (lib/i18n/pseudo.ts), for the shell and every feature alike.
import type { Messages } from '@lingui/core';
import { stretchMessages } from '@/lib/i18n/pseudo';
import { messages as accented } from './pseudo.po';

export const messages = stretchMessages(accented);

const files = import.meta.glob<{ messages: Messages }>('../features/*/locales/pseudo.po');
export const features = Object.fromEntries(
  Object.entries(files).map(([path, load]) => [
    path,
    async () => ({ messages: stretchMessages((await load()).messages) }),
  ]),
);
