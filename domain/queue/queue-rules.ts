import type { QueueQuestion } from '../booth/booth-schema';
import type { JobFairTimeStatus } from '../jobfair/time-status';
import { Conflict, Forbidden, ValidationFailed } from '../shared/errors';
import { ThresholdNotMet } from './queue-errors';
import { QUEUE_TEXTS } from './queue-texts';

export type QueueAnswer = Readonly<{ questionId: string; answer: boolean }>;

/** spec 2 §3 enumerations. Priority -1 is in interview, 0 next in queue. */
export type QueueStatus = 'IN_QUEUE' | 'NEXT_IN_QUEUE' | 'IN_INTERVIEW' | 'BUSY';
export const NEXT_IN_QUEUE_PRIORITY = 0;

/** spec 2 §9: priority = maxScore - score + 2, so a perfect score waits at 2, behind the next (0). */
export const queuePriority = (score: number, maxScore: number): number => maxScore - score + 2;

/** What the server knows about the fair when a seeker asks to enter (read fresh from its stream). */
export type FairFacts = Readonly<{ isActivated: boolean; timeStatus: JobFairTimeStatus }>;

export type EntryRequest = Readonly<{
  actorRoles: readonly string[];
  fair: FairFacts;
  questions: readonly QueueQuestion[];
  answers: readonly QueueAnswer[];
  minimumScore: number;
}>;

export type Scored = Readonly<{ score: number; maxScore: number; priority: number }>;

/**
 * Every rule a seeker must pass to enter a queue, in the order a person would hit them (spec 2 §4, §5):
 * Applicant only, fair activated and Started, every question answered, score at least the minimum.
 */
export const admitToQueue = (request: EntryRequest): Scored => {
  if (!request.actorRoles.includes('Applicant')) throw new Forbidden(QUEUE_TEXTS.onlyApplicants);
  if (!request.fair.isActivated) throw new Conflict(QUEUE_TEXTS.fairNotActive);
  if (request.fair.timeStatus !== 'Started') throw new Conflict(QUEUE_TEXTS.fairNotStarted);
  const byQuestion = new Map(request.answers.map((answer) => [answer.questionId, answer.answer]));
  const unknown = request.answers.find((answer) => !request.questions.some((question) => question.id === answer.questionId));
  if (unknown) throw new ValidationFailed([{ field: 'answers', message: `Unknown question ${unknown.questionId}` }]);
  const unanswered = request.questions.findIndex((question) => !byQuestion.has(question.id));
  if (unanswered >= 0) throw new ValidationFailed([{ field: `answers.${unanswered}`, message: QUEUE_TEXTS.mustChoose }]);
  const score = request.questions.filter((question) => byQuestion.get(question.id) === true).length;
  const maxScore = request.questions.length;
  if (score > maxScore) throw new ValidationFailed([{ field: 'answers', message: QUEUE_TEXTS.scoreAboveMax }]);
  if (score < request.minimumScore) throw new ThresholdNotMet();
  return { score, maxScore, priority: queuePriority(score, maxScore) };
};

/** How many ended interviews the estimated wait averages: recent enough to follow the fair's pace. */
export const RECENT_INTERVIEWS = 10;

/**
 * Expected wait of a candidate (from recent interview lengths and the recruiters available; docs/queue.md).
 * `waitingAhead` candidates not yet called are served first, each by whichever recruiter frees up first, and
 * each interview lasts `interviewMs`. `recruitersFreeInMs` has one value per recruiter serving the queue now:
 * 0 when available, else the time left of their interview. null when nobody serves the queue: no one can
 * say when a recruiter will switch on, and a made-up figure would mislead the candidate.
 */
export const estimateWaitMs = (waitingAhead: number, recruitersFreeInMs: readonly number[], interviewMs: number): number | null => {
  if (recruitersFreeInMs.length === 0) return null;
  const freeIn = [...recruitersFreeInMs];
  for (let served = 0; served < waitingAhead; served++) {
    const first = freeIn.indexOf(Math.min(...freeIn));
    freeIn[first]! += interviewMs;
  }
  return Math.max(0, Math.min(...freeIn));
};
