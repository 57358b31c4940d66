import { useEffect, useRef, useState } from 'react';
import { useCandidateSessions } from '../../../api/get-candidate-sessions';

/** spec 1 §9: the lobby's In Queue marker clears 2 s after 'Interview has ended'. */
export const MARKER_CLEAR_DELAY_MS = 2_000;

/**
 * spec 1 §4.5 step 5: in the lobby, a session seen in progress that ends by someone else's hand
 * shows 'Interview has ended'; its booth keeps the In Queue marker for 2 more seconds.
 */
export const useInterviewEndedNotice = (jobFairId: string, candidateId: string | null) => {
  const sessions = useCandidateSessions(jobFairId, candidateId);
  const inProgress = useRef(new Set<string>());
  const [shown, setShown] = useState(false);
  const [heldBoothId, setHeldBoothId] = useState<string | null>(null);

  useEffect(() => {
    for (const session of sessions.data ?? []) {
      if (session.status === 'IN_PROGRESS') inProgress.current.add(session.id);
      else if (
        (session.status === 'ENDED' || session.status === 'ENDING') &&
        inProgress.current.delete(session.id) &&
        session.endedBy !== candidateId
      ) {
        setShown(true);
        setHeldBoothId(session.boothId);
      }
    }
  }, [sessions.data, candidateId]);

  useEffect(() => {
    if (!heldBoothId) return undefined;
    const timer = setTimeout(() => setHeldBoothId(null), MARKER_CLEAR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [heldBoothId]);

  return { shown, heldBoothId, dismiss: () => setShown(false) };
};
