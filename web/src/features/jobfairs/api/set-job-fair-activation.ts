import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/api-client';
import type { JobFair } from '../job-fair-types';
import { upsertJobFair } from '../job-fairs-cache';
import { jobFairsQueryKey } from './get-job-fairs';

/** PUT /api/organizations/{companyId}/jobfairs/{id}/activation (platform admins; spec 3 §4). */
export const setJobFairActivation = ({
  organizationId,
  jobFairId,
  isActivated,
}: {
  organizationId: string;
  jobFairId: string;
  isActivated: boolean;
}) =>
  api.put<JobFair>(`/organizations/${encodeURIComponent(organizationId)}/jobfairs/${encodeURIComponent(jobFairId)}/activation`, {
    isActivated,
  });

export const useSetJobFairActivation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setJobFairActivation,
    onSuccess: (fair, { organizationId }) =>
      queryClient.setQueryData<JobFair[]>(jobFairsQueryKey(organizationId), (list) => upsertJobFair(list, fair)),
  });
};
