import { Card, NonIdealState, Tag } from '@blueprintjs/core';
import type { QueueUserView } from '../../../../../domain/queue/queue-view';
import { RECRUITER_BOOTH_TEXTS, STATUS_LABELS } from '../recruiter-booth-texts';

/** spec 2 §2.1 left column: each candidate with name, score 'x / max' or 'N/A', status badge; the empty text. */
export const QueueList = ({ candidates }: { candidates: readonly QueueUserView[] }) => {
  if (candidates.length === 0) return <NonIdealState icon="people" title={RECRUITER_BOOTH_TEXTS.emptyQueue} />;
  return (
    <ol className="recruiter-queue">
      {candidates.map((candidate) => {
        const status = STATUS_LABELS[candidate.status] ?? { text: candidate.status, intent: 'none' as const };
        return (
          <li key={candidate.id}>
            <Card className="recruiter-queue__item" data-testid="queue-candidate">
              <span className="recruiter-queue__position">{candidate.position}</span>
              <span className="recruiter-queue__name">
                {[candidate.firstName, candidate.lastName].filter(Boolean).join(' ') || candidate.vjfpUserId}
              </span>
              <span className="recruiter-queue__score" data-testid="queue-score">
                {RECRUITER_BOOTH_TEXTS.score(candidate.score, candidate.maxScore)}
              </span>
              <Tag intent={status.intent} minimal data-testid="queue-status">
                {status.text}
              </Tag>
              {candidate.interviewerName && (
                <span data-testid="queue-interviewer">{RECRUITER_BOOTH_TEXTS.interviewer(candidate.interviewerName)}</span>
              )}
            </Card>
          </li>
        );
      })}
    </ol>
  );
};
