// Route guards run as loaders, before a screen's code is even fetched.
import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import { getSession } from '../lib/auth';
import { pendingRecovery } from '../lib/auth-links';

/** Only a path inside this app may be a post-sign-in destination. */
export function safeNext(value: string | null): string {
  return value?.startsWith('/') && !value.startsWith('//') ? value : '/';
}

function signInFirst(url: URL): Response {
  const next = url.pathname + url.search;
  return redirect(next === '/' ? '/auth' : `/auth?next=${encodeURIComponent(next)}`);
}

/** Every screen but /auth, /how-it-works, /community and the 404 page needs a signed-in user. */
export async function requireSignedIn({ request }: LoaderFunctionArgs) {
  if (!(await getSession())) throw signInFirst(new URL(request.url));
  return null;
}

/** A signed-in user has nothing to do on /auth, unless changing e-mail or finishing a recovery. */
export async function authScreenGuard({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const changingEmail = url.searchParams.get('change-email') === 'true';
  const session = await getSession();
  if (changingEmail) {
    if (!session) throw signInFirst(url);
    return null;
  }
  if (session && pendingRecovery() === null) throw redirect(safeNext(url.searchParams.get('next')));
  return null;
}
