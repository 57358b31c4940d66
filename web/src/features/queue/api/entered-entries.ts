import { compareCheckpoints, type Checkpoint } from '../../../../../domain/shared/event';
import type { EnteredQueueView, MyQueueEntryView } from '../../../../../domain/queue/queue-view';

/**
 * Entries the seeker entered from this browser, answered before the read models apply them
 * (docs/read-side.md "Answers ahead of the read models"). A myQueueEntries push read before the entry was applied can arrive after the answer and would
 * take the entry off the page, so it is shown until the server's list holds it, or until the socket has
 * passed its checkpoint with its fair's list received on that socket. From then on the server's lists say
 * all: a later call or removal shows as they bring it.
 *
 * Why the list must have come on the same socket: after a reconnect the cached list is the old socket's,
 * and a frame of another subscription may claim a checkpoint before the list is read again. Forgetting the
 * entry as the socket opened showed "Enter booth queue" until the fresh list came; so did
 * forgetting it on the fresh list alone, when the reconnect was quicker than the read models.
 */
const entered = new Map<string, Readonly<{ entry: MyQueueEntryView; checkpoint: Checkpoint }>>();
/** The fairs (and seekers) whose list has arrived since the socket last opened. */
const listed = new Set<string>();
const listKey = (jobFairId: string, seekerId: string) => `${jobFairId}/${seekerId}`;
const listeners = new Set<() => void>();
let version = 0;
const changed = () => {
  version += 1;
  listeners.forEach((listener) => listener());
};

/** Whether the socket has shown the seeker's list of the entry's fair everything up to its checkpoint. */
const passed = (entry: MyQueueEntryView, checkpoint: Checkpoint, pushedUpTo: Checkpoint | null) =>
  pushedUpTo !== null && listed.has(listKey(entry.jobFairId, entry.vjfpUserId)) && compareCheckpoints(pushedUpTo, checkpoint) >= 0;

/** Keeps an answered entry with a place; a pending one (no place yet) is for the pushes to bring. */
export const markEntered = ({ position, checkpoint, ...entry }: EnteredQueueView): void => {
  if (position === null || checkpoint === null) return;
  entered.set(entry.id, { entry: { ...entry, position }, checkpoint });
  changed();
};

/** The socket opened (again): the lists cached so far came on another one. */
export const socketOpened = (): void => {
  listed.clear();
};

/** A myQueueEntries list of a fair arrived on the open socket. */
export const entriesListed = ({ jobFairId, seekerId }: Readonly<{ jobFairId: string; seekerId: string }>): void => {
  listed.add(listKey(jobFairId, seekerId));
};

/**
 * A frame moved the socket's checkpoint: entries it has passed are left to the server's lists, and those
 * are combined again (a frame of another subscription changes no list, so nothing else would).
 */
export const socketAdvanced = (pushedUpTo: Checkpoint | null): void => {
  let forgot = false;
  for (const [id, { entry, checkpoint }] of entered)
    if (passed(entry, checkpoint, pushedUpTo)) {
      entered.delete(id);
      forgot = true;
    }
  if (forgot) changed();
};

/** For useSyncExternalStore: what is kept changed, so the lists must be combined again. */
export const subscribeEntered = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
export const enteredVersion = (): number => version;

/**
 * The server's list of the seeker's entries of a fair with those entered here that it does not hold yet,
 * given the checkpoint up to which the gateway has sent every change of this tab's subscriptions.
 */
export const withEntered = (
  entries: MyQueueEntryView[],
  { jobFairId, seekerId, pushedUpTo }: Readonly<{ jobFairId: string; seekerId: string; pushedUpTo: Checkpoint | null }>,
): MyQueueEntryView[] => {
  let list = entries;
  for (const [id, { entry, checkpoint }] of entered) {
    if (entry.jobFairId !== jobFairId || entry.vjfpUserId !== seekerId) continue;
    const held = entries.some((other) => other.id === id);
    if (held || passed(entry, checkpoint, pushedUpTo)) entered.delete(id);
    else list = [...list, entry];
  }
  return list;
};
