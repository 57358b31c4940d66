import type { SessionStatus } from '../interview/interview-session';
import type { QueueAnswer, QueueStatus } from './queue-rules';

/**
 * One queue entry, however it reaches a reader (spec 2 §3 Queue user, plus place, wait and booth): a row
 * of a booth's queue (staff), of a seeker's own entries, of their pushes (boothQueue, myQueueEntries), and
 * the answer to entering, which is built from the decision before the read models apply it
 * (docs/read-side.md "Read your writes"). What the decision alone cannot know is null there: position and
 * estimatedWaitMs while pending (a retried enter answering an entry stored earlier, read models behind),
 * the names and the interviewer's name. A row read from the read models always has a position.
 */
export type QueueEntryView = Readonly<{
  id: string;
  queueId: string;
  jobFairId: string;
  boothId: string;
  organizationId: string;
  vjfpUserId: string;
  firstName: string | null;
  lastName: string | null;
  /** From the candidate's profile (spec 2 §2.1 queue rows). */
  summary: string | null;
  address: string | null;
  score: number;
  maxScore: number;
  priority: number;
  status: QueueStatus;
  isInvited: boolean;
  createdAt: string;
  /** 1-based place among the candidates of the queue; null only in an enter's answer while pending. */
  position: number | null;
  /** Expected wait before a recruiter calls (0 once called); null while no recruiter serves the queue, or pending. */
  estimatedWaitMs: number | null;
  /** The recruiter the server offered this candidate to (priority -1), spec 2 §2.1 'Interviewer : {name}'. */
  interviewerId: string | null;
  interviewerName: string | null;
  /** The session the candidate was called to (spec 2 §2.1 'Go to interview session'), null while waiting. */
  sessionId: string | null;
  /** The called session's status: AWAITING while the call only rings, so the row does not yet say In Interview. */
  sessionStatus: SessionStatus | null;
  /** Names the booth in the seeker's 'next to interview' notice. */
  boothName: string;
  /** The questionnaire answers the entry was scored on (recruiters read them, spec 2 §6). */
  answers: QueueAnswer[];
}>;

/** A recruiter's availability switch in a fair (spec 2 §4): off, with no booth, when never switched on. */
export type AvailabilityView = Readonly<{ isAvailableForChat: boolean; boothId: string | null }>;

/** Candidates waiting in one booth's queues (groups included): a row of the fairQueueCounts subscription. */
export type BoothQueueCountView = Readonly<{ boothId: string; count: number }>;

/** A seeker taken out of a booth's queue by a platform admin (spec 3 §2.2 Empty Queue), until they enter it again. */
export type QueueAdminRemovalView = Readonly<{
  boothId: string;
  queueId: string;
  entryId: string;
  reason: 'RemovedByAdmin' | 'EmptiedByAdmin';
  /** The admin's reason when one candidate was taken out. */
  note: string | null;
  removedAt: string;
}>;
