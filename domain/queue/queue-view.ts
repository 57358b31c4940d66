import type { SessionStatus } from '../interview/interview-session';
import type { Checkpoint } from '../shared/event';
import type { QueueAnswer, QueueStatus } from './queue-rules';

/** A waiting candidate as the queue calls answer it (spec 2 §3 Queue user, plus position and wait). */
export type QueueUserView = Readonly<{
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
  /** 1-based place among the candidates of the queue. */
  position: number;
  /** Expected wait before a recruiter calls (0 once called); null while no recruiter serves the queue. */
  estimatedWaitMs: number | null;
  /** The recruiter the server offered this candidate to (priority -1), spec 2 §2.1 'Interviewer : {name}'. */
  interviewerId: string | null;
  interviewerName: string | null;
  /** The session the candidate was called to (spec 2 §2.1 'Go to interview session'), null while waiting. */
  sessionId: string | null;
  /** The called session's status: AWAITING while the call only rings, so the row does not yet say In Interview. */
  sessionStatus: SessionStatus | null;
}>;

/** A candidate's own entry, with the booth named for the 'next to interview' notice. */
export type MyQueueEntryView = QueueUserView & Readonly<{ boothName: string; answers: QueueAnswer[] }>;

/**
 * The answer to entering a queue: the entry as the command decided it, placed in the queue as decided and
 * answered before the read models apply it. When it cannot be placed so (an entry stored by an earlier
 * attempt) and the read models have not caught up within the read-your-writes wait, position is null
 * (pending), as are estimatedWaitMs and the names; the myQueueEntries subscription brings them.
 */
export type EnteredQueueView = Omit<MyQueueEntryView, 'position'> &
  Readonly<{
    position: number | null;
    /** Where the entry stands in the event log: a myQueueEntries push at an older checkpoint does not list it yet. */
    checkpoint: Checkpoint | null;
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
