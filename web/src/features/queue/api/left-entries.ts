import type { MyQueueEntryView } from '../../../../../domain/queue/queue-view';

/**
 * Entries the seeker has left from this browser. A leave is answered before the read models apply it, so
 * a myQueueEntries push read just before them can still list the entry after the answer. An entry id is
 * never entered again once left (each enter makes a new one), so such a row is dropped whichever push
 * brings it: the seeker never sees their own leave undone.
 */
const left = new Set<string>();

export const markLeft = (entryId: string): void => void left.add(entryId);

export const withoutLeft = (entries: MyQueueEntryView[]): MyQueueEntryView[] =>
  left.size === 0 ? entries : entries.filter((entry) => !left.has(entry.id));
