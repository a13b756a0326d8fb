import type { ConfirmEmailChangeRequest, StartEmailChangeRequest } from '@contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { route } from '@/lib/api-routes';
import { getSession } from '@/lib/auth';
import { accountKeys } from './get-profile';

// The answers are checked against the contract, loaded with the first answer: /auth opens without zod.
const account = () => import('@contracts/account');

/** Step 1: the new address and the current password; the server mails a code to the new address. */
export function startEmailChange(request: StartEmailChangeRequest) {
  return route('POST /me/email-change', { body: request }, () =>
    account().then((contract) => contract.startEmailChangeResponse),
  );
}

/** Step 2: the mailed code completes the change; fresh tokens then carry the new address. */
export async function confirmEmailChange(request: ConfirmEmailChangeRequest) {
  const result = await route('POST /me/email-change/confirm', { body: request }, () =>
    account().then((contract) => contract.confirmEmailChangeResponse),
  );

  await getSession({ forceRefresh: true });
  return result;
}

export function useStartEmailChange() {
  return useMutation({ mutationFn: startEmailChange });
}

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.profile() }),
  });
}
