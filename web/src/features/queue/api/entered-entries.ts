import { compareCheckpoints, type Checkpoint } from '../../../../../domain/shared/event';
import type { EnteredQueueView, MyQueueEntryView } from '../../../../../domain/queue/queue-view';

/**
 * Entries the seeker entered from this browser, answered before the read models apply them (issue 17
 * point 3). A myQueueEntries push read before the entry was applied can arrive after the answer and would
 * take the entry off the page, so it is shown until the server's list holds it, or until the pushes have
 * passed its checkpoint, or the socket opens again (every subscription is then read afresh). From then on
 * the server's lists say all: a later call or removal shows as they bring it.
 */
const entered = new Map<string, Readonly<{ entry: MyQueueEntryView; checkpoint: Checkpoint }>>();
const listeners = new Set<() => void>();
let version = 0;
const changed = () => {
  version += 1;
  listeners.forEach((listener) => listener());
};

/** Keeps an answered entry with a place; a pending one (no place yet) is for the pushes to bring. */
export const markEntered = ({ position, checkpoint, ...entry }: EnteredQueueView): void => {
  if (position === null || checkpoint === null) return;
  entered.set(entry.id, { entry: { ...entry, position }, checkpoint });
  changed();
};

/** Forgets every kept entry: the lists read after this moment hold them, or their removal. */
export const forgetEntered = (): void => {
  if (entered.size === 0) return;
  entered.clear();
  changed();
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
    if (held || (pushedUpTo !== null && compareCheckpoints(pushedUpTo, checkpoint) >= 0)) entered.delete(id);
    else list = [...list, entry];
  }
  return list;
};
