import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/api-client';
import type { JobFair } from '../job-fair-types';

export const getJobFair = (organizationId: string, jobFairId: string): Promise<JobFair> =>
  api.get<JobFair>(`/organizations/${encodeURIComponent(organizationId)}/jobfairs/${encodeURIComponent(jobFairId)}`);

export const jobFairQueryOptions = (organizationId: string, jobFairId: string) =>
  queryOptions({
    queryKey: ['jobFair', organizationId, jobFairId],
    queryFn: () => getJobFair(organizationId, jobFairId),
    throwOnError: false,
  });

/** One fair, e.g. the one a job seeker's URL names. */
export const useJobFair = (organizationId: string | null, jobFairId: string | null) =>
  useQuery({ ...jobFairQueryOptions(organizationId ?? '', jobFairId ?? ''), enabled: Boolean(organizationId && jobFairId) });
