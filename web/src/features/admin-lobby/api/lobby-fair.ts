import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { JobFairWithStatus } from '../../../../../domain/jobfair/jobfair-view';
import { api } from '../../../api/api-client';

const fairPath = (orgId: string, jobFairId: string) =>
  `/organizations/${encodeURIComponent(orgId)}/jobfairs/${encodeURIComponent(jobFairId)}`;

/** spec 3 §7 "get job fair by org and id": the lobby's header (name, status, logo). */
export const lobbyFairQueryOptions = (orgId: string, jobFairId: string) =>
  queryOptions({
    queryKey: ['lobbyFair', orgId, jobFairId],
    queryFn: () => api.get<JobFairWithStatus>(fairPath(orgId, jobFairId)),
    throwOnError: false,
  });

/** The header the admin lobby route's loader ensures. */
export const useLobbyFair = (orgId: string, jobFairId: string) => useSuspenseQuery(lobbyFairQueryOptions(orgId, jobFairId));

/** PUT …/jobfairs/{id}/logo with the key POST /files/logo answered: the fair's logo (spec 3 §2.2 Upload Logo). */
export const useSetFairLogo = (orgId: string, jobFairId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => api.put<JobFairWithStatus>(`${fairPath(orgId, jobFairId)}/logo`, { key }),
    onSuccess: (fair) => queryClient.setQueryData(lobbyFairQueryOptions(orgId, jobFairId).queryKey, fair),
  });
};
