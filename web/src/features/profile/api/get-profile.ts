import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/api-client';

export type ProfileView = Readonly<{
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
  phone: string | null;
  applicant: Record<string, unknown> | null;
  isProfileComplete: boolean;
  resumeUrl: string | null;
}>;

/** GET /api/profile. */
export const getProfile = (): Promise<ProfileView> => api.get<ProfileView>('/profile');
export const profileQueryOptions = (userId: string) => queryOptions({ queryKey: ['profile', userId], queryFn: getProfile });
export const useProfile = (userId: string) => useQuery(profileQueryOptions(userId));
