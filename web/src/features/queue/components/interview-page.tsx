import { Callout } from '@blueprintjs/core';
import { useSnapshot } from 'valtio';
import { sessionStore } from '../../../stores/session-store';
import { useCandidateSessions } from '../api/get-candidate-sessions';
import { LOBBY_TEXTS } from '../queue-texts';

/** The job seeker's interview route; the video call itself comes with the video issue. */
export const InterviewPage = ({ jobFairId, sessionId }: { jobFairId: string; sessionId: string }) => {
  const { session } = useSnapshot(sessionStore);
  const sessions = useCandidateSessions(jobFairId, session?.user.userId ?? null);
  const interview = sessions.data?.find((candidate) => candidate.id === sessionId);
  return (
    <section className="booth-page" aria-label={LOBBY_TEXTS.interviewTitle}>
      <Callout intent="success" icon="video" title={LOBBY_TEXTS.interviewTitle} data-testid="interview-page">
        {interview && LOBBY_TEXTS.interviewWith(interview.recruiterName ?? '', interview.boothName ?? '')}
      </Callout>
    </section>
  );
};
