import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueueAdminRemovalView } from '../../../../../domain/queue/queue-view';
import { api } from '../../../api/api-client';
import { liveQueryKey } from '../../../lib/socket-client';
import { useLiveSubscription } from '../../../api/use-live-subscription';

// The booth queues a platform admin took the seeker out of (spec 3 §2.2 Empty Queue): GET adminRemovals, kept live by myQueueRemovals.
export const myQueueRemovalsQueryOptions = (jobFairId: string, seekerId: string) =>
  queryOptions({
    queryKey: liveQueryKey('myQueueRemovals', { jobFairId, seekerId }),
    queryFn: () =>
      api.get<QueueAdminRemovalView[]>(
        `/jobfairs/${encodeURIComponent(jobFairId)}/queueUsers/adminRemovals/${encodeURIComponent(seekerId)}`,
      ),
    staleTime: Infinity,
  });

export const useMyQueueRemovals = (jobFairId: string, seekerId: string | null) => {
  useLiveSubscription('myQueueRemovals', seekerId ? { jobFairId, seekerId } : null);
  return useQuery({ ...myQueueRemovalsQueryOptions(jobFairId, seekerId ?? ''), enabled: seekerId !== null });
};
