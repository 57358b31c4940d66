import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyQueueEntryView } from '../../../../../domain/queue/queue-view';
import { api } from '../../../api/api-client';
import { myQueueEntriesQueryKey } from './get-my-queue-entries';
import { markLeft } from './left-entries';

/** DELETE /api/jobfairs/{jobFairId}/queueUsers/byBoothIdAndId/{queueId}/{id}: the seeker leaves (a group's queue by its queue id). */
export const leaveQueue = (entry: Pick<MyQueueEntryView, 'jobFairId' | 'queueId' | 'id'>): Promise<unknown> =>
  api.delete<unknown>(
    `/jobfairs/${encodeURIComponent(entry.jobFairId)}/queueUsers/byBoothIdAndId/${encodeURIComponent(entry.queueId)}/${encodeURIComponent(entry.id)}`,
  );

export const useLeaveQueue = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: MyQueueEntryView) => leaveQueue(entry),
    onSuccess: (_answer, entry) => {
      markLeft(entry.id);
      queryClient.setQueryData<MyQueueEntryView[]>(myQueueEntriesQueryKey(entry.jobFairId, entry.vjfpUserId), (list = []) =>
        list.filter((other) => other.id !== entry.id),
      );
    },
  });
};
