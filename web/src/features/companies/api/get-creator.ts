import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreatorView } from '../../../../../domain/organization/company-view';
import { api } from '../../../api/api-client';

export const creatorQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['users', userId],
    queryFn: () => api.get<CreatorView>(`/users/${encodeURIComponent(userId)}`),
    staleTime: 5 * 60_000,
  });

/** spec 3 §7 "get user by id for the creator": GET /api/users/{id}, read once per creator and shared by their companies. */
export const useCreator = (userId: string) => useQuery(creatorQueryOptions(userId));
