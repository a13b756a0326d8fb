import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Client errors (4xx) are answers, not hiccups: retry only network failures and 5xx, once. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}

/** The message to show for any failure: the server's own words when it sent some. */
export function errorMessage(error: unknown, fallback = 'Something went wrong, please try again.'): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
