// Amplify calls behind the /auth screen. Sign-in uses the flow /config.json names: SRP, on AWS and
// locally alike (the password never leaves the browser).
import { t } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import {
  confirmResetPassword,
  confirmSignIn,
  confirmSignUp,
  resendSignUpCode,
  resetPassword,
  signIn,
  signOut,
  signUp,
} from 'aws-amplify/auth';
import { runtimeConfig } from '@/config/env';
import { getSession, loadAuthLibrary } from '@/lib/auth';
import { isLocale } from '@/lib/i18n/locales';
import { currentLocale } from '@/lib/i18n/runtime';

export type Credentials = { email: string; password: string };
export type NewAccount = Credentials & { displayName?: string };

/** 'code-needed': the account has two-step sign-in on; finish with confirmSignInCode. */
export type SignInOutcome = 'signed-in' | 'code-needed';

export async function signInWithPassword({ email, password }: Credentials): Promise<SignInOutcome> {
  await loadAuthLibrary();
  // A recovery link may be opened while someone is still signed in on this browser.
  if (await getSession()) await signOut();
  const result = await signIn({
    username: email,
    password,
    options: { authFlowType: runtimeConfig().authFlowType },
  });
  if (result.isSignedIn) return 'signed-in';
  if (result.nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') return 'code-needed';
  if (result.nextStep.signInStep === 'CONFIRM_SIGN_UP') {
    await resendSignUpCode({ username: email });
    throw new Error(t`Please confirm your email address first. We have sent you a new confirmation link.`);
  }
  throw new Error(t`This account needs a sign-in step Hearth does not support yet.`);
}

/** The second step of a sign-in with two-step sign-in on: the authenticator app's 6-digit code. */
export async function confirmSignInCode(code: string): Promise<void> {
  await loadAuthLibrary();
  const result = await confirmSignIn({ challengeResponse: code.replace(/\s/g, '') });
  if (!result.isSignedIn) throw new Error(t`That code did not work. Please enter the newest one.`);
}

/** Resolves to true when the account can sign in now, false when it waits for e-mail confirmation. */
export async function createAccount({ email, password, displayName }: NewAccount): Promise<boolean> {
  await loadAuthLibrary();
  const name = displayName?.trim();
  // Issue 37: the language this screen speaks (the browser's, or the one picked) goes on the account,
  // so the confirmation mail, later mails and the first screens after sign-in speak it.
  const locale = currentLocale();
  const result = await signUp({
    username: email,
    password,
    options: {
      userAttributes: { email, ...(name ? { name } : {}), ...(isLocale(locale) ? { locale } : {}) },
    },
  });
  return result.nextStep.signUpStep !== 'CONFIRM_SIGN_UP';
}

export async function confirmAccount(email: string, code: string): Promise<void> {
  await loadAuthLibrary();
  await confirmSignUp({ username: email, confirmationCode: code });
}

export async function requestPasswordReset(email: string): Promise<void> {
  await loadAuthLibrary();
  await resetPassword({ username: email });
}

export async function chooseNewPassword(email: string, code: string, newPassword: string): Promise<void> {
  await loadAuthLibrary();
  await confirmResetPassword({ username: email, confirmationCode: code, newPassword });
}

export const useSignIn = () => useMutation({ mutationFn: signInWithPassword });
export const useConfirmSignInCode = () => useMutation({ mutationFn: confirmSignInCode });
export const useCreateAccount = () => useMutation({ mutationFn: createAccount });
export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useChooseNewPassword = () =>
  useMutation({
    mutationFn: ({ email, code, password }: { email: string; code: string; password: string }) =>
      chooseNewPassword(email, code, password),
  });
