import { compareCheckpoints, type Checkpoint } from '../../../../../domain/shared/event';
import type { EnteredQueueView, MyQueueEntryView } from '../../../../../domain/queue/queue-view';

/**
 * Entries the seeker entered from this browser, answered before the read models apply them (issue 17
 * point 3). A myQueueEntries push read before the entry was applied can arrive after the answer and would
 * take the entry off the page, so it stays in the list until the pushes have passed its checkpoint. From
 * then on the pushes say all: a later call or removal shows as they bring it.
 */
const entered = new Map<string, Readonly<{ entry: MyQueueEntryView; checkpoint: Checkpoint }>>();

/** Keeps an answered entry with a place; a pending one (no place yet) is for the pushes to bring. */
export const markEntered = ({ position, checkpoint, ...entry }: EnteredQueueView): void => {
  if (position !== null && checkpoint !== null) entered.set(entry.id, { entry: { ...entry, position }, checkpoint });
};

/**
 * The seeker's entries of a fair with those entered here and not yet pushed, given the checkpoint up to
 * which the gateway has sent every change of this tab's subscriptions (null before the first push).
 */
export const withEntered = (
  entries: MyQueueEntryView[],
  { jobFairId, seekerId, pushedUpTo }: Readonly<{ jobFairId: string; seekerId: string; pushedUpTo: Checkpoint | null }>,
): MyQueueEntryView[] => {
  let list = entries;
  for (const [id, { entry, checkpoint }] of entered) {
    if (pushedUpTo !== null && compareCheckpoints(pushedUpTo, checkpoint) >= 0) entered.delete(id);
    else if (entry.jobFairId === jobFairId && entry.vjfpUserId === seekerId && !list.some((other) => other.id === id))
      list = [...list, entry];
  }
  return list;
};
