import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueueEntryView } from '../../../../../domain/queue/queue-view';
import { api } from '../../../api/api-client';
import { liveQueryKey } from '../../../lib/socket-client';
import { useLiveSubscription } from '../../../api/use-live-subscription';
import { useWrittenAhead } from '../../../api/use-written-ahead';

// The seeker's own queue entries (In Queue marker, position, wait): GET byVJFPUserId, kept live by myQueueEntries.
export const myQueueEntriesQueryKey = (jobFairId: string, seekerId: string) => liveQueryKey('myQueueEntries', { jobFairId, seekerId });

export const getMyQueueEntries = (jobFairId: string, seekerId: string): Promise<QueueEntryView[]> =>
  api.get<QueueEntryView[]>(`/jobfairs/${encodeURIComponent(jobFairId)}/queueUsers/byVJFPUserId/${encodeURIComponent(seekerId)}`);

export const myQueueEntriesQueryOptions = (jobFairId: string, seekerId: string) =>
  queryOptions({
    queryKey: myQueueEntriesQueryKey(jobFairId, seekerId),
    queryFn: () => getMyQueueEntries(jobFairId, seekerId),
    staleTime: Infinity,
  });

export const useMyQueueEntries = (jobFairId: string, seekerId: string | null) => {
  useLiveSubscription('myQueueEntries', seekerId ? { jobFairId, seekerId } : null);
  // The seeker's own enters and leaves stay shown whatever order the answers and the pushes arrive in.
  const ownWrites = useWrittenAhead<QueueEntryView>(myQueueEntriesQueryKey(jobFairId, seekerId ?? ''));
  return useQuery({ ...myQueueEntriesQueryOptions(jobFairId, seekerId ?? ''), enabled: seekerId !== null, select: ownWrites });
};
