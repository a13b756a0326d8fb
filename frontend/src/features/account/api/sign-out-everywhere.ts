import * as z from '@contracts/zod';
import { useMutation } from '@tanstack/react-query';
import { endingSessions } from '@/lib/api-client';
import { route } from '@/lib/api-routes';

const signOutEverywhereResponse = z.object({ signedOut: z.literal(true) });

/** Ends every session of the account: other devices are refused on their next request. */
export function signOutEverywhere() {
  return route('POST /me/sign-out-everywhere', {}, signOutEverywhereResponse);
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: () => endingSessions(signOutEverywhere) });
}
