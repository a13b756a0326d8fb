// Two-step sign-in (TOTP with an authenticator app) is the user's own Cognito setting: Amplify talks to
// Cognito with the user's access token. The API only reads it, to require it of admins.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchMFAPreference, setUpTOTP, updateMFAPreference, verifyTOTPSetup } from 'aws-amplify/auth';
import { loadAuthLibrary } from '@/lib/auth';

const twoStepKey = ['account', 'two-step'] as const;

export interface AuthenticatorSetup {
  /** The key the authenticator app stores (shown for typing in by hand). */
  secret: string;
  /** otpauth:// address, shown as a QR code. */
  setupUri: string;
}

export function useTwoStepEnabled() {
  return useQuery({
    queryKey: twoStepKey,
    queryFn: async () => {
      await loadAuthLibrary();
      return (await fetchMFAPreference()).enabled?.includes('TOTP') ?? false;
    },
  });
}

export function useStartTwoStepSetup() {
  return useMutation({
    mutationFn: async (accountName: string): Promise<AuthenticatorSetup> => {
      await loadAuthLibrary();
      const details = await setUpTOTP();
      return {
        secret: details.sharedSecret,
        setupUri: details.getSetupUri('Hearth', accountName).toString(),
      };
    },
  });
}

export function useConfirmTwoStepSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => {
      await loadAuthLibrary();
      await verifyTOTPSetup({ code: code.replace(/\s/g, '') });
      await updateMFAPreference({ totp: 'PREFERRED' });
    },
    onSuccess: () => queryClient.setQueryData(twoStepKey, true),
  });
}

export function useTurnOffTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await loadAuthLibrary();
      await updateMFAPreference({ totp: 'DISABLED' });
    },
    onSuccess: () => queryClient.setQueryData(twoStepKey, false),
  });
}
