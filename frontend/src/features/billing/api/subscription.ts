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
import { route, unchecked } from '@/lib/api-routes';
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
    queryFn: ({ signal }) => route('GET /subscription', { signal }, unchecked<SubscriptionStatus>()),
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
    mutationFn: (body: CheckoutRequest) =>
      route('POST /subscription/checkout', { body }, unchecked<RedirectResponse>()),
    onSuccess: ({ url }) => openInNewTab(url),
  });
}

export function useOpenPortal() {
  return useMutation({
    mutationFn: () => route('POST /subscription/portal', { body: {} }, unchecked<RedirectResponse>()),
    onSuccess: ({ url }) => openInNewTab(url),
  });
}

/** Admins: a free lifetime-access link for a friend. */
export function useCreateFreeLink() {
  return useMutation({
    mutationFn: (email: string) =>
      route('POST /subscription/free-link', { body: { email } }, unchecked<RedirectResponse>()),
  });
}

/** The admin engineer's redemption endpoint; a body carrying `error` also counts as failure (SPEC 8). */
export function useRedeemCode() {
  return useMutation({
    mutationFn: (code: string) =>
      route(
        'POST /invitation-codes/redeem',
        { body: { code } },
        unchecked<{ message?: string; error?: string | { message?: string } }>(),
      ),
  });
}

// The local checkout simulator (only served on a local stack without Stripe keys).
export function useSimulatedCheckout(id: string) {
  return useQuery({
    queryKey: billingKeys.simulatedCheckout(id),
    queryFn: ({ signal }) =>
      route(
        'GET /checkout-simulator/sessions/{id}',
        { params: { id }, signal },
        unchecked<SimulatedCheckout>(),
      ),
    enabled: id !== '',
    retry: false,
  });
}

export function useFinishSimulatedCheckout(id: string) {
  return useMutation({
    mutationFn: (outcome: 'complete' | 'cancel') =>
      route(
        outcome === 'complete'
          ? 'POST /checkout-simulator/sessions/{id}/complete'
          : 'POST /checkout-simulator/sessions/{id}/cancel',
        { params: { id }, body: {} },
        unchecked<{ redirectUrl: string }>(),
      ),
  });
}

export function useSimulatedPortal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: SimulatedPortalAction) =>
      route('POST /checkout-simulator/portal', { body: { action } }, unchecked<SubscriptionStatus>()),

    onSuccess: (status) => queryClient.setQueryData(billingKeys.status(), status),
  });
}
