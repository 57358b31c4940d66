import {
  IN_INTERVIEW_PRIORITY,
  orderQueue,
  type BoothQueue,
  type BoothQueueEvent,
  type QueueEntered,
} from '../../../domain/queue/booth-queue';
import { NEXT_IN_QUEUE_PRIORITY, type QueueStatus } from '../../../domain/queue/queue-rules';
import type { QueueEntryView } from '../../../domain/queue/queue-view';
import type { Event } from '../../../domain/shared/event';
import { waitInQueueMs, type QueueService, type SeekerLines } from '../../../projections/queries/queue-service';

/** A seeker's entry as the queue's events decided it: enough to answer an enter without the read model. */
export type DecidedEntry = Readonly<{ entered: QueueEntered['data']; status: QueueStatus; priority: number; interviewerId: string | null }>;

/** The seeker's latest entry among these queue events (oldest first), with what happened to it since; null when none. */
export const decidedEntryOf = (events: readonly Event[], seekerId: string): DecidedEntry | null => {
  const queueEvents = events as readonly BoothQueueEvent[];
  const enteredAt = queueEvents.findLastIndex((event) => event.type === 'QueueEntered' && event.data.seekerId === seekerId);
  if (enteredAt < 0) return null;
  const entered = (queueEvents[enteredAt] as QueueEntered).data;
  let decided: DecidedEntry = { entered, status: 'IN_QUEUE', priority: entered.priority, interviewerId: null };
  for (const event of queueEvents.slice(enteredAt + 1)) {
    if (event.data.entryId !== entered.entryId) continue;
    if (event.type === 'QueueLeft') return null;
    if (event.type === 'NextInQueueChosen') decided = { ...decided, status: 'NEXT_IN_QUEUE', priority: NEXT_IN_QUEUE_PRIORITY };
    if (event.type === 'InterviewAssigned')
      decided = { ...decided, status: 'IN_INTERVIEW', priority: IN_INTERVIEW_PRIORITY, interviewerId: event.data.recruiterId };
  }
  return decided;
};

/** The entry built from the decision alone, for when the read models lag: place and wait still pending (null). */
export const pendingEntryView = ({ entered, status, priority, interviewerId }: DecidedEntry, boothName: string): QueueEntryView => ({
  id: entered.entryId,
  queueId: entered.queueId,
  jobFairId: entered.jobFairId,
  boothId: entered.boothId,
  organizationId: entered.organizationId,
  vjfpUserId: entered.seekerId,
  firstName: null,
  lastName: null,
  summary: null,
  address: null,
  score: entered.score,
  maxScore: entered.maxScore,
  priority,
  status,
  isInvited: false,
  createdAt: entered.enteredAt,
  position: null,
  estimatedWaitMs: null,
  interviewerId,
  interviewerName: null,
  sessionId: null,
  sessionStatus: null,
  boothName,
  answers: entered.answers,
});

/**
 * The entry an enter answers from its decision, before the read models apply it (docs/read-side.md "Read
 * your writes"): its place from the queue as the command decided it, in the read model's order (priority,
 * entry time, id; `orderQueue`), and its wait from how the queue is served as the read models stand. Null
 * when the decided queue does not hold the entry, or it was called already (its interviewer's name is the
 * read model's). The myQueueEntries push that follows brings the same row as the read model has it.
 */
export const placedEntryView = (
  decided: DecidedEntry,
  boothName: string,
  queue: BoothQueue,
  service: QueueService & SeekerLines,
  isInvited: boolean,
): QueueEntryView | null => {
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
