import { useEffect } from 'react';
import type { MyQueueEntryView } from '../../../../../domain/queue/queue-view';
import { showToast } from '../../../lib/toaster';
import { LOBBY_TEXTS } from '../queue-texts';

/** A short two-tone ding made on the spot, so no sound file has to load (spec 1 §4.6). */
const ding = () => {
  try {
    const context = new AudioContext();
    const tone = context.createOscillator();
    const gain = context.createGain();
    tone.frequency.setValueAtTime(880, context.currentTime);
    tone.frequency.setValueAtTime(660, context.currentTime + 0.15);
    gain.gain.setValueAtTime(0.2, context.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.6);
    tone.connect(gain).connect(context.destination);
    tone.start();
    tone.stop(context.currentTime + 0.6);
  } catch {
    // No audio (autoplay policy or headless): the toast still shows.
  }
};

/** spec 1 §4.6: becoming priority 0 shows 'Please stay online -- You are next to interview with {booth}' with a ding, once per entry. */
// Per tab, not per page: moving from the lobby to the booth page does not ring again.
const announced = new Set<string>();

export const useNextInQueueNotice = (entries: readonly MyQueueEntryView[] | undefined) => {
  useEffect(() => {
    for (const entry of entries ?? []) {
      if (entry.priority !== 0 || announced.has(entry.id)) continue;
      announced.add(entry.id);
      showToast({ message: LOBBY_TEXTS.nextToast(entry.boothName), intent: 'primary', icon: 'notifications', timeout: 10_000 });
      ding();
    }
  }, [entries]);
};
