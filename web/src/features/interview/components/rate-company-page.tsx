import { Button, Card, NonIdealState, Spinner } from '@blueprintjs/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { InterviewSessionView } from '../../../../../domain/interview/interview-session-view';
import { sessionStore } from '../../../stores/session-store';
import { useInterviewSession } from '../api/get-interview-session';
import { useReview, useSaveReview } from '../api/reviews';
import { INTERVIEW_TEXTS } from '../interview-texts';
import '../interview.css';
import { StarRating } from './star-rating';

type RateCompanyPageProps = Readonly<{ orgId: string; jobFairId: string; sessionId: string }>;

/** spec 1 §2.5: after an interview the job seeker rates the company; Submit or Skip goes back to the lobby. */
export const RateCompanyPage = ({ orgId, jobFairId, sessionId }: RateCompanyPageProps) => {
  const session = useInterviewSession(jobFairId, sessionId);
  if (session.isPending) return <Spinner className="page-spinner" size={40} />;
  if (!session.data) return <NonIdealState icon="error" title={INTERVIEW_TEXTS.sessionOver} />;
  return <RateCompanyForm orgId={orgId} session={session.data} />;
};

const RateCompanyForm = ({ orgId, session }: { orgId: string; session: InterviewSessionView }) => {
  const { session: signedIn } = useSnapshot(sessionStore);
  const me = signedIn?.user.userId ?? '';
  const review = useReview(session.jobFairId, session.id, me);
  const save = useSaveReview(session, me);
  const [rating, setRating] = useState<number | null>(null);
  const navigate = useNavigate();
  const toLobby = () =>
    void navigate({ to: '/job-seeker/organizations/$orgId/jobfairs/$jobFairId/lobby', params: { orgId, jobFairId: session.jobFairId } });
  const chosen = rating ?? review.data?.rating ?? null;

  return (
    <Card className="rate-company" data-testid="rate-company">
      <h2>{INTERVIEW_TEXTS.rateCompanyTitle(session.companyName ?? session.boothName ?? '')}</h2>
      <p>{INTERVIEW_TEXTS.rateCompanyHint}</p>
      <StarRating value={chosen} onChange={setRating} disabled={review.isPending} />
      <div className="rate-company__actions">
        <Button variant="minimal" text={INTERVIEW_TEXTS.skip} onClick={toLobby} />
        <Button
          intent="primary"
          text={INTERVIEW_TEXTS.submit}
          disabled={chosen === null}
          loading={save.isPending}
          onClick={() => chosen !== null && save.mutate({ rating: chosen }, { onSuccess: toLobby })}
        />
      </div>
    </Card>
  );
};
