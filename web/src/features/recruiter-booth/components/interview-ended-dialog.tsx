import { Alert } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useRecruiterSessions } from '../../../api/get-recruiter-sessions';
import { RECRUITER_BOOTH_TEXTS } from '../recruiter-booth-texts';

type InterviewEndedDialogProps = Readonly<{ jobFairId: string; recruiterId: string; onSessionChange: () => void }>;

/**
 * spec 2 §2.1: the 'Interview ended' dialog when a session of the recruiter, seen active on this page,
 * ends (the timeout text when the job seeker never joined). Every offer or end also re-syncs the switch.
 */
export const InterviewEndedDialog = ({ jobFairId, recruiterId, onSessionChange }: InterviewEndedDialogProps) => {
  const sessions = useRecruiterSessions(jobFairId, recruiterId);
  const active = useRef(new Set<string>());
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    let changed = false;
    for (const session of sessions.data ?? []) {
      if ((session.status === 'AWAITING' || session.status === 'IN_PROGRESS') && !active.current.has(session.id)) {
        active.current.add(session.id);
        changed = true;
      }
      if (session.status === 'ENDED' && active.current.delete(session.id)) {
        setMessage(session.endReason === 'TIMED_OUT' ? RECRUITER_BOOTH_TEXTS.timedOut : RECRUITER_BOOTH_TEXTS.interviewEnded);
        changed = true;
      }
    }
    if (changed) onSessionChange();
  }, [sessions.data, onSessionChange]);

  return (
    <Alert isOpen={message !== null} confirmButtonText="OK" onConfirm={() => setMessage(null)}>
      <p data-testid="recruiter-interview-ended">{message}</p>
    </Alert>
  );
};
