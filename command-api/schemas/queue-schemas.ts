import { z } from 'zod';
import { parseQueueId, QUEUE_ID_MAX_LENGTH } from '../../domain/queue/booth-groups';
import type { WithCheckpoint } from '../../domain/http/read-your-writes';
import type { QueueEntryView } from '../../domain/queue/queue-view';
import { uuidParam } from '../http/envelope';

// Request and answer shapes of the lobby and queue calls (spec 1 §7, spec 2 §7), checked against the view types.
/** Where the spec's queue calls take a booth id, a group's queue id `{boothId}-{groupId}` also goes (spec 2 §3 Group). */
const queueIdParam = z
  .string()
  .max(QUEUE_ID_MAX_LENGTH, 'boothId must be a booth id, or {boothId}-{groupId} for a group')
  .refine((value) => parseQueueId(value) !== null, 'boothId must be a booth id, or {boothId}-{groupId} for a group')
  .describe('A booth id, or {boothId}-{groupId} for the queue of one of its groups');
/** The booth and group a validated queue id names. */
export const queueTarget = ({ jobFairId, boothId }: { jobFairId: string; boothId: string }) => ({ jobFairId, ...parseQueueId(boothId)! });
export const boothParams = z.object({ jobFairId: uuidParam('jobFairId'), boothId: queueIdParam });
export const seekerParams = z.object({ jobFairId: uuidParam('jobFairId'), vjfpUserId: uuidParam('vjfpUserId') });
export const boothSeekerParams = z.object({
  jobFairId: uuidParam('jobFairId'),
  boothId: queueIdParam,
  candidateId: uuidParam('candidateId'),
});
export const boothEntryParams = z.object({ jobFairId: uuidParam('jobFairId'), boothId: queueIdParam, id: uuidParam('id') });

/** The server scores the answers itself; a client's score or priority is never trusted. */
export const enterQueueBody = z.object({
  answers: z.array(z.object({ questionId: z.string().min(1).max(100), answer: z.boolean({ error: 'You must make a choice.' }) })).max(20),
});

const queueStatus = z.enum(['IN_QUEUE', 'NEXT_IN_QUEUE', 'IN_INTERVIEW', 'BUSY']);
/** Every queue entry the API answers (QueueEntryView): lists, one entry, the enter's answer. */
export const queueEntrySchema = z.object({
  id: z.string(),
  queueId: z.string(),
  jobFairId: z.string(),
  boothId: z.string(),
  organizationId: z.string(),
  vjfpUserId: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  summary: z.string().nullable().describe("the candidate's profile summary (spec 2 §2.1 queue rows)"),
  address: z.string().nullable(),
  score: z.number(),
  maxScore: z.number(),
  priority: z.number().describe('0 next in queue, -1 in interview, else maxScore - score + 2'),
  status: queueStatus,
  isInvited: z.boolean(),
  createdAt: z.string(),
  position: z
    .number()
    .nullable()
    .describe(
      "1-based place in the queue; in an enter's answer as the enter decided it, and null (pending) only when a retried enter answers an entry stored earlier before the read models caught up (then estimatedWaitMs is null too). A list always has it.",
    ),
  estimatedWaitMs: z
    .number()
    .nullable()
    .describe(
      'Expected wait before a recruiter calls: the candidates ahead shared by the recruiters serving the queue, at the average length of its last 10 interviews (the chat duration before any); 0 once called; null while no recruiter serves the queue, or pending',
    ),
  interviewerId: z.string().nullable(),
  interviewerName: z.string().nullable().describe("spec 2 §2.1 'Interviewer : {name}'"),
  sessionId: z.string().nullable().describe('the interview session the candidate was called to'),
  sessionStatus: z
    .enum(['AWAITING', 'IN_PROGRESS', 'ENDING', 'ENDED'])
    .nullable()
    .describe('the called session: AWAITING while the call only rings, IN_PROGRESS once the candidate joined'),
  boothName: z.string(),
  answers: z.array(z.object({ questionId: z.string(), answer: z.boolean() })).describe('the questionnaire answers the entry was scored on'),
}) satisfies z.ZodType<QueueEntryView>;

/** The answer to entering: the entry, and where it stands in the event log (also sent as X-Checkpoint). */
export const enteredQueueSchema = queueEntrySchema.extend({
  checkpoint: z
    .string()
    .nullable()
    .describe('where the entry stands in the event log: a myQueueEntries push at an older checkpoint does not list it yet'),
}) satisfies z.ZodType<WithCheckpoint<QueueEntryView>>;
