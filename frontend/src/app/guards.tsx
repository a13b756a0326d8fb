// Route guards: which screens need a session, and where a visit goes without one (or with one, on /auth).
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/spinner';
import { getSession, signedInOnHand } from '../lib/auth';
import { pendingRecovery } from '../lib/auth-links';

/** Only a path inside this app may be a post-sign-in destination. */
export function safeNext(value: string | null): string {
  return value?.startsWith('/') && !value.startsWith('//') ? value : '/';
}

interface Visit {
  pathname: string;
  search: string;
}

/** The sign-in page, sending the cook back to `visit` afterwards (Home needs no note of it). */
export function signInFirst({ pathname, search }: Visit): string {
  const next = pathname + search;
  return next === '/' ? '/auth' : `/auth?next=${encodeURIComponent(next)}`;
}

/** Every screen but /auth, /how-it-works, /community and the 404 page needs a signed-in user. */
export function signedInScreenRedirect(visit: Visit, signedIn: boolean): string | null {
  return signedIn ? null : signInFirst(visit);
}

/** A signed-in user has nothing to do on /auth, unless changing e-mail or finishing a recovery. */
export function authScreenRedirect(visit: Visit, signedIn: boolean, recovering: boolean): string | null {
  const params = new URLSearchParams(visit.search);
  if (params.get('change-email') === 'true') return signedIn ? null : signInFirst(visit);
  return signedIn && !recovering ? safeNext(params.get('next')) : null;
}

/**
 * Whether someone is signed in: told at once by this device's tokens while they are fresh, else asked
 * (getSession refreshes them) as the guard comes to be drawn, as a data router's loader was. Null only
 * until the first answer: tokens that go stale while the guard stays drawn (hourly) are refreshed
 * behind the screen on show, which stays meanwhile, rather than behind a spinner (a Wi-Fi that lets
 * nothing through holds a refresh for seconds). The server refuses a lost session's requests anyway.
 */
function useSignedIn(): boolean | null {
  const onHand = signedInOnHand();
  const [answer, setAnswer] = useState<boolean | null>(onHand ?? null);
  // Tokens that tell (fresh, or gone at sign-out) are the answer, as they are drawn.
  if (onHand !== undefined && onHand !== answer) setAnswer(onHand);
  useEffect(() => {
    if (onHand !== undefined) return;
    let current = true;
    void getSession().then((session) => {
      if (current) setAnswer(session !== null);
    });
    return () => {
      current = false;
    };
  }, [onHand]);
  return onHand ?? answer;
}

/** Decides each visit before a screen draws: a redirect replaces the visit, a spinner holds the place. */
function Guard({
  redirect,
  children,
}: {
  redirect: (visit: Visit, signedIn: boolean) => string | null;
  children: ReactNode;
}) {
  const location = useLocation();
  const signedIn = useSignedIn();
  if (signedIn === null) return <PageSpinner />;
  const target = redirect(location, signedIn);
  if (target === null) return children;
  return (
    <>
      <Navigate to={target} replace />
      <PageSpinner />
    </>
  );
}

/** The layout route of every screen that needs a session. */
export function SignedInScreens() {
  return (
    <Guard redirect={signedInScreenRedirect}>
      <Outlet />
    </Guard>
  );
}

/** /auth: sign-in, sign-up and recovery, or on to where a signed-in user was going. */
export function AuthScreenGuard({ children }: { children: ReactNode }) {
  return (
    <Guard redirect={(visit, signedIn) => authScreenRedirect(visit, signedIn, pendingRecovery() !== null)}>
      {children}
    </Guard>
  );
}
