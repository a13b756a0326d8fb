import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { keepOfflineChanges } from '@/lib/offline-changes';
import { createQueryClient } from '@/lib/query-client';
import { useTheme } from '@/lib/theme';
import { Toaster } from '@/lib/toasts';
import { whenIdle } from '@/lib/when-idle';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // The list's requests (and zod, with their schemas) load once the first screen is drawn, not while
    // it is (issue 20: they took the main thread from Home's first cards); kept changes are restored
    // once their defaults are registered, within a second of the page opening. A change made before
    // then is kept too: the first save writes every change still waiting.
    whenIdle(() => {
      void import('@/features/shopping/api/offline-changes').then((shopping) => {
        shopping.registerOfflineShoppingChanges(client);
        return keepOfflineChanges(client, shopping.offlineShoppingChanges);
      });
    }, 1_000);
    return client;
  });
  const { theme } = useTheme();
  return (
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
  );
}
