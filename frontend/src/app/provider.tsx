import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { LocaleProvider } from '@/lib/i18n/provider';
import { i18n } from '@/lib/i18n/runtime';
import { createQueryClient } from '@/lib/query-client';
import { useTheme } from '@/lib/theme';
import { Toaster } from '@/lib/toasts';
import { whenIdle } from '@/lib/when-idle';
import { sendWaitingChanges } from './waiting-changes';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // Changes made offline on the list and left waiting by an earlier page are restored and sent
    // within a second of any page opening (the list's screen keeps its changes itself,
    // features/shopping/api/offline-changes.ts).
    whenIdle(() => sendWaitingChanges(client), 1_000);
    return client;
  });
  const { theme } = useTheme();
  return (
    <LocaleProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster
          position="top-center"
          theme={theme}
          richColors
          closeButton
          toastOptions={{
            classNames: { toast: 'font-sans! rounded-2xl!', title: 'text-[0.95rem]! font-semibold!' },
          }}
        />
      </QueryClientProvider>
    </LocaleProvider>
  );
}
