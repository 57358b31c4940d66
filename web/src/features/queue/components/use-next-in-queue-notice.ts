import { useEffect } from 'react';
import type { QueueEntryView } from '../../../../../domain/queue/queue-view';
import { dismissToast, showToast } from '../../../lib/toaster';
import { playDing } from '../../../lib/tones';
import { LOBBY_TEXTS } from '../queue-texts';

/**
 * spec 1 §4.6: becoming priority 0 shows 'Please stay online -- You are next to interview with {booth}' with a
 * ding, once per entry; any other update of that entry (the call at priority -1, leaving) clears the toast.
 */
// Per tab, not per page: moving from the lobby to the booth page does not ring again.
const announced = new Set<string>();
const toastKey = (entryId: string) => `next-in-queue-${entryId}`;

export const useNextInQueueNotice = (entries: readonly QueueEntryView[] | undefined) => {
  useEffect(() => {
    if (!entries) return; // still loading (e.g. just moved from the lobby to a booth): nothing changed yet
    for (const entry of entries) {
      if (entry.priority !== 0 || announced.has(entry.id)) continue;
      announced.add(entry.id);
      showToast(
        { message: LOBBY_TEXTS.nextToast(entry.boothName), intent: 'primary', icon: 'notifications', timeout: 10_000 },
        toastKey(entry.id),
      );
      playDing();
    }
    for (const id of announced) if (!entries.some((entry) => entry.id === id && entry.priority === 0)) dismissToast(toastKey(id));
  }, [entries]);
};
