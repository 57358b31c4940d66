import { useMutation } from '@tanstack/react-query';
import type { WithCheckpoint } from '../../../../../domain/http/read-your-writes';
import type { QueueEntryView } from '../../../../../domain/queue/queue-view';
import type { QueueAnswer } from '../../../../../domain/queue/queue-rules';
import { api } from '../../../api/api-client';
import { writtenAhead } from '../../../lib/written-ahead';
import { myQueueEntriesQueryKey } from './get-my-queue-entries';

/** queueId is the booth id, or `{boothId}-{groupId}` for a group's queue (spec 2 §3 Group). */
type EnterQueueInput = Readonly<{ jobFairId: string; queueId: string; answers: QueueAnswer[] }>;

/**
 * POST /api/jobfairs/{jobFairId}/queueUsers/byBoothId/{queueId}: the server scores the answers (THRESHOLD_ERROR below the minimum).
 * One Idempotency-Key per click, resent by the client's retries: an entry stored though its answer was lost (503) is answered, not made twice.
 */
export const enterQueue = async ({ jobFairId, queueId, answers }: EnterQueueInput): Promise<WithCheckpoint<QueueEntryView>> =>
  (
    await api.write<WithCheckpoint<QueueEntryView>>(
      'POST',
      `/jobfairs/${encodeURIComponent(jobFairId)}/queueUsers/byBoothId/${encodeURIComponent(queueId)}`,
      { body: { answers }, headers: { 'Idempotency-Key': crypto.randomUUID() } },
    )
  ).data;

/**
 * The entry is answered before the read models apply it: shown in the seeker's list until that list holds it
 * (lib/written-ahead.ts). A pending entry (read models behind, no place yet) is left to the myQueueEntries
 * subscription, which pushes it once applied.
 */
export const keepEntered = ({ checkpoint, ...entry }: WithCheckpoint<QueueEntryView>): void => {
  if (entry.position === null || checkpoint === null) return;
  writtenAhead.added(myQueueEntriesQueryKey(entry.jobFairId, entry.vjfpUserId), entry, checkpoint);
};

export const useEnterQueue = () => useMutation({ mutationFn: enterQueue, onSuccess: keepEntered });
