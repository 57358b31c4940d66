import { z } from 'zod';
import type { MyQueueEntryView, QueueUserView } from '../../domain/queue/queue-view';
import { uuidParam } from '../http/envelope';

// Request and answer shapes of the lobby and queue calls (spec 1 §7, spec 2 §7), checked against the view types.
export const fairParams = z.object({ jobFairId: uuidParam('jobFairId') });
export const boothParams = z.object({ jobFairId: uuidParam('jobFairId'), boothId: uuidParam('boothId') });
export const seekerParams = z.object({ jobFairId: uuidParam('jobFairId'), vjfpUserId: uuidParam('vjfpUserId') });
export const boothSeekerParams = z.object({ jobFairId: uuidParam('jobFairId'), boothId: uuidParam('boothId'), candidateId: uuidParam('candidateId') });
export const boothEntryParams = z.object({ jobFairId: uuidParam('jobFairId'), boothId: uuidParam('boothId'), id: uuidParam('id') });

/** The server scores the answers itself; a client's score or priority is never trusted. */
export const enterQueueBody = z.object({
  answers: z.array(z.object({ questionId: z.string().min(1).max(100), answer: z.boolean({ error: 'You must make a choice.' }) })).max(20),
});

const queueStatus = z.enum(['IN_QUEUE', 'NEXT_IN_QUEUE', 'IN_INTERVIEW', 'BUSY']);
export const queueUserSchema = z.object({
  id: z.string(),
  queueId: z.string(),
  jobFairId: z.string(),
  boothId: z.string(),
  organizationId: z.string(),
  vjfpUserId: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  score: z.number(),
  maxScore: z.number(),
  priority: z.number().describe('0 next in queue, -1 in interview, else maxScore - score + 2'),
  status: queueStatus,
  isInvited: z.boolean(),
  createdAt: z.string(),
  position: z.number().describe('1-based place in the queue'),
  estimatedWaitMs: z.number().describe('Whole rounds of interviews ahead, shared by the booth recruiters'),
  interviewerId: z.string().nullable(),
  interviewerName: z.string().nullable().describe("spec 2 §2.1 'Interviewer : {name}'"),
}) satisfies z.ZodType<QueueUserView>;

export const myQueueEntrySchema = queueUserSchema.extend({
  boothName: z.string(),
  answers: z.array(z.object({ questionId: z.string(), answer: z.boolean() })),
}) satisfies z.ZodType<MyQueueEntryView>;
