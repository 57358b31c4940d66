import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobFairForm } from '../../../../../domain/jobfair/jobfair-schema';
import { api } from '../../../api/api-client';
import type { JobFair } from '../job-fair-types';
import { upsertJobFair } from '../job-fairs-cache';
import { jobFairsQueryKey } from './get-job-fairs';

export const updateJobFair = ({
  organizationId,
  jobFairId,
  form,
}: {
  organizationId: string;
  jobFairId: string;
  form: JobFairForm;
}): Promise<JobFair> =>
  api.put<JobFair>(`/organizations/${encodeURIComponent(organizationId)}/jobfairs/${encodeURIComponent(jobFairId)}`, form);

export const useUpdateJobFair = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJobFair,
    onSuccess: (fair, { organizationId }) =>
      queryClient.setQueryData<JobFair[]>(jobFairsQueryKey(organizationId), (list) => upsertJobFair(list, fair)),
  });
};
