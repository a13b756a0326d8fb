import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { keepOfflineChanges } from '@/lib/offline-changes';
import { createQueryClient } from '@/lib/query-client';
import { useTheme } from '@/lib/theme';
import { Toaster } from '@/lib/toasts';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // The list's requests (and their zod schemas) load beside the first screen, not inside it (issue 20):
    // kept changes are restored once their defaults are registered.
    void import('@/features/shopping/api/offline-changes').then((shopping) => {
      shopping.registerOfflineShoppingChanges(client);
      return keepOfflineChanges(client, shopping.offlineShoppingChanges);
    });
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
