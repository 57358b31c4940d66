import type { Command, Event } from '../shared/event';
import { assertNever, type Decider } from '../shared/decider';
import { Conflict, Forbidden, NotFound, ValidationFailed } from '../shared/errors';
import {
  BOOTH_DETAIL_KEYS,
  MAX_QUEUE_QUESTIONS,
  type BoothDetails,
  type BoothExtras,
  type BoothFields,
  type BoothGroup,
  type BoothPatch,
  type QueueQuestion,
} from './booth-schema';

export const boothStream = (boothId: string) => `booth-${boothId}`;

type BoothIds = { boothId: string; jobFairId: string; organizationId: string };
/** companyDocuments and subBooths are absent in booths created before they existed. */
export type BoothCreated = Event<
  'BoothCreated',
  BoothIds & BoothFields & Partial<BoothExtras> & { sortOrder: number; createdBy: string; createdAt: string }
>;
export type QueueQuestionsSaved = Event<'QueueQuestionsSaved', BoothIds & { questions: QueueQuestion[]; savedBy: string; savedAt: string }>;
/** The booth fields every booth editor may change, all of them after the change. */
export type BoothDetailsUpdated = Event<'BoothDetailsUpdated', BoothIds & BoothDetails & { updatedBy: string; updatedAt: string }>;
export type BoothRecruitersAssigned = Event<
  'BoothRecruitersAssigned',
  BoothIds & { recruiters: string[]; assignedBy: string; assignedAt: string }
>;
export type BoothGroupsSaved = Event<'BoothGroupsSaved', BoothIds & { subBooths: BoothGroup[]; savedBy: string; savedAt: string }>;
/** Appended before the display order moved to the fair's booth-order stream (booth-order.ts); stored streams still fold it. */
export type BoothReordered = Event<'BoothReordered', BoothIds & { sortOrder: number; reorderedBy: string; reorderedAt: string }>;
export type BoothDeleted = Event<'BoothDeleted', BoothIds & { deletedBy: string; deletedAt: string }>;
export type BoothEvent =
  BoothCreated | QueueQuestionsSaved | BoothDetailsUpdated | BoothRecruitersAssigned | BoothGroupsSaved | BoothReordered | BoothDeleted;

type Actor = { actorId: string; now: string };
export type CreateBooth = Command<'CreateBooth', BoothIds & Actor & { fields: BoothFields & Partial<BoothExtras>; sortOrder: number }>;
export type SaveQueueQuestions = Command<'SaveQueueQuestions', BoothIds & Actor & { questions: QueueQuestion[] }>;
/**
 * spec 1 §6: every booth editor may change the booth fields; only the organization's employer admin
 * (mayManage) assigns recruiters and edits sub-booth groups. The sortOrder goes to the booth-order stream.
 */
export type UpdateBooth = Command<'UpdateBooth', BoothIds & Actor & { patch: Omit<BoothPatch, 'sortOrder'>; mayManage: boolean }>;
export type DeleteBooth = Command<'DeleteBooth', BoothIds & Actor>;
export type BoothCommand = CreateBooth | SaveQueueQuestions | UpdateBooth | DeleteBooth;

export type OpenBooth = {
  status: 'Open';
  ids: BoothIds;
  fields: BoothFields & BoothExtras;
  questions: QueueQuestion[];
};
export type Booth = { status: 'None' } | { status: 'Deleted' } | OpenBooth;

const detailsOf = (fields: BoothFields & BoothExtras): BoothDetails =>
  Object.fromEntries(BOOTH_DETAIL_KEYS.map((key) => [key, fields[key]])) as BoothDetails;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const open = (state: Booth, ids: BoothIds): OpenBooth => {
  // A booth of another fair or organization is as absent as a missing one.
  if (state.status !== 'Open' || state.ids.jobFairId !== ids.jobFairId || state.ids.organizationId !== ids.organizationId)
    throw new NotFound('Booth');
  return state;
};

const decideUpdate = (booth: OpenBooth, { patch, mayManage, actorId, now }: UpdateBooth['data'], ids: BoothIds): BoothEvent[] => {
  const { recruiters, subBooths, ...detailPatch } = patch;
  if (!mayManage && (recruiters !== undefined || subBooths !== undefined))
    throw new Forbidden('Only an employer admin may assign recruiters, edit sub-booths or reorder booths');
  const events: BoothEvent[] = [];
  const before = detailsOf(booth.fields);
  // Only the booth fields: a key the patch carries beyond them (a sortOrder sent anyway) never reaches the event.
  const after = detailsOf({
    ...booth.fields,
    ...Object.fromEntries(Object.entries(detailPatch).filter(([, value]) => value !== undefined)),
  });
  if (!same(before, after)) events.push({ type: 'BoothDetailsUpdated', data: { ...ids, ...after, updatedBy: actorId, updatedAt: now } });
  if (recruiters !== undefined && !same(recruiters, booth.fields.recruiters))
    events.push({ type: 'BoothRecruitersAssigned', data: { ...ids, recruiters, assignedBy: actorId, assignedAt: now } });
  if (subBooths !== undefined && !same(subBooths, booth.fields.subBooths))
    events.push({ type: 'BoothGroupsSaved', data: { ...ids, subBooths, savedBy: actorId, savedAt: now } });
  return events;
};

export const boothDecider: Decider<Booth, BoothCommand, BoothEvent> = {
  initialState: () => ({ status: 'None' }),
  evolve: (state, event) => {
    if (event.type === 'BoothCreated') {
      const {
        boothId,
        jobFairId,
        organizationId,
        sortOrder: _s,
        createdBy: _b,
        createdAt: _a,
        companyDocuments = [],
        subBooths = [],
        ...fields
      } = event.data;
      return {
        status: 'Open',
        ids: { boothId, jobFairId, organizationId },
        fields: { ...fields, companyDocuments, subBooths },
        questions: [],
      };
    }
    if (state.status !== 'Open') return state;
    switch (event.type) {
      case 'QueueQuestionsSaved':
        return { ...state, questions: event.data.questions };
      case 'BoothDetailsUpdated': {
        const { boothId: _i, jobFairId: _j, organizationId: _o, updatedBy: _b, updatedAt: _a, ...details } = event.data;
        return { ...state, fields: { ...state.fields, ...details } };
      }
      case 'BoothRecruitersAssigned':
        return { ...state, fields: { ...state.fields, recruiters: event.data.recruiters } };
      case 'BoothGroupsSaved':
        return { ...state, fields: { ...state.fields, subBooths: event.data.subBooths } };
      case 'BoothReordered':
        // The display order is the booth-order stream's (booth-order.ts); the read model keeps this one.
        return state;
      case 'BoothDeleted':
        return { status: 'Deleted' };
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
        return {
          type: 'BoothCreated',
          data: { ...ids, ...command.data.fields, sortOrder: command.data.sortOrder, createdBy: actorId, createdAt: now },
        };
      case 'SaveQueueQuestions': {
        const booth = open(state, ids);
        // spec 1 §5.7: at most 5 queue questions per booth.
        if (command.data.questions.length > MAX_QUEUE_QUESTIONS)
          throw new ValidationFailed([{ field: 'questions', message: `At most ${MAX_QUEUE_QUESTIONS} questions` }]);
        if (same(booth.questions, command.data.questions)) return [];
        return { type: 'QueueQuestionsSaved', data: { ...ids, questions: command.data.questions, savedBy: actorId, savedAt: now } };
      }
      case 'UpdateBooth':
        return decideUpdate(open(state, ids), command.data, ids);
      case 'DeleteBooth':
        // The "never the last booth" rule spans the fair's booths; the command API checks it under a lock.
        open(state, ids);
        return { type: 'BoothDeleted', data: { ...ids, deletedBy: actorId, deletedAt: now } };
      default:
        return assertNever(command);
    }
  },
};
