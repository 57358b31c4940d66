import { useMutation } from '@tanstack/react-query';
import type { EnteredQueueView } from '../../../../../domain/queue/queue-view';
import type { QueueAnswer } from '../../../../../domain/queue/queue-rules';
import { api } from '../../../api/api-client';
import { markEntered } from './entered-entries';

/** queueId is the booth id, or `{boothId}-{groupId}` for a group's queue (spec 2 §3 Group). */
type EnterQueueInput = Readonly<{ jobFairId: string; queueId: string; answers: QueueAnswer[] }>;

/**
 * POST /api/jobfairs/{jobFairId}/queueUsers/byBoothId/{queueId}: the server scores the answers (THRESHOLD_ERROR below the minimum).
 * One Idempotency-Key per click, resent by the client's retries: an entry stored though its answer was lost (503) is answered, not made twice.
 */
export const enterQueue = ({ jobFairId, queueId, answers }: EnterQueueInput): Promise<EnteredQueueView> =>
  api.post<EnteredQueueView>(
    `/jobfairs/${encodeURIComponent(jobFairId)}/queueUsers/byBoothId/${encodeURIComponent(queueId)}`,
    { answers },
    { headers: { 'Idempotency-Key': crypto.randomUUID() } },
  );

export const useEnterQueue = () =>
  useMutation({
    mutationFn: enterQueue,
    // Shown beside the server's list until that list holds it (entered-entries.ts); a pending entry (read
    // models behind) has no place yet, and the myQueueEntries subscription pushes it once applied.
    onSuccess: markEntered,
  });
