import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/api-client';
import type { JobFair } from '../job-fair-types';
import { removeJobFair } from '../job-fairs-cache';
import { jobFairsQueryKey } from './get-job-fairs';

/** Only an UnPaid job fair can be deleted (spec 1 §5.8); the server enforces it too. */
export const deleteJobFair = ({ organizationId, jobFairId }: { organizationId: string; jobFairId: string }): Promise<unknown> =>
  api.delete<unknown>(`/organizations/${encodeURIComponent(organizationId)}/jobfairs/${encodeURIComponent(jobFairId)}`);

export const useDeleteJobFair = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJobFair,
    onSuccess: (_answer, { organizationId, jobFairId }) =>
      queryClient.setQueryData<JobFair[]>(jobFairsQueryKey(organizationId), (list) => removeJobFair(list, jobFairId)),
  });
};
