import { compareCheckpoints, type Checkpoint } from '../../../../../domain/shared/event';
import type { EnteredQueueView, MyQueueEntryView } from '../../../../../domain/queue/queue-view';

/**
 * Entries the seeker entered from this browser, answered before the read models apply them (issue 17
 * point 3). A myQueueEntries push read before the entry was applied can arrive after the answer and would
 * take the entry off the page, so it is shown until the server's list holds it, or until the pushes have
 * passed its checkpoint, or a list arrives on a socket opened after the entry (every subscription is then
 * read afresh). From then on the server's lists say all: a later call or removal shows as they bring it.
 * Until that fresh list arrives the entry stays: forgetting it as the socket opens showed "Enter booth
 * queue" on a reconnect while the fresh list was on its way.
 */
const entered = new Map<string, Readonly<{ entry: MyQueueEntryView; checkpoint: Checkpoint; opensBefore: number }>>();
/** How many times the socket has opened: an entry marked before the latest open is in the lists read after it. */
let opens = 0;
const listeners = new Set<() => void>();
let version = 0;
const changed = () => {
  version += 1;
  listeners.forEach((listener) => listener());
};

/** Keeps an answered entry with a place; a pending one (no place yet) is for the pushes to bring. */
export const markEntered = ({ position, checkpoint, ...entry }: EnteredQueueView): void => {
  if (position === null || checkpoint === null) return;
  entered.set(entry.id, { entry: { ...entry, position }, checkpoint, opensBefore: opens });
  changed();
};

/** The socket opened (again): the lists it brings are read after every entry kept so far. */
export const socketOpened = (): void => {
  opens += 1;
};

/**
 * A myQueueEntries list of a fair arrived: it holds every entry of that fair kept before the socket last
 * opened, or their removal.
 */
export const entriesListed = ({ jobFairId, seekerId }: Readonly<{ jobFairId: string; seekerId: string }>): void => {
  let forgot = false;
  for (const [id, { entry, opensBefore }] of entered)
    if (opensBefore < opens && entry.jobFairId === jobFairId && entry.vjfpUserId === seekerId) {
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
    if (held || (pushedUpTo !== null && compareCheckpoints(pushedUpTo, checkpoint) >= 0)) entered.delete(id);
    else list = [...list, entry];
  }
  return list;
};
