import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyQueueEntryView } from '../../../../../domain/queue/queue-view';
import { api } from '../../../lib/api-client';
import { myQueueEntriesQueryKey } from './get-my-queue-entries';

/** DELETE /api/jobfairs/{jobFairId}/queueUsers/byBoothIdAndId/{boothId}/{id}: the seeker leaves. */
export const leaveQueue = (entry: Pick<MyQueueEntryView, 'jobFairId' | 'boothId' | 'id'>): Promise<unknown> =>
  api.delete<unknown>(`/jobfairs/${encodeURIComponent(entry.jobFairId)}/queueUsers/byBoothIdAndId/${encodeURIComponent(entry.boothId)}/${encodeURIComponent(entry.id)}`);

export const useLeaveQueue = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: MyQueueEntryView) => leaveQueue(entry),
    onSuccess: (_answer, entry) =>
      queryClient.setQueryData<MyQueueEntryView[]>(myQueueEntriesQueryKey(entry.jobFairId, entry.vjfpUserId), (list = []) => list.filter((other) => other.id !== entry.id)),
  });
};
