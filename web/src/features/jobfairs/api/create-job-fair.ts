import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobFairForm } from '../../../../../domain/jobfair/jobfair-schema';
import { api } from '../../../api/api-client';
import type { JobFair } from '../job-fair-types';
import { upsertJobFair } from '../job-fairs-cache';
import { jobFairsQueryKey } from './get-job-fairs';

export const createJobFair = ({ organizationId, form }: { organizationId: string; form: JobFairForm }): Promise<JobFair> =>
  api.post<JobFair>(`/organizations/${encodeURIComponent(organizationId)}/jobfairs`, form);

export const useCreateJobFair = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJobFair,
    onSuccess: (fair, { organizationId }) =>
      queryClient.setQueryData<JobFair[]>(jobFairsQueryKey(organizationId), (list) => upsertJobFair(list, fair)),
  });
};
