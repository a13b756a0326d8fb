import { useServerMessage } from '@/lib/i18n/server-text';

/** Words the server wrote (a job's status text) in the reader's language (lib/i18n/server-text.ts). */
export function ServerWords({ text }: { text: string }) {
  return <>{useServerMessage(text)}</>;
}
