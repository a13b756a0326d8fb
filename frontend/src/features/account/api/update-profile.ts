import { profileResponse, type UpdateProfileRequest } from '@contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { route } from '@/lib/api-routes';
import { accountKeys } from './get-profile';

export function updateProfile(request: UpdateProfileRequest) {
  return route('PATCH /me', { body: request }, profileResponse);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(accountKeys.profile(), profile),
  });
}
