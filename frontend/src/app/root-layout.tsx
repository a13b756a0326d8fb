import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import {
  dismissSessionEnded,
  onServerMessage,
  onSubscriptionRequired,
  onUnauthorized,
} from '@/lib/api-client';
import { onAuthEvent, signInOutOfReach, watchSessionOnVisibility } from '@/lib/auth';
import { recoveryRedirectTarget } from '@/lib/auth-links';
import { showToast } from '@/lib/toasts';
import { signInFirst } from './guards';
import { ScrollMemory } from './scroll-memory';
import { sendWaitingChanges } from './waiting-changes';

const publicPaths = ['/auth', '/how-it-works', '/community'];

// The offline line arrives beside the first screen's code, not in the first script (issue 35): it is
// asked for at once, online, and the service worker keeps it for offline. Scroll restoration stays in
// the first script: loaded late, it missed the place of a cook who scrolled and opened a recipe before
// its chunk came, and Back then returned to the top (CI's recipes.spec "Back from a recipe").
const OfflineBanner = lazy(() =>
  import('@/components/offline-banner').then(({ OfflineBanner }) => ({ default: OfflineBanner })),
);

// The server's messages in the reader's language: the translations load with the first one shown.
onServerMessage((english) =>
  import('@/lib/i18n/server-text').then(({ serverMessage }) => serverMessage(english)),
);

/** App-wide behaviour that needs the router: the recovery redirect and reacting to a lost session. */
export function RootLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    const target = recoveryRedirectTarget(location.pathname, location.hash);
    if (target) void navigate(target, { replace: true });
  }, [location.pathname, location.hash, navigate]);

  useEffect(() => {
    const leave = () => {
      // Offline in the kitchen, or online where Cognito cannot be reached (a Wi-Fi that lets nothing
      // through, an outage), a token refresh fails: that is no lost session, and the recipe on screen
      // stays (issue 19). A refresh that gets through decides.
      if (!navigator.onLine || signInOutOfReach()) return;
      queryClient.clear();
      // The list changes still waiting are the person's own: they go when that person signs in again.
      void import('@/lib/offline-cache').then((cache) =>
        cache.clearPrivateCaches({ keepWaitingChanges: true }),
      );
      // Back to this screen after signing in again, as the guards send a visit without a session; the two
      // raced, and the cook came back to Home or to the screen depending on which went first.
      if (!publicPaths.includes(window.location.pathname))
        void navigate(signInFirst(window.location), { replace: true });
    };
    onUnauthorized(leave);
    const stopWatching = watchSessionOnVisibility(leave);
    const stopListening = onAuthEvent((event) => {
      if (event === 'tokenRefresh_failure') leave();
      if (event !== 'signedIn') return;
      dismissSessionEnded();
      sendWaitingChanges(queryClient);
    });
    return () => {
      stopWatching();
      stopListening();
    };
  }, [navigate, queryClient]);

  // Changes other household members make reach the open screens pushed, not polled. The socket's code
  // arrives beside the first screen's rather than in the first script (issue 37 made room there for the
  // translations' runtime): no screen has data to refresh before its own code has loaded anyway.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let left = false;
    void import('@/lib/live-updates').then(({ startLiveUpdates }) => {
      if (!left) stop = startLiveUpdates(queryClient);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [queryClient]);

  // A paid feature refused by the server: whichever screen asked shows its own message, and the cook
  // also gets one way to the plans page (one toast, however many requests were refused).
  useEffect(() => {
    onSubscriptionRequired(() => {
      showToast((toast) =>
        toast(t`This needs a subscription`, {
          id: 'subscription-required',
          description: t`Start a 7-day free trial or redeem an invitation code.`,
          // Long enough to close an open dialog first (a modal dialog keeps the page behind it inert).
          duration: 12_000,
          action: { label: t`See plans`, onClick: () => void navigate('/subscription') },
        }),
      );
    });
  }, [navigate]);

  return (
    <>
      <Suspense fallback={null}>
        <OfflineBanner />
      </Suspense>
      <Outlet />
      <ScrollMemory />
    </>
  );
}
