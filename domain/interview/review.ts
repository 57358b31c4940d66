import { z } from 'zod';
import type { Command, Event } from '../shared/event';
import { assertNever, type Decider } from '../shared/decider';
import { Conflict, Forbidden, ValidationFailed } from '../shared/errors';
import type { SessionStatus } from './interview-session';

// spec 1 §3 'Review of a user' and §7 reviewUsers: after (or during) an interview each participant
// rates the other side: the recruiter the candidate (5 stars and notes, spec 2 §2.1 Conversations tab),
// the candidate the company (the rate-company screen). One stream per session and rater.
export const reviewStream = (interviewSessionId: string, ratedBy: string) => `review-${interviewSessionId}-${ratedBy}`;

export const REVIEW_NOTES_MAX_LENGTH = 2000;
export const REVIEW_TEXTS = {
  ratingRange: 'Rating must be a whole number from 1 to 5',
  notesTooLong: `Notes must be ${REVIEW_NOTES_MAX_LENGTH} characters or less`,
  onlyOwnReview: 'You may only write your own review of an interview you took part in',
  notStarted: 'An interview can be reviewed once it has started',
} as const;

const rating = z
  .number({ error: REVIEW_TEXTS.ratingRange })
  .int(REVIEW_TEXTS.ratingRange)
  .min(1, REVIEW_TEXTS.ratingRange)
  .max(5, REVIEW_TEXTS.ratingRange);
const notes = z.string({ error: REVIEW_TEXTS.notesTooLong }).max(REVIEW_NOTES_MAX_LENGTH, REVIEW_TEXTS.notesTooLong);
/** PUT accepts the whole review, {rating} or {notes} (spec 1 §7); POST the whole review. Other review fields are the server's. */
export const reviewChangesSchema = z.object({ rating: rating.nullable().optional(), notes: notes.optional() });
export type ReviewChanges = z.infer<typeof reviewChangesSchema>;

/** What a review is about, taken from the session (never from the request). */
export type ReviewSubject = Readonly<{
  interviewSessionId: string;
  jobFairId: string;
  organizationId: string;
  boothId: string;
  boothName: string;
  candidateId: string;
  recruiterId: string;
  status: SessionStatus;
}>;

type ReviewFields = {
  interviewSessionId: string;
  jobFairId: string;
  organizationId: string;
  boothId: string;
  boothName: string;
  ratedBy: string;
  vjfpUserId: string;
};
/** The whole review after the change (state-carrying, so the read model is one upsert). */
export type ReviewSaved = Event<'ReviewSaved', ReviewFields & { rating: number | null; notes: string; savedAt: string }>;
export type ReviewEvent = ReviewSaved;

export type SaveReview = Command<'SaveReview', { subject: ReviewSubject; actorId: string; changes: ReviewChanges; now: string }>;
export type ReviewCommand = SaveReview;

export type Review = Readonly<{ rating: number | null; notes: string; saved: boolean }>;

const save = (state: Review, { subject, actorId, changes, now }: SaveReview['data']): ReviewSaved[] => {
  const parsed = reviewChangesSchema.safeParse(changes);
  if (!parsed.success)
    throw new ValidationFailed(parsed.error.issues.map((issue) => ({ field: String(issue.path[0] ?? 'review'), message: issue.message })));
  if (actorId !== subject.candidateId && actorId !== subject.recruiterId) throw new Forbidden(REVIEW_TEXTS.onlyOwnReview);
  if (subject.status === 'AWAITING') throw new Conflict(REVIEW_TEXTS.notStarted);
  const next = { rating: parsed.data.rating === undefined ? state.rating : parsed.data.rating, notes: parsed.data.notes ?? state.notes };
  // An autosave that changes nothing appends nothing.
  if (state.saved && next.rating === state.rating && next.notes === state.notes) return [];
  const { candidateId, recruiterId, status: _status, ...where } = subject;
  return [
    {
      type: 'ReviewSaved',
      data: { ...where, ratedBy: actorId, vjfpUserId: actorId === recruiterId ? candidateId : recruiterId, ...next, savedAt: now },
    },
  ];
};

export const reviewDecider: Decider<Review, ReviewCommand, ReviewEvent> = {
  initialState: () => ({ rating: null, notes: '', saved: false }),
  evolve: (_state, event) => {
    switch (event.type) {
      case 'ReviewSaved':
        return { rating: event.data.rating, notes: event.data.notes, saved: true };
      default:
        return assertNever(event.type);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'SaveReview':
        return save(state, command.data);
      default:
        return assertNever(command.type);
    }
  },
};
