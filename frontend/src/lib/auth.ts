// Sign-in state lives in Amplify (tokens in localStorage). Amplify refreshes the tokens itself when
// they are read close to expiry, so nothing runs on a timer that a hidden tab could starve; when the
// tab becomes visible again we read the session once, which refreshes it or reveals a sign-out.
// Amplify is not in the initial chunk: boot starts loading it alongside /config.json (loadAuthLibrary).
import type { RuntimeConfig } from '@/config/env';
import { finishRecovery } from './auth-links';

export type Session = { userId: string; email: string; groups: string[]; idToken: string };

let library: Promise<typeof import('./amplify-auth')> | null = null;

/** Fetches Amplify (once); boot calls it before it awaits anything, so the download overlaps. */
export function loadAuthLibrary(): Promise<typeof import('./amplify-auth')> {
  library ??= import('./amplify-auth');
  return library;
}

export async function configureAuth(config: RuntimeConfig): Promise<void> {
  const { Amplify } = await loadAuthLibrary();
  Amplify.configure({
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
}

/** The signed-in user, or null. Refreshes expired tokens; a failed refresh counts as signed out. */
export async function getSession(options: { forceRefresh?: boolean } = {}): Promise<Session | null> {
  try {
    const { fetchAuthSession } = await loadAuthLibrary();
    const { tokens } = await fetchAuthSession(options);
    const idToken = tokens?.idToken;
    if (!idToken) return null;
    const claims = idToken.payload;
    const groups = claims['cognito:groups'];
    return {
      userId: String(claims.sub ?? ''),
      email: String(claims.email ?? ''),
      groups: Array.isArray(groups) ? groups.map(String) : [],
      idToken: idToken.toString(),
    };
  } catch {
    return null;
  }
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
    if (hadSession && !session) onSignedOut();
    hadSession = session !== null;
  };
  document.addEventListener('visibilitychange', check);
  return () => document.removeEventListener('visibilitychange', check);
}

type AuthEvent = 'signedIn' | 'signedOut' | 'tokenRefresh_failure';

/** Calls onEvent for Amplify's sign-in, sign-out and failed-refresh events; returns the unsubscribe. */
export function onAuthEvent(onEvent: (event: AuthEvent) => void): () => void {
  let stopped = false;
  let stop = () => {};
  void loadAuthLibrary().then(({ Hub }) => {
    if (stopped) return;
    stop = Hub.listen('auth', ({ payload }) => {
      const event = payload.event;
      if (event === 'signedIn' || event === 'signedOut' || event === 'tokenRefresh_failure') onEvent(event);
    });
  });
  return () => {
    stopped = true;
    stop();
  };
}
