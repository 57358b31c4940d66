// Keys of a change notice (domain/ports/change-bus.ts): the gateway pushes fresh rows to the
// clients subscribed to them. Kept beside the queries so gateway/ may import them.

/** The organization row and everything listed under it (its job fairs). */
export const organizationKey = (organizationId: string): string => `organization:${organizationId}`;

/** One sponsor row (spec 3 §3), and the public page listing its fairs. */
export const sponsorKey = (sponsorId: string): string => `sponsor:${sponsorId}`;

/** One job fair row. */
export const jobFairKey = (jobFairId: string): string => `jobfair:${jobFairId}`;

/** The booth list of one job fair (lobby cards, booth list version): booth changes only, never queue changes. */
export const JOBFAIR_BOOTHS_PREFIX = 'jobfair-booths:';
export const jobFairBoothsKey = (jobFairId: string): string => `${JOBFAIR_BOOTHS_PREFIX}${jobFairId}`;

/** One booth's row (its page, spec 1 §4.9 boothViewNeedRefreshCounter). */
export const BOOTH_PREFIX = 'booth:';
export const boothKey = (boothId: string): string => `${BOOTH_PREFIX}${boothId}`;

/** One user's row (names, roles; presence in later models). */
export const userKey = (userId: string): string => `user:${userId}`;

/** The queue of one booth (all its groups): rows, counts, positions. */
export const boothQueueKey = (boothId: string): string => `booth-queue:${boothId}`;

/** The waiting counts of every booth queue of one job fair (admins' lobby cards); coalesced by the gateway. */
export const fairQueueCountsKey = (jobFairId: string): string => `fair-queue-counts:${jobFairId}`;

/** One job seeker's queue entries in one fair (In Queue marker, position, next-in-queue notice). */
export const seekerQueuesKey = (jobFairId: string, seekerId: string): string => `seeker-queues:${jobFairId}:${seekerId}`;

/** Interview sessions of one candidate in one fair (the call modal, spec 1 §4.5). */
export const candidateSessionsKey = (jobFairId: string, candidateId: string): string => `candidate-sessions:${jobFairId}:${candidateId}`;

/** Interview sessions of one recruiter in one fair. */
export const recruiterSessionsKey = (jobFairId: string, recruiterId: string): string => `recruiter-sessions:${jobFairId}:${recruiterId}`;

/** Resumes and notes left at one booth (spec 2 §2.2 drop-off). */
export const boothResumesKey = (boothId: string): string => `booth-resumes:${boothId}`;

/** One interview session: its row in the interview room (chat, extensions, status). */
export const interviewSessionKey = (sessionId: string): string => `interview-session:${sessionId}`;

/** The reviews of one interview session (the report's Conversations tab). */
export const interviewReviewsKey = (sessionId: string): string => `interview-reviews:${sessionId}`;

/** Presence of one booth's recruiters ('Booth Representatives', 'Team Members'). */
export const boothPresenceKey = (boothId: string): string => `booth-presence:${boothId}`;

/** Presence of everyone last seen in one job fair. */
export const fairPresenceKey = (jobFairId: string): string => `fair-presence:${jobFairId}`;

/** The newest messages of one topic (spec 1 §7 "messages by topic"): one key however many read the topic. */
export const messageTopicKey = (topicId: string): string => `message-topic:${topicId}`;

/** Not a read model: published when a session signs out, so every gateway process closes its sockets. */
export const SESSION_ENDED_PREFIX = 'session-ended:';
export const sessionEndedKey = (sessionId: string): string => `${SESSION_ENDED_PREFIX}${sessionId}`;

/** One job seeker's invitations in one fair (the lobby's 'You are invited' notice, spec 3 §7). */
export const seekerInvitationsKey = (jobFairId: string, seekerId: string): string => `seeker-invitations:${jobFairId}:${seekerId}`;

/** The invitations one booth sent (Invite / Withdraw in the report's Registered Jobseekers). */
export const boothInvitationsKey = (boothId: string): string => `booth-invitations:${boothId}`;
/** The fair-wide report's staffing view: candidates waiting and recruiters available per booth. */
export const fairStaffingKey = (jobFairId: string): string => `fair-staffing:${jobFairId}`;
/** One notification template (spec 3 §3): its templateId on one channel. */
export const notificationTemplateKey = (templateId: string, channel: string): string => `notification-template:${templateId}:${channel}`;

/** The email identities list (spec 3 §2.2): one key for all, the screen reads them together. */
export const EMAIL_IDENTITIES_KEY = 'email-identities';
/** The event-history console's log (its live tail): any event indexed. */
export const AUDIT_LOG_KEY = 'audit-log';

/** Who holds the Auditor role (the admin's Auditors screen). */
export const AUDITORS_KEY = 'auditors';
