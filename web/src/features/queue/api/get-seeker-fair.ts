import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/api-client';
import type { JobFairWithStatus } from '../../../../../domain/jobfair/jobfair-view';

/** GET /api/jobfairs/{jobFairId}: the fair as a job seeker may read it (activated fairs only). */
export const getSeekerFair = (jobFairId: string): Promise<JobFairWithStatus> =>
  api.get<JobFairWithStatus>(`/jobfairs/${encodeURIComponent(jobFairId)}`);

export const seekerFairQueryOptions = (jobFairId: string) =>
  queryOptions({ queryKey: ['seekerFair', jobFairId], queryFn: () => getSeekerFair(jobFairId), throwOnError: false });

export const useSeekerFair = (jobFairId: string | null) =>
  useQuery({ ...seekerFairQueryOptions(jobFairId ?? ''), enabled: Boolean(jobFairId) });
