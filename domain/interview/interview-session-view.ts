import type { ChatMessage } from './chat-message';
import type { EndReason, SessionStatus } from './interview-session';

/** An interview session as the API answers it (spec 2 §3 Interview session field names). */
export type InterviewSessionView = Readonly<{
  id: string;
  /** The video room a token is asked for (spec 1 §3 Interview session roomId): the session id. */
  roomId: string;
  jobFairId: string;
  boothId: string;
  boothName: string | null;
  /** The booth's company (the fair's organization): what the job seeker rates and My Chats links (spec 1 §2.5). */
  companyName: string | null;
  organizationId: string;
  candidateId: string;
  candidateName: string | null;
  recruiterId: string;
  recruiterName: string | null;
  /** The recruiter's job title and address from their profile (My Chats, spec 1 §2.5). */
  recruiterDesignation: string | null;
  recruiterAddress: string | null;
  queueUserId: string;
  candidateScore: number;
  candidateMaxScore: number;
  status: SessionStatus;
  endReason: EndReason | null;
  endedBy: string | null;
  createdAt: string;
  /** The server ends an AWAITING session at this time (21 s after the offer). */
  expiresAt: string;
  interviewStartedAt: string | null;
  /** The booth's interview length when the session was offered, in ms. */
  chatDuration: number;
  /** Every extension so far, in ms. */
  durationAdded: number;
  /** interviewStartedAt + chatDuration + durationAdded; the server ends the interview then. Null before the start. */
  endsAt: string | null;
  endedAt: string | null;
  chatTranscript: ChatMessage[];
  /** Candidates waiting in the session's queue (the booth's, or its group's), not yet called (spec 1 §6 'Waiting To Chat'). */
  waitingToChat: number;
}>;

/** A session in the booth's history (spec 2 §2.1 report: Conversations tab, CSV): staff only, with the recruiter's review. */
export type InterviewHistoryView = InterviewSessionView &
  Readonly<{
    candidateEmail: string | null;
    /** The recruiter's rating of the candidate (1..5), or null. */
    rating: number | null;
    notes: string | null;
  }>;

/** One page of a history (spec 2 §7: limit and lastEvaluatedKey, page size 10). */
export type InterviewHistoryPage = Readonly<{ items: InterviewHistoryView[]; lastEvaluatedKey: string | null }>;

/** spec 1 §3 Review of a user, as GET …/reviewUsers/{interviewSession}/{ratedBy} answers it. */
export type ReviewView = Readonly<{
  vjfpUserId: string;
  jobFairId: string;
  boothID: string;
  boothName: string;
  interviewSessionId: string;
  ratedBy: string;
  rating: number | null;
  notes: string;
  savedAt: string;
}>;

export const REPORT_PAGE_SIZE = 10; // spec 2 §9
