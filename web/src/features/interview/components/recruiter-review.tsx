import { Card, FormGroup, TextArea } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import type { InterviewSessionView } from '../../../../../domain/interview/interview-session-view';
import { useReview, useSaveReview } from '../api/reviews';
import { INTERVIEW_TEXTS, NOTES_AUTOSAVE_MS } from '../interview-texts';
import { StarRating } from './star-rating';

/** The recruiter's 5-star rating of the candidate and notes, the notes saved 1 s after the last keystroke (spec 1 §9). */
export const RecruiterReview = ({ session, recruiterId }: { session: InterviewSessionView; recruiterId: string }) => {
  const review = useReview(session.jobFairId, session.id, recruiterId);
  const save = useSaveReview(session, recruiterId);
  const [notes, setNotes] = useState<string | null>(null);
  const pending = useRef<string | null>(null);
  const saveRef = useRef(save.mutate);
  saveRef.current = save.mutate;

  useEffect(() => {
    if (notes === null || notes === (review.data?.notes ?? '')) return undefined;
    pending.current = notes;
    const timer = setTimeout(() => {
      pending.current = null;
      saveRef.current({ notes });
    }, NOTES_AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [notes, review.data?.notes]);
  // Leaving the page inside the debounce still saves what was typed.
  useEffect(
    () => () => {
      if (pending.current !== null) saveRef.current({ notes: pending.current });
    },
    [],
  );

  const status = save.isPending ? INTERVIEW_TEXTS.saving : save.isSuccess ? INTERVIEW_TEXTS.saved : '';
  return (
    <Card className="interview-review">
      <FormGroup label={INTERVIEW_TEXTS.rating}>
        <StarRating value={review.data?.rating ?? null} disabled={review.isPending} onChange={(rating) => save.mutate({ rating })} />
      </FormGroup>
      <FormGroup label={INTERVIEW_TEXTS.notes} labelFor="interview-notes" helperText={<span data-testid="review-status">{status}</span>}>
        <TextArea
          id="interview-notes"
          fill
          rows={4}
          placeholder={INTERVIEW_TEXTS.notesPlaceholder}
          disabled={review.isPending}
          value={notes ?? review.data?.notes ?? ''}
          onChange={(event) => setNotes(event.currentTarget.value)}
        />
      </FormGroup>
    </Card>
  );
};
