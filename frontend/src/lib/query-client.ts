import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Client errors (4xx) are answers, not hiccups: retry only network failures and 5xx, once. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  // TanStack Query hears the online/offline events only; a page opened offline must know from the start.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      // Reads are tried even offline: the service worker answers with what it kept (issue 19). Changes
      // made offline wait, shown at once (optimistic), and are sent when the connection returns.
      queries: { staleTime: 30_000, retry: shouldRetry, networkMode: 'offlineFirst' },
      mutations: { retry: false, networkMode: 'online' },
    },
  });
}

/** The message to show for any failure: the server's own words when it sent some. */
export function errorMessage(error: unknown, fallback = 'Something went wrong, please try again.'): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
