import { hasRole, type Principal } from '../auth/roles';
import { BOOTH_AUDIENCES, FAIR_AUDIENCES, boothTopic, fairTopic, type MessageTopic } from './message-topic';

/** What the sender rules need to know about the topic's fair and booth, read by the caller. */
export type SenderFacts = Readonly<{
  /** The organization running the topic's fair. */
  fairOrganizationId: string;
  /** The recruiters of the topic's booth and of its groups; null for a fair topic or a booth not in the fair. */
  boothRecruiters: readonly string[] | null;
}>;

export type SenderVerdict = 'allowed' | 'admins-only' | 'not-your-booth' | 'no-such-booth';

/**
 * Who may post to a topic (spec 3 §2.2 Announcements, spec 2 §2.1 Broadcast message): the fair-wide
 * audiences are the platform admin's Event Lobby announcements; a booth's queue and visitors are addressed
 * by that booth's recruiters, by the fair organization's employer admins, and by platform admins.
 */
export const senderVerdict = (principal: Principal, topic: MessageTopic, facts: SenderFacts): SenderVerdict => {
  const admin = hasRole(principal, 'Admin');
  if (topic.kind === 'fair') return admin ? 'allowed' : 'admins-only';
  if (facts.boothRecruiters === null) return 'no-such-booth';
  if (admin) return 'allowed';
  if (principal.organizationId !== facts.fairOrganizationId) return 'not-your-booth';
  if (hasRole(principal, 'EmployerAdmin')) return 'allowed';
  return hasRole(principal, 'Recruiter') && facts.boothRecruiters.includes(principal.userId) ? 'allowed' : 'not-your-booth';
};

/** What the reader rule needs to know about the user now, read by the caller. */
export type ReaderFacts = Readonly<{
  fairOrganizationId: string;
  /** The user is a job seeker to whom the fair is open (domain/jobfair/seeker-opening.ts). */
  fairOpenToSeeker: boolean;
  /** For a booth topic: the user waits in (or is called from) the booth's queue now. */
  inBoothQueue: boolean;
  /** For a booth topic: the user visited the booth or entered its queue at some time. */
  visitedBooth: boolean;
}>;

/**
 * Whether a topic addresses the user now: the rule behind "a user subscribes only to topics addressed to
 * them". Platform admins have no notifications (spec 1 §2.4), so no topic addresses them as Admin; a
 * platform admin who also attends as a job seeker is addressed as one.
 */
export const topicAddresses = (principal: Principal, topic: MessageTopic, facts: ReaderFacts): boolean => {
  const seeker = hasRole(principal, 'Applicant') && facts.fairOpenToSeeker;
  const staff = hasRole(principal, 'EmployerAdmin', 'Recruiter') && principal.organizationId === facts.fairOrganizationId;
  if (topic.kind === 'fair') {
    if (topic.audience === 'Applicant') return seeker;
    if (topic.audience === 'Recruiter') return staff;
    return seeker || staff;
  }
  if (!seeker) return false;
  return topic.audience === 'Queue' ? facts.inBoothQueue : facts.visitedBooth || facts.inBoothQueue;
};

/** The topics of a fair that address the user now, given the booths whose queue they are in and those they visited. */
export const addressedTopics = (
  principal: Principal,
  jobFairId: string,
  facts: Readonly<{
    fairOrganizationId: string;
    fairOpenToSeeker: boolean;
    queuedBooths: readonly string[];
    visitedBooths: readonly string[];
  }>,
): string[] => {
  const base = { fairOrganizationId: facts.fairOrganizationId, fairOpenToSeeker: facts.fairOpenToSeeker };
  const fairTopics = FAIR_AUDIENCES.filter((audience) =>
    topicAddresses(principal, { kind: 'fair', jobFairId, audience }, { ...base, inBoothQueue: false, visitedBooth: false }),
  ).map((audience) => fairTopic(jobFairId, audience));
  const booths = [...new Set([...facts.queuedBooths, ...facts.visitedBooths])].sort();
  const boothTopics = booths.flatMap((boothId) =>
    BOOTH_AUDIENCES.filter((audience) =>
      topicAddresses(
        principal,
        { kind: 'booth', jobFairId, boothId, audience },
        { ...base, inBoothQueue: facts.queuedBooths.includes(boothId), visitedBooth: facts.visitedBooths.includes(boothId) },
      ),
    ).map((audience) => boothTopic(jobFairId, boothId, audience)),
  );
  return [...fairTopics, ...boothTopics];
};
