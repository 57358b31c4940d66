import type { Command, Event } from '../shared/event';
import type { Decider } from '../shared/decider';
import { ValidationFailed } from '../shared/errors';
import type { QueueAnswer } from './queue-rules';

/**
 * A job seeker's answers to a booth's queue questions (spec 1 §7 POST /jobfairs/{jobFairId}/
 * boothQuestionAnswers/{boothId}/{jobSeekerId}): kept per seeker per booth, so the questionnaire shows
 * what was answered before. Entering the queue answers the questionnaire too (QueueEntered carries them).
 */
export const boothQuestionAnswersStream = (boothId: string, jobSeekerId: string) => `boothanswers-${boothId}-${jobSeekerId}`;

type AnswerIds = { boothId: string; jobFairId: string; organizationId: string; jobSeekerId: string };
export type BoothQuestionAnswersSaved = Event<'BoothQuestionAnswersSaved', AnswerIds & { answers: QueueAnswer[]; savedAt: string }>;
export type BoothQuestionAnswersEvent = BoothQuestionAnswersSaved;

/** `questionIds` are the booth's questions now: an answer to anything else is refused. */
export type SaveBoothQuestionAnswers = Command<
  'SaveBoothQuestionAnswers',
  AnswerIds & { answers: readonly QueueAnswer[]; questionIds: readonly string[]; now: string }
>;

export type BoothQuestionAnswers = Readonly<{ answers: readonly QueueAnswer[] | null }>;

const same = (a: readonly QueueAnswer[], b: readonly QueueAnswer[]) =>
  a.length === b.length && a.every((answer, index) => answer.questionId === b[index]?.questionId && answer.answer === b[index]?.answer);

export const boothQuestionAnswersDecider: Decider<BoothQuestionAnswers, SaveBoothQuestionAnswers, BoothQuestionAnswersEvent> = {
  initialState: () => ({ answers: null }),
  // One event type: no switch to exhaust.
  evolve: (_state, event) => ({ answers: event.data.answers }),
  decide: (command, state) => {
    const { answers, questionIds, now, ...ids } = command.data;
    const unknown = answers.find((answer) => !questionIds.includes(answer.questionId));
    if (unknown) throw new ValidationFailed([{ field: 'answers', message: `Unknown question ${unknown.questionId}` }]);
    const repeated = answers.find((answer, index) => answers.findIndex((other) => other.questionId === answer.questionId) !== index);
    if (repeated) throw new ValidationFailed([{ field: 'answers', message: `Question ${repeated.questionId} is answered twice` }]);
    if (state.answers && same(state.answers, answers)) return [];
    return {
      type: 'BoothQuestionAnswersSaved',
      data: { ...ids, answers: answers.map(({ questionId, answer }) => ({ questionId, answer })), savedAt: now },
    };
  },
};
