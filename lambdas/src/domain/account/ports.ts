// What accounts and admin need from the identity provider (the identity adapter: Cognito). Users are named
// by their user name, which is their `sub`; the provider's errors become the plain outcomes below.

/** A member as the directory lists them. */
export interface DirectoryUser {
  id: string;
  email: string;
  /** The name given at sign-up ('' when none). */
  name: string;
  emailVerified: boolean;
  /** The interface language kept on the sign-in (`locale`, issue 37), when there is one. */
  locale?: string;
}

export interface IdentityProvider {
  /** Signs in with the password as the app does, discarding the tokens. */
  checkPassword(userId: string, password: string): Promise<'ok' | 'wrong' | 'locked'>;
  /**
   * Sets the address, marked verified (the caller proved it, or an admin vouches): 'taken' when
   * another account holds it, 'invalid' when the provider will not take it.
   */
  setVerifiedEmail(userId: string, email: string): Promise<'ok' | 'taken' | 'invalid'>;
  /**
   * Keeps the person's interface language on the sign-in (the standard `locale` attribute), so the
   * codes Cognito mails through the custom-message trigger speak it (issue 37).
   */
  setLocale(userId: string, language: string): Promise<void>;
  /** The user's address (and `locale`, when kept), or null when there is no such user. */
  getUser(userId: string): Promise<{ email: string; locale?: string } | null>;
  /** Members whose address starts with `prefix` (lower case, no quotes), at most `limit`. */
  searchByEmailPrefix(prefix: string, limit: number): Promise<DirectoryUser[]>;
  /** The first member signed in with exactly this address, or null. */
  findByEmail(email: string): Promise<DirectoryUser | null>;
  /** Ids of the members of the admin group. */
  adminIds(): Promise<Set<string>>;
  /** Deletes the sign-in; 'missing' when it is already gone. */
  deleteUser(userId: string): Promise<'deleted' | 'missing'>;
  /** Revokes every refresh token of the user. */
  signOutEverywhere(userId: string): Promise<void>;
}
