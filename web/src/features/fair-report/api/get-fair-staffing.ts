import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BoothStaffingView } from '../../../../../domain/report/fair-series-view';
import { api } from '../../../api/api-client';
import { momentCaching, momentQuery } from '../../../api/report-moment-query';
import { useLiveSubscription } from '../../../api/use-live-subscription';
import { liveQueryKey } from '../../../lib/socket-client';

const staffingPath = (jobFairId: string) => `/jobfairs/${encodeURIComponent(jobFairId)}/staffing`;

/**
 * The staffing view: live, GET /api/jobfairs/{jobFairId}/staffing, then the gateway's fairStaffing subscription
 * pushes the fresh rows into the same cache entry (at most once a second); as of a moment, GET …?at= (the
 * subscription stays open, so going back to live shows the present at once).
 */
export const useFairStaffing = (jobFairId: string, at: number | null) => {
  useLiveSubscription('fairStaffing', { jobFairId });
  const live = useQuery(
    queryOptions({
      queryKey: liveQueryKey('fairStaffing', { jobFairId }),
      queryFn: () => api.get<BoothStaffingView[]>(staffingPath(jobFairId)),
      staleTime: Infinity,
    }),
  );
  const past = useQuery({
    queryKey: ['fairStaffingAsOf', jobFairId, at],
    queryFn: () => api.get<BoothStaffingView[]>(staffingPath(jobFairId), { query: momentQuery(at) }),
    enabled: at !== null,
    ...momentCaching(at),
  });
  return at === null ? live : past;
};
