import { orderQueue, type BoothQueue } from '../../../domain/queue/booth-queue';
import type { MyQueueEntryView } from '../../../domain/queue/queue-view';
import { waitInQueueMs, type QueueService, type SeekerLines } from '../../../projections/queries/queue-service';
import { pendingEntryView, type DecidedEntry } from './decided-entry';

/**
 * The entry an enter answers from its decision (read-your-writes, ARCHITECTURE.md), before the read models apply it: its
 * place from the queue as the command decided it, in the read model's order (priority, entry time, id),
 * and its wait from how the queue is served as the read models stand. Null when the decided queue does not
 * hold the entry, or it was called already (its interviewer's name is the read model's). The myQueueEntries
 * push that follows brings the same row as the read model has it.
 */
export const enteredAheadView = (
  decided: DecidedEntry,
  boothName: string,
  queue: BoothQueue,
  service: QueueService & SeekerLines,
  isInvited: boolean,
): MyQueueEntryView | null => {
  if (decided.interviewerId !== null) return null;
  const order = orderQueue(queue);
  const index = order.findIndex((entry) => entry.entryId === decided.entered.entryId);
  if (index < 0) return null;
  const waitingAhead = order.slice(0, index).filter((entry) => entry.sessionId === null).length;
  return {
    ...pendingEntryView(decided, boothName),
    firstName: service.first_name,
    lastName: service.last_name,
    summary: service.summary,
    address: service.address,
    isInvited,
    position: index + 1,
    estimatedWaitMs: waitInQueueMs(waitingAhead, service),
  };
};
