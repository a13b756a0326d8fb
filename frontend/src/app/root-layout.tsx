import { useQueryClient } from '@tanstack/react-query';
import { Hub } from 'aws-amplify/utils';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router-dom';
import { onUnauthorized } from '@/lib/api-client';
import { watchSessionOnVisibility } from '@/lib/auth';
import { recoveryRedirectTarget } from '@/lib/auth-links';

const publicPaths = ['/auth', '/how-it-works', '/community'];

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
      queryClient.clear();
      if (!publicPaths.includes(window.location.pathname)) void navigate('/auth', { replace: true });
    };
    onUnauthorized(leave);
    const stopWatching = watchSessionOnVisibility(leave);
    const stopListening = Hub.listen('auth', ({ payload }) => {
      if (payload.event === 'tokenRefresh_failure') leave();
    });
    return () => {
      stopWatching();
      stopListening();
    };
  }, [navigate, queryClient]);

  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
