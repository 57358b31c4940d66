import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BoothQueueCountView } from '../../../../../domain/queue/queue-view';
import { api } from '../../../api/api-client';
import { liveQueryKey } from '../../../lib/socket-client';
import { useLiveSubscription } from '../../../api/use-live-subscription';

// The number in queue on admins' lobby cards (spec 1 §2.5): GET …/queueUsers/counts, then the
// fairQueueCounts subscription pushes one { boothId, count } row per booth, at most once a second.
export const fairQueueCountsQueryKey = (jobFairId: string) => liveQueryKey('fairQueueCounts', { jobFairId });

const getFairQueueCounts = async (jobFairId: string): Promise<BoothQueueCountView[]> => {
  const counts = await api.get<Record<string, number>>(`/jobfairs/${encodeURIComponent(jobFairId)}/queueUsers/counts`);
  return Object.entries(counts).map(([boothId, count]) => ({ boothId, count }));
};

/** Waiting candidates by booth id (booths nobody waits at are absent or 0); null jobFairId: not fetched. */
export const useFairQueueCounts = (jobFairId: string | null): ReadonlyMap<string, number> => {
  useLiveSubscription('fairQueueCounts', jobFairId ? { jobFairId } : null);
  const query = useQuery({
    ...queryOptions({
      queryKey: fairQueueCountsQueryKey(jobFairId ?? ''),
      queryFn: () => getFairQueueCounts(jobFairId!),
      staleTime: Infinity,
    }),
    enabled: jobFairId !== null,
  });
  return new Map((query.data ?? []).map((row) => [row.boothId, row.count]));
};
