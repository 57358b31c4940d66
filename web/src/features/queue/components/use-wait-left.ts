import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { clockStore } from '../../../stores/clock-store';

/**
 * The estimated wait as pushed by the server, counted down on the platform clock until the next push:
 * pushes come with queue and availability changes, and between them the figure should still move.
 * null (no recruiter serves the queue) stays null.
 */
export const useWaitLeft = (waitMs: number | null): number | null => {
  const { now } = useSnapshot(clockStore);
  const [pushed, setPushed] = useState({ waitMs, at: now });
  // A new figure restarts the countdown (state set while rendering: React re-renders at once).
  if (pushed.waitMs !== waitMs) setPushed({ waitMs, at: now });
  return waitMs === null ? null : Math.max(0, waitMs - (now - pushed.at));
};
