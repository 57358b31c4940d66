import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PresenceView } from '../../../../domain/presence/presence-view';
import { api } from '../../api/api-client';
import { liveQueryKey } from '../../lib/socket-client';
import { useLiveSubscription } from '../../api/use-live-subscription';

// Everyone present in a fair (its staff only): GET …/presence, then the fairPresence subscription pushes every change.
export const fairPresenceQueryKey = (jobFairId: string) => liveQueryKey('fairPresence', { jobFairId });

const getFairPresence = (jobFairId: string): Promise<PresenceView[]> =>
  api.get<PresenceView[]>(`/jobfairs/${encodeURIComponent(jobFairId)}/presence`);

/** null jobFairId: not fetched (the reader is not the fair's staff). */
export const useFairPresence = (jobFairId: string | null) => {
  useLiveSubscription('fairPresence', jobFairId ? { jobFairId } : null);
  return useQuery({
    ...queryOptions({ queryKey: fairPresenceQueryKey(jobFairId ?? ''), queryFn: () => getFairPresence(jobFairId!), staleTime: Infinity }),
    enabled: jobFairId !== null,
  });
};
