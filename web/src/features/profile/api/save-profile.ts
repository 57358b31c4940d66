import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/api-client';
import type { ProfileView } from './get-profile';

/** PUT /api/profile (spec 2 §2.5). */
export const saveProfile = (body: Record<string, unknown>): Promise<ProfileView> => api.put<ProfileView>('/profile', body);

export const useSaveProfile = (userId: string) => {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveProfile, onSuccess: (view) => client.setQueryData(['profile', userId], view) });
};
