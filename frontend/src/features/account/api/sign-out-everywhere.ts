import { useMutation } from '@tanstack/react-query';
import * as z from 'zod';
import { api } from '@/lib/api-client';

const signOutEverywhereResponse = z.object({ signedOut: z.literal(true) });

/** Ends every session of the account: other devices are refused on their next request. */
export function signOutEverywhere() {
  return api.post('/me/sign-out-everywhere', undefined, signOutEverywhereResponse);
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere });
}
