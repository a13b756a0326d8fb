import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { useTheme } from '@/lib/theme';
import { Toaster } from '@/lib/toasts';
import { whenIdle } from '@/lib/when-idle';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // Changes made offline on the list and left waiting by an earlier page are restored and sent
    // within a second of any page opening. Only when there are some: the list's requests (and zod,
    // with their schemas) are otherwise no part of a page that is not the list (issue 35; the list's
    // screen keeps its changes itself, features/shopping/api/offline-changes.ts).
    whenIdle(() => {
      void import('@/lib/offline-changes').then(async ({ offlineChangesWaiting }) => {
        if (await offlineChangesWaiting())
          void import('@/features/shopping/api/offline-changes').then((shopping) =>
            shopping.keepShoppingChangesOffline(client),
          );
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
