// Sign-in state lives in Amplify (tokens in localStorage). Amplify refreshes the tokens itself when
// they are read close to expiry, so nothing runs on a timer that a hidden tab could starve; when the
// tab becomes visible again we read the session once, which refreshes it or reveals a sign-out.
// Amplify is not loaded to draw a screen: while the stored tokens are fresh they are read directly
// (stored-session.ts), and Amplify loads when they need refreshing or someone signs in or out.
import type { RuntimeConfig } from '@/config/env';
import { finishRecovery } from './auth-links';
import { readStoredSession, type Session, sessionFromClaims, storedSessionAsItIs } from './stored-session';

export type { Session } from './stored-session';

type AuthEvent = 'signedIn' | 'signedOut' | 'tokenRefresh_failure';

let config: RuntimeConfig | null = null;
let library: Promise<typeof import('./amplify-auth')> | null = null;
const authListeners = new Set<(event: AuthEvent) => void>();

/** Remembers the configuration for Amplify; boot calls it once /config.json is read. */
export function configureAuth(runtime: RuntimeConfig): void {
  config = runtime;
}

/**
 * Amplify, configured (loaded once). Screens that call Amplify themselves (sign-in, two-step setup)
 * await this first. Its auth events reach onAuthEvent's listeners from the moment it loads: before
 * that, nothing can sign in or out.
 */
export function loadAuthLibrary(): Promise<typeof import('./amplify-auth')> {
  library ??= import('./amplify-auth').then((amplify) => {
    if (!config) throw new Error('configureAuth must run before Amplify is used');
    amplify.Amplify.configure({
      Auth: {
        Cognito: {
          userPoolId: config.userPoolId,
          userPoolClientId: config.userPoolClientId,
          ...(config.cognitoEndpoint ? { userPoolEndpoint: config.cognitoEndpoint } : {}),
          loginWith: { email: true },
          signUpVerificationMethod: 'code',
        },
      },
    });
    amplify.Hub.listen('auth', ({ payload }) => {
      const event = payload.event;
      // A refresh that could not reach Cognito (or was throttled) is no lost session: Amplify keeps
      // the tokens and the next refresh decides. Only a refusal is told.
      if (event === 'tokenRefresh_failure' && !refusedRefresh(payload.data?.error)) return;
      if (event === 'signedIn' || event === 'signedOut' || event === 'tokenRefresh_failure')
        for (const listener of authListeners) listener(event);
    });
    return amplify;
  });
  return library;
}

/**
 * Whether Cognito refused a token refresh: the sign-in is over (expired, revoked, the user gone). The
 * errors Amplify itself clears the stored tokens for (TokenOrchestrator's isAuthenticationError).
 */
export function refusedRefresh(error: unknown): boolean {
  const name = (error as { name?: unknown } | null | undefined)?.name;
  return (
    typeof name === 'string' &&
    /^(NotAuthorizedException|TokenRevokedException|UserNotFoundException|PasswordResetRequiredException|UserNotConfirmedException|RefreshTokenReuseException)/.test(
      name,
    )
  );
}

/** How long a refresh may take before the stored tokens are used as they are (it goes on meanwhile). */
const REFRESH_WAIT_MS = 8_000;
/** After a refresh that could not reach Cognito, how long the stored tokens stand without asking again. */
const OUT_OF_REACH_PAUSE_MS = 30_000;
let outOfReachUntil = 0;

/**
 * The signed-in user, or null once signed out. Refreshes tokens close to expiry. A refresh Cognito
 * refused ends the session (Amplify clears the tokens). One that could not reach Cognito (offline, a
 * Wi-Fi that lets nothing through, an outage) ends nothing: the stored tokens stand as they are, the
 * API decides whether they still hold, what the device kept still shows, and for a while requests
 * use them without knocking again.
 */
export async function getSession(options: { forceRefresh?: boolean } = {}): Promise<Session | null> {
  if (config) {
    const stored = readStoredSession(config.userPoolClientId);
    if (stored === 'none') return null;
    if (stored !== 'stale' && !options.forceRefresh) return stored;
    if (Date.now() < outOfReachUntil) return storedSessionAsItIs(config.userPoolClientId);
  }
  try {
    const { fetchAuthSession } = await loadAuthLibrary();
    const { tokens } = await answeredWithin(REFRESH_WAIT_MS, fetchAuthSession(options));
    const idToken = tokens?.idToken;
    if (!idToken) return null;
    outOfReachUntil = 0;
    return sessionFromClaims(idToken.payload, idToken.toString());
  } catch (error) {
    if (refusedRefresh(error) || !config) return null;
    const stored = storedSessionAsItIs(config.userPoolClientId);
    if (stored) outOfReachUntil = Date.now() + OUT_OF_REACH_PAUSE_MS;
    return stored;
  }
}

/**
 * Whether someone is signed in, when this device's tokens tell without asking Cognito: undefined once
 * they have gone stale (or before configureAuth), when getSession must refresh them to know.
 */
export function signedInOnHand(): boolean | undefined {
  if (!config) return undefined;
  const stored = readStoredSession(config.userPoolClientId);
  return stored === 'stale' ? undefined : stored !== 'none';
}

/** Whether the last refresh could not reach Cognito and the tokens still stand: no lost session. */
export function signInOutOfReach(): boolean {
  return Date.now() < outOfReachUntil && signedInUserId() !== null;
}

function answeredWithin<T>(ms: number, answer: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error('Cognito did not answer'), { name: 'TimeoutError' })),
      ms,
    );
  });
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}

/** Who is signed in on this device (their user id), read from the stored tokens however old; null if no one. */
export function signedInUserId(): string | null {
  return config ? (storedSessionAsItIs(config.userPoolClientId)?.userId ?? null) : null;
}

/** Sign-out clears the stored tokens and any pending recovery; callers also clear the query cache. */
export async function signOutAndForget(): Promise<void> {
  try {
    const { signOut } = await loadAuthLibrary();
    await signOut();
  } finally {
    finishRecovery();
  }
}

/** Calls onSignedOut when a tab that comes back into view finds its session gone. */
export function watchSessionOnVisibility(onSignedOut: () => void): () => void {
  let hadSession = false;
  void getSession().then((session) => {
    hadSession = session !== null;
  });
  const check = async () => {
    if (document.visibilityState !== 'visible') return;
    const session = await getSession();
    // Only tokens gone are a sign-out: a refresh that could not reach Cognito leaves them standing.
    if (hadSession && !session && signedInUserId() === null) onSignedOut();
    hadSession = session !== null;
  };
  document.addEventListener('visibilitychange', check);
  return () => document.removeEventListener('visibilitychange', check);
}

/** Calls onEvent for Amplify's sign-in, sign-out and failed-refresh events; returns the unsubscribe. */
export function onAuthEvent(onEvent: (event: AuthEvent) => void): () => void {
  const listener = (event: AuthEvent) => onEvent(event);
  authListeners.add(listener);
  return () => {
    authListeners.delete(listener);
  };
}
