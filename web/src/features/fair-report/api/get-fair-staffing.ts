import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BoothStaffingView } from '../../../../../domain/report/fair-series-view';
import { api } from '../../../api/api-client';
import { useLiveSubscription } from '../../../api/use-live-subscription';
import { liveQueryKey } from '../../../lib/socket-client';

/**
 * The live staffing view: GET /api/jobfairs/{jobFairId}/staffing, then the gateway's fairStaffing
 * subscription pushes the fresh rows into the same cache entry (at most once a second).
 */
export const useFairStaffing = (jobFairId: string) => {
  useLiveSubscription('fairStaffing', { jobFairId });
  return useQuery(
    queryOptions({
      queryKey: liveQueryKey('fairStaffing', { jobFairId }),
      queryFn: () => api.get<BoothStaffingView[]>(`/jobfairs/${encodeURIComponent(jobFairId)}/staffing`),
      staleTime: Infinity,
    }),
  );
};
