import type { DeleteOwnAccountRequest } from '@contracts/account';
import * as z from '@contracts/zod';
import { useMutation } from '@tanstack/react-query';
import { endingSessions } from '@/lib/api-client';
import { route } from '@/lib/api-routes';

const deletedResponse = z.object({ id: z.string(), deleted: z.literal(true) });

/** Deletes the caller's own account and everything it stored; the password proves it is them. */
export function deleteOwnAccount(body: DeleteOwnAccountRequest) {
  return route('DELETE /me', { body }, deletedResponse);
}

export function useDeleteOwnAccount() {
  return useMutation({
    mutationFn: (body: DeleteOwnAccountRequest) => endingSessions(() => deleteOwnAccount(body)),
  });
}
