import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { showToast } from '../../../lib/toaster';
import { clockStore } from '../../../stores/clock-store';
// The sessions lists are the queue's and the booth dashboard's live subscriptions; the guards only read them.
import { useCandidateSessions } from '../../../api/get-candidate-sessions';
import { useRecruiterSessions } from '../../../api/get-recruiter-sessions';
import { useEndInterview } from '../api/end-interview';
import { INTERVIEW_TEXTS, SEEKER_GUARD_DELAY_MS } from '../interview-texts';

const onInterviewPage = (pathname: string, sessionId: string) =>
  pathname.includes(`/interview/${sessionId}`) && !pathname.endsWith('/rate-company');

/** spec 1 §4.5 step 4: a job seeker away from an IN_PROGRESS interview is asked back after 3 s. */
export const SeekerInterviewGuard = ({ orgId, jobFairId, userId }: { orgId: string; jobFairId: string; userId: string }) => {
  const sessions = useCandidateSessions(jobFairId, userId);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = sessions.data?.find((session) => session.status === 'IN_PROGRESS');
  const activeId = active?.id ?? null;
  const away = activeId !== null && !onInterviewPage(pathname, activeId);
  const [asking, setAsking] = useState<string | null>(null);

  useEffect(() => {
    setAsking(null);
    if (!away || !activeId) return undefined;
    const timer = setTimeout(() => setAsking(activeId), SEEKER_GUARD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [away, activeId]);

  const resume = (sessionId: string) =>
    void navigate({
      to: '/job-seeker/organizations/$orgId/jobfairs/$jobFairId/interview/$sessionId',
      params: { orgId, jobFairId, sessionId },
      search: { startVideo: true, startAudio: true },
    });

  return (
    <Dialog
      isOpen={away && asking !== null}
      title={INTERVIEW_TEXTS.alert}
      icon="warning-sign"
      isCloseButtonShown={false}
      canEscapeKeyClose={false}
      canOutsideClickClose={false}
    >
      <DialogBody>
        <p data-testid="interview-guard">{INTERVIEW_TEXTS.seekerStillInInterview}</p>
      </DialogBody>
      <DialogFooter actions={<Button intent="primary" text={INTERVIEW_TEXTS.continueSession} onClick={() => asking && resume(asking)} />} />
    </Dialog>
  );
};

/**
 * spec 2 §2.1 "Interview guard": on every recruiter page but the interview, an IN_PROGRESS interview asks
 * to continue or end it. spec 2 §4 "Assigned interview": a call this tab saw ringing (AWAITING) that the
 * candidate joins takes the recruiter to the interview at once; the dialog stays for an interview found
 * already going (a reload, another tab).
 */
export const RecruiterInterviewGuard = ({ jobFairId, recruiterId }: { jobFairId: string; recruiterId: string }) => {
  const sessions = useRecruiterSessions(jobFairId, recruiterId);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const end = useEndInterview();
  const { now } = useSnapshot(clockStore);
  const active = sessions.data?.find((session) => session.status === 'IN_PROGRESS');
  const shown = active !== undefined && pathname.startsWith('/recruiter/') && !pathname.startsWith('/recruiter/interview/');
  const continueSession = (sessionId: string) =>
    void navigate({ to: '/recruiter/interview/$sessionId', params: { sessionId }, search: { startVideo: true, startAudio: true } });

  const ringing = useRef(new Set<string>());
  const enterJoined = useEffectEvent((sessionId: string) => {
    if (pathname.startsWith('/recruiter/') && !pathname.startsWith('/recruiter/interview/')) continueSession(sessionId);
  });
  useEffect(() => {
    for (const session of sessions.data ?? []) {
      if (session.status === 'AWAITING') ringing.current.add(session.id);
      else if (session.status === 'IN_PROGRESS' && ringing.current.delete(session.id)) enterJoined(session.id);
    }
  }, [sessions.data]);

  return (
    <Dialog
      isOpen={shown}
      title={INTERVIEW_TEXTS.alert}
      icon="warning-sign"
      isCloseButtonShown={false}
      canEscapeKeyClose={false}
      canOutsideClickClose={false}
    >
      <DialogBody>
        <p data-testid="interview-guard">{INTERVIEW_TEXTS.recruiterStillInInterview}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button
              intent="danger"
              text={INTERVIEW_TEXTS.endSession}
              loading={end.isPending}
              onClick={() =>
                active &&
                end.mutate(
                  { session: active, endedBy: recruiterId, endReason: 'ENDED', now },
                  { onError: (error) => showToast({ intent: 'danger', message: error.message }) },
                )
              }
            />
            <Button intent="primary" text={INTERVIEW_TEXTS.continueSession} onClick={() => active && continueSession(active.id)} />
          </>
        }
      />
    </Dialog>
  );
};
