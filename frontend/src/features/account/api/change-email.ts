import type { ChangeEmailRequest } from '@contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import { api } from '@/lib/api-client';
import { getSession } from '@/lib/auth';
import { accountKeys } from './get-profile';

const changeEmailResponse = z.object({ email: z.string() });

/** Changes the sign-in address, then refreshes the tokens so they carry the new one. */
export async function changeEmail(request: ChangeEmailRequest) {
  const result = await api.put('/me/email', request, changeEmailResponse);
  await getSession({ forceRefresh: true });
  return result;
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.profile() }),
  });
}
