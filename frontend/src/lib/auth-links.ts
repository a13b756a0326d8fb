// Links in Hearth e-mails open /auth with a fragment: #type=recovery|signup&email=…&code=…
// A recovery link may land on any page; it is moved to /auth and remembered in sessionStorage until
// the new password is saved, so a reload or a stray navigation does not lose the reset code.
const recoveryKey = 'hearth.passwordRecovery';

export type AuthLink = { type: 'recovery' | 'signup'; email: string; code: string };
export type PendingRecovery = { email: string; code: string };

export function parseAuthLink(hash: string): AuthLink | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const type = params.get('type');
  if (type !== 'recovery' && type !== 'signup') return null;
  return { type, email: params.get('email')?.trim() ?? '', code: params.get('code')?.trim() ?? '' };
}

export function rememberRecovery(link: PendingRecovery): void {
  try {
    sessionStorage.setItem(recoveryKey, JSON.stringify(link));
  } catch {
    // Private modes may refuse storage; the fragment still carries the link for this page view.
  }
}

export function pendingRecovery(): PendingRecovery | null {
  try {
    const raw = sessionStorage.getItem(recoveryKey);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PendingRecovery>;
    return { email: String(value.email ?? ''), code: String(value.code ?? '') };
  } catch {
    return null;
  }
}

export function finishRecovery(): void {
  try {
    sessionStorage.removeItem(recoveryKey);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/**
 * The recovery redirect of SPEC section 2: remembers the link and returns where to go
 * (/auth with the same fragment) when the current page is not /auth, else null.
 */
export function recoveryRedirectTarget(pathname: string, hash: string): string | null {
  const link = parseAuthLink(hash);
  if (link?.type !== 'recovery') return null;
  rememberRecovery({ email: link.email, code: link.code });
  return pathname === '/auth' ? null : `/auth${hash}`;
}
