import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/api-client';
import type { SessionUser } from '../../../lib/stored-session';

export const getMe = (): Promise<SessionUser> => api.get<SessionUser>('/auth/me');

export const meQueryOptions = (userId: string) => queryOptions({ queryKey: ['me', userId], queryFn: getMe, staleTime: Infinity });

/** The signed-in user as the server knows them now (checks a restored session is still good). */
export const useMe = (userId: string | null) => useQuery({ ...meQueryOptions(userId ?? ''), enabled: userId !== null });
