import type { EndReason, SessionStatus } from './interview-session';

/** An interview session as the API answers it (spec 2 §3 Interview session field names). */
export type InterviewSessionView = Readonly<{
  id: string;
  jobFairId: string;
  boothId: string;
  boothName: string | null;
  organizationId: string;
  candidateId: string;
  recruiterId: string;
  recruiterName: string | null;
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
}>;
