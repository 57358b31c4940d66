import { Card, Icon, NonIdealState, Tag, Tooltip } from '@blueprintjs/core';
import type { QueueEntryView } from '../../../../../domain/queue/queue-view';
import { LinkButton } from '../../../components/link-button';
import { RECRUITER_BOOTH_TEXTS, STATUS_LABELS } from '../recruiter-booth-texts';

/** The badge: a called candidate is 'In Interview' only once they joined; while the call rings they are being called. */
const statusOf = (candidate: QueueEntryView) =>
  candidate.status === 'IN_INTERVIEW' && candidate.sessionStatus !== 'IN_PROGRESS'
    ? { text: RECRUITER_BOOTH_TEXTS.beingCalled, intent: 'primary' as const }
    : (STATUS_LABELS[candidate.status] ?? { text: candidate.status, intent: 'none' as const });

/**
 * spec 2 §2.1 left column: each candidate with name, summary, address, score 'x / max' or 'N/A', the
 * invite icon if invited, the status badge and 'Interviewer : {name}', with 'Go to interview session'
 * on the recruiter's own sessions; the empty text.
 */
export const QueueList = ({ candidates, recruiterId }: { candidates: readonly QueueEntryView[]; recruiterId: string }) => {
  if (candidates.length === 0) return <NonIdealState icon="people" title={RECRUITER_BOOTH_TEXTS.emptyQueue} />;
  return (
    <ol className="recruiter-queue">
      {candidates.map((candidate) => {
        const status = statusOf(candidate);
        const own = candidate.interviewerId === recruiterId && candidate.sessionId !== null;
        return (
          <li key={candidate.id}>
            <Card className="recruiter-queue__item" data-testid="queue-candidate">
              <span className="recruiter-queue__position">{candidate.position}</span>
              <div className="recruiter-queue__who">
                <span className="recruiter-queue__name">
                  {[candidate.firstName, candidate.lastName].filter(Boolean).join(' ') || candidate.vjfpUserId}
                  {candidate.isInvited && (
                    // The icon names itself to screen readers; the tooltip says the same to a mouse.
                    <Tooltip content={RECRUITER_BOOTH_TEXTS.invited} className="recruiter-queue__invited">
                      <Icon icon="envelope" intent="primary" title={RECRUITER_BOOTH_TEXTS.invited} data-testid="queue-invited" />
                    </Tooltip>
                  )}
                </span>
                {candidate.summary && (
                  <span className="recruiter-queue__detail" data-testid="queue-summary">
                    {candidate.summary}
                  </span>
                )}
                {candidate.address && (
                  <span className="recruiter-queue__detail" data-testid="queue-address">
                    <Icon icon="map-marker" size={12} /> {candidate.address}
                  </span>
                )}
                {candidate.interviewerName && (
                  <span className="recruiter-queue__detail" data-testid="queue-interviewer">
                    {RECRUITER_BOOTH_TEXTS.interviewer(candidate.interviewerName)}
                    {own && (
                      <LinkButton
                        to="/recruiter/interview/$sessionId"
                        params={{ sessionId: candidate.sessionId }}
                        search={{ startVideo: true, startAudio: true }}
                        variant="minimal"
                        intent="primary"
                        size="small"
                        text={RECRUITER_BOOTH_TEXTS.goToInterview}
                        data-testid="queue-go-to-interview"
                      />
                    )}
                  </span>
                )}
              </div>
              <span className="recruiter-queue__score" data-testid="queue-score">
                {RECRUITER_BOOTH_TEXTS.score(candidate.score, candidate.maxScore)}
              </span>
              <Tag intent={status.intent} minimal data-testid="queue-status">
                {status.text}
              </Tag>
            </Card>
          </li>
        );
      })}
    </ol>
  );
};
