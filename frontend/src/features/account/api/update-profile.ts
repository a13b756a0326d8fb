import { profileResponse, type UpdateProfileRequest } from '@contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from './get-profile';

export function updateProfile(request: UpdateProfileRequest) {
  return api.patch('/me', request, profileResponse);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(accountKeys.profile(), profile),
  });
}
