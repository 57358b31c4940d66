import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PresenceView } from '../../../../domain/presence/presence-view';
import { api } from '../../api/api-client';
import { liveQueryKey } from '../../lib/socket-client';
import { useLiveSubscription } from '../../api/use-live-subscription';

// A booth's recruiters sorted by presence: GET representatives, then the boothPresence subscription pushes every change.
export const boothPresenceQueryKey = (jobFairId: string, boothId: string) => liveQueryKey('boothPresence', { jobFairId, boothId });

export const getBoothPresence = (jobFairId: string, boothId: string): Promise<PresenceView[]> =>
  api.get<PresenceView[]>(`/jobfairs/${encodeURIComponent(jobFairId)}/booths/${encodeURIComponent(boothId)}/representatives`);

export const useBoothPresence = (jobFairId: string, boothId: string, { live = true } = {}) => {
  // Not live: a reader outside the fair's people (an auditor) neither subscribes nor reads it.
  useLiveSubscription('boothPresence', live ? { jobFairId, boothId } : null);
  return useQuery({
    ...queryOptions({
      queryKey: boothPresenceQueryKey(jobFairId, boothId),
      queryFn: () => getBoothPresence(jobFairId, boothId),
      staleTime: Infinity,
    }),
    enabled: live,
  });
};
