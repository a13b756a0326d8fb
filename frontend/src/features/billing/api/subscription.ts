// The subscription status (GET /api/subscription), re-checked on load, on every auth change and every
// 60 seconds (SPEC 4), and the calls that leave for Stripe (or the local checkout simulator).
import type {
  CheckoutRequest,
  RedirectResponse,
  SimulatedCheckout,
  SimulatedPortalAction,
  SubscriptionStatus,
} from '@contracts/billing';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import { onAuthEvent } from '@/lib/auth';

export const billingKeys = {
  all: ['billing'] as const,
  status: () => [...billingKeys.all, 'status'] as const,
  simulatedCheckout: (id: string) => [...billingKeys.all, 'simulated-checkout', id] as const,
};

export const SUBSCRIPTION_RECHECK_MS = 60_000;

export const subscriptionQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.status(),
    queryFn: ({ signal }) => api.get<SubscriptionStatus>('/subscription', undefined, signal),
    refetchInterval: SUBSCRIPTION_RECHECK_MS,
    refetchOnMount: 'always',
    // A failed check is only logged (SPEC 8); the screen shows what it knows.
    retry: 1,
  });

export function useSubscriptionStatus() {
  const queryClient = useQueryClient();
  const query = useQuery(subscriptionQueryOptions());
  useEffect(
    () => onAuthEvent(() => void queryClient.invalidateQueries({ queryKey: billingKeys.status() })),
    [queryClient],
  );
  useEffect(() => {
    if (query.error) console.error('Subscription check failed', query.error);
  }, [query.error]);
  return query;
}

/** Opens an address in a new tab (SPEC 7), or here when the browser blocks the new tab. */
function openInNewTab(url: string) {
  // With 'noopener' window.open always answers null, so the opener is cut by hand instead.
  const opened = window.open(url, '_blank');
  if (opened) opened.opener = null;
  else window.location.assign(url);
}

export function useStartCheckout() {
  return useMutation({
    mutationFn: (body: CheckoutRequest) => api.post<RedirectResponse>('/subscription/checkout', body),
    onSuccess: ({ url }) => openInNewTab(url),
  });
}

export function useOpenPortal() {
  return useMutation({
    mutationFn: () => api.post<RedirectResponse>('/subscription/portal', {}),
    onSuccess: ({ url }) => openInNewTab(url),
  });
}

/** Admins: a free lifetime-access link for a friend. */
export function useCreateFreeLink() {
  return useMutation({
    mutationFn: (email: string) => api.post<RedirectResponse>('/subscription/free-link', { email }),
  });
}

/** The admin engineer's redemption endpoint; a body carrying `error` also counts as failure (SPEC 8). */
export function useRedeemCode() {
  return useMutation({
    mutationFn: (code: string) =>
      api.post<{ message?: string; error?: string | { message?: string } }>('/invitation-codes/redeem', {
        code,
      }),
  });
}

// The local checkout simulator (only served on a local stack without Stripe keys).
export function useSimulatedCheckout(id: string) {
  return useQuery({
    queryKey: billingKeys.simulatedCheckout(id),
    queryFn: ({ signal }) =>
      api.get<SimulatedCheckout>(`/checkout-simulator/sessions/${encodeURIComponent(id)}`, undefined, signal),
    enabled: id !== '',
    retry: false,
  });
}

export function useFinishSimulatedCheckout(id: string) {
  return useMutation({
    mutationFn: (outcome: 'complete' | 'cancel') =>
      api.post<{ redirectUrl: string }>(
        `/checkout-simulator/sessions/${encodeURIComponent(id)}/${outcome}`,
        {},
      ),
  });
}

export function useSimulatedPortal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: SimulatedPortalAction) =>
      api.post<SubscriptionStatus>('/checkout-simulator/portal', { action }),
    onSuccess: (status) => queryClient.setQueryData(billingKeys.status(), status),
  });
}
