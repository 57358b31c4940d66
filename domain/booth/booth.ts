import type { Command, Event } from '../shared/event';
import { assertNever, type Decider } from '../shared/decider';
import { Conflict, NotFound, ValidationFailed } from '../shared/errors';
import { MAX_QUEUE_QUESTIONS, type BoothFields, type QueueQuestion } from './booth-schema';

export const boothStream = (boothId: string) => `booth-${boothId}`;

type BoothIds = { boothId: string; jobFairId: string; organizationId: string };
export type BoothCreated = Event<'BoothCreated', BoothIds & BoothFields & { sortOrder: number; createdBy: string; createdAt: string }>;
export type QueueQuestionsSaved = Event<'QueueQuestionsSaved', BoothIds & { questions: QueueQuestion[]; savedBy: string; savedAt: string }>;
export type BoothEvent = BoothCreated | QueueQuestionsSaved;

type Actor = { actorId: string; now: string };
export type CreateBooth = Command<'CreateBooth', BoothIds & Actor & { fields: BoothFields; sortOrder: number }>;
export type SaveQueueQuestions = Command<'SaveQueueQuestions', BoothIds & Actor & { questions: QueueQuestion[] }>;
export type BoothCommand = CreateBooth | SaveQueueQuestions;

export type Booth = { status: 'None' } | { status: 'Open'; ids: BoothIds; fields: BoothFields; questions: QueueQuestion[] };

export const boothDecider: Decider<Booth, BoothCommand, BoothEvent> = {
  initialState: () => ({ status: 'None' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'BoothCreated': {
        const { boothId, jobFairId, organizationId, sortOrder: _s, createdBy: _b, createdAt: _a, ...fields } = event.data;
        return { status: 'Open', ids: { boothId, jobFairId, organizationId }, fields, questions: [] };
      }
      case 'QueueQuestionsSaved':
        return state.status === 'Open' ? { ...state, questions: event.data.questions } : state;
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    const { actorId, now, boothId, jobFairId, organizationId } = command.data;
    const ids = { boothId, jobFairId, organizationId };
    switch (command.type) {
      case 'CreateBooth':
        if (state.status !== 'None') throw new Conflict('Booth already exists');
        return { type: 'BoothCreated', data: { ...ids, ...command.data.fields, sortOrder: command.data.sortOrder, createdBy: actorId, createdAt: now } };
      case 'SaveQueueQuestions':
        if (state.status !== 'Open') throw new NotFound('Booth');
        // spec 1 §5.7: at most 5 queue questions per booth.
        if (command.data.questions.length > MAX_QUEUE_QUESTIONS)
          throw new ValidationFailed([{ field: 'questions', message: `At most ${MAX_QUEUE_QUESTIONS} questions` }]);
        return { type: 'QueueQuestionsSaved', data: { ...ids, questions: command.data.questions, savedBy: actorId, savedAt: now } };
      default:
        return assertNever(command);
    }
  },
};
