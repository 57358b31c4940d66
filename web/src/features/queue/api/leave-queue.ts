import { useMutation } from '@tanstack/react-query';
import type { QueueEntryView } from '../../../../../domain/queue/queue-view';
import { api, type WrittenAnswer } from '../../../api/api-client';
import { writtenAhead } from '../../../lib/written-ahead';
import { myQueueEntriesQueryKey } from './get-my-queue-entries';

/** DELETE /api/jobfairs/{jobFairId}/queueUsers/byBoothIdAndId/{queueId}/{id}: the seeker leaves (a group's queue by its queue id). */
export const leaveQueue = (entry: Pick<QueueEntryView, 'jobFairId' | 'queueId' | 'id'>): Promise<WrittenAnswer<unknown>> =>
  api.write<unknown>(
    'DELETE',
    `/jobfairs/${encodeURIComponent(entry.jobFairId)}/queueUsers/byBoothIdAndId/${encodeURIComponent(entry.queueId)}/${encodeURIComponent(entry.id)}`,
  );

export const useLeaveQueue = () =>
  useMutation({
    mutationFn: (entry: QueueEntryView) => leaveQueue(entry),
    // The leave is answered before the read models apply it, so a push read just before them can still list
    // the entry: it stays out of the seeker's list until the socket has passed the leave (lib/written-ahead.ts).
    onSuccess: ({ checkpoint }, entry) =>
      writtenAhead.removed(myQueueEntriesQueryKey(entry.jobFairId, entry.vjfpUserId), entry.id, checkpoint),
  });
