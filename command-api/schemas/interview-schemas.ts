import { z } from 'zod';
import type { ChatMessage } from '../../domain/interview/chat-message';
import type {
  InterviewHistoryPage,
  InterviewHistoryView,
  InterviewSessionView,
  ReviewView,
} from '../../domain/interview/interview-session-view';
import { END_REASONS } from '../../domain/interview/interview-session';
import { uuidParam } from '../http/envelope';

// Answer and parameter schemas of the interview routes (serialisation and OpenAPI), checked against the domain's view types.
export const chatMessageViewSchema = z.object({
  id: z.string(),
  senderUserId: z.string(),
  senderName: z.string(),
  time: z.string(),
  message: z.string(),
}) satisfies z.ZodType<ChatMessage>;

export const sessionSchema = z.object({
  id: z.string(),
  roomId: z.string(),
  jobFairId: z.string(),
  boothId: z.string(),
  boothName: z.string().nullable(),
  companyName: z.string().nullable(),
  organizationId: z.string(),
  candidateId: z.string(),
  candidateName: z.string().nullable(),
  recruiterId: z.string(),
  recruiterName: z.string().nullable(),
  recruiterDesignation: z.string().nullable(),
  recruiterAddress: z.string().nullable(),
  queueUserId: z.string(),
  candidateScore: z.number(),
  candidateMaxScore: z.number(),
  status: z.enum(['AWAITING', 'IN_PROGRESS', 'ENDING', 'ENDED']),
  endReason: z.enum(END_REASONS).nullable(),
  endedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  interviewStartedAt: z.string().nullable(),
  chatDuration: z.number(),
  durationAdded: z.number(),
  endsAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  chatTranscript: z.array(chatMessageViewSchema),
  waitingToChat: z.number(),
}) satisfies z.ZodType<InterviewSessionView>;

export const historySchema = sessionSchema.extend({
  candidateEmail: z.string().nullable(),
  rating: z.number().nullable(),
  notes: z.string().nullable(),
}) satisfies z.ZodType<InterviewHistoryView>;
export const historyPageSchema = z.object({
  items: z.array(historySchema),
  lastEvaluatedKey: z.string().nullable(),
}) satisfies z.ZodType<InterviewHistoryPage>;

export const reviewViewSchema = z.object({
  vjfpUserId: z.string(),
  jobFairId: z.string(),
  boothID: z.string(),
  boothName: z.string(),
  interviewSessionId: z.string(),
  ratedBy: z.string(),
  rating: z.number().nullable(),
  notes: z.string(),
  savedAt: z.string(),
}) satisfies z.ZodType<ReviewView>;

export const sessionParams = z.object({ jobFairId: uuidParam('jobFairId'), id: uuidParam('id') });
