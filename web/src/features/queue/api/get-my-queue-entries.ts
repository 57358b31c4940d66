import { useCallback, useSyncExternalStore } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyQueueEntryView } from '../../../../../domain/queue/queue-view';
import { api } from '../../../api/api-client';
import { liveQueryKey } from '../../../lib/socket-client';
import { useLiveSubscription } from '../../../api/use-live-subscription';
import { socketClient } from '../../../api/realtime';
import { enteredVersion, entriesListed, socketAdvanced, socketOpened, subscribeEntered, withEntered } from './entered-entries';
import { withoutLeft } from './left-entries';

// Once per tab, whichever lists are mounted: the entries kept from enter answers follow the socket's
// reopenings, lists and checkpoint (entered-entries.ts).
socketClient.onOpen(socketOpened);
socketClient.onData((name, props) => {
  if (name === 'myQueueEntries' && props.jobFairId && props.seekerId)
    entriesListed({ jobFairId: props.jobFairId, seekerId: props.seekerId });
  socketAdvanced(socketClient.lastCheckpoint);
});

// The seeker's own queue entries (In Queue marker, position, wait): GET byVJFPUserId, kept live by myQueueEntries.
export const myQueueEntriesQueryKey = (jobFairId: string, seekerId: string) => liveQueryKey('myQueueEntries', { jobFairId, seekerId });

export const getMyQueueEntries = (jobFairId: string, seekerId: string): Promise<MyQueueEntryView[]> =>
  api.get<MyQueueEntryView[]>(`/jobfairs/${encodeURIComponent(jobFairId)}/queueUsers/byVJFPUserId/${encodeURIComponent(seekerId)}`);

export const myQueueEntriesQueryOptions = (jobFairId: string, seekerId: string) =>
  queryOptions({
    queryKey: myQueueEntriesQueryKey(jobFairId, seekerId),
    queryFn: () => getMyQueueEntries(jobFairId, seekerId),
    staleTime: Infinity,
  });

export const useMyQueueEntries = (jobFairId: string, seekerId: string | null) => {
  useLiveSubscription('myQueueEntries', seekerId ? { jobFairId, seekerId } : null);
  // The seeker's own enters and leaves stay shown whatever order the answers and the pushes arrive in; the
  // lists are combined again whenever an entry is kept or forgotten.
  const kept = useSyncExternalStore(subscribeEntered, enteredVersion);
  const ownActions = useCallback(
    (entries: MyQueueEntryView[]) =>
      withoutLeft(withEntered(entries, { jobFairId, seekerId: seekerId ?? '', pushedUpTo: socketClient.lastCheckpoint })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `kept` is what makes the combined list change
    [jobFairId, seekerId, kept],
  );
  return useQuery({ ...myQueueEntriesQueryOptions(jobFairId, seekerId ?? ''), enabled: seekerId !== null, select: ownActions });
};
