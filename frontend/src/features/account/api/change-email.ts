import {
  type ConfirmEmailChangeRequest,
  confirmEmailChangeResponse,
  type StartEmailChangeRequest,
  startEmailChangeResponse,
} from '@contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { route } from '@/lib/api-routes';
import { getSession } from '@/lib/auth';
import { accountKeys } from './get-profile';

/** Step 1: the new address and the current password; the server mails a code to the new address. */
export function startEmailChange(request: StartEmailChangeRequest) {
  return route('POST /me/email-change', { body: request }, startEmailChangeResponse);
}

/** Step 2: the mailed code completes the change; fresh tokens then carry the new address. */
export async function confirmEmailChange(request: ConfirmEmailChangeRequest) {
  const result = await route('POST /me/email-change/confirm', { body: request }, confirmEmailChangeResponse);

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
