import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BoothView } from '../../../domain/booth/booth-view';
import { api } from './api-client';
import { boothListMeta, liveQueryKey } from '../lib/socket-client';
import { useLiveSubscription } from './use-live-subscription';

// The lobby's booth cards: GET /api/jobfairs/{jobFairId}/booths, then the fairBooths subscription
// pushes fresh rows under the same key whenever a booth of the fair changes.
export const fairBoothsQueryKey = (jobFairId: string) => liveQueryKey('fairBooths', { jobFairId });

export const getFairBooths = async (jobFairId: string): Promise<BoothView[]> =>
  (await api.get<BoothView[] | null>(`/jobfairs/${encodeURIComponent(jobFairId)}/booths`)) ?? [];

export const fairBoothsQueryOptions = (jobFairId: string) =>
  queryOptions({
    queryKey: fairBoothsQueryKey(jobFairId),
    queryFn: () => getFairBooths(jobFairId),
    staleTime: Infinity,
    meta: boothListMeta(jobFairId),
  });

export const useFairBooths = (jobFairId: string) => {
  useLiveSubscription('fairBooths', { jobFairId });
  return useQuery(fairBoothsQueryOptions(jobFairId));
};
