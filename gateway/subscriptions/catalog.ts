import type { Knex } from 'knex';
import type { RecordAuditTail } from '../../command-api/application/audit/record-audit-tail';
import { auditTailSubscription } from './audit-tail';
import type { Subscription, SubscriptionCatalog } from './subscription';
import { fairStaffingSubscription } from './fair-staffing';
import { uncachedFairReads, type FairReads } from '../../projections/queries/fair-reads';
import { jobFairsSubscription } from './job-fairs';
import { interviewSessionSubscription } from './interview-session';
import { myInvitationsSubscription } from './invitations';
import { messagesByTopicSubscription } from './messages-by-topic';
import { createQueueReads } from '../../projections/queries/queue-reads';
import { boothPresenceSubscription, fairPresenceSubscription, myPresenceSubscription } from './presence';
import {
  boothQueueCountSubscription,
  boothQueueSubscription,
  candidateSessionsSubscription,
  fairBoothCardsSubscription,
  fairBoothsSubscription,
  fairQueueCountsSubscription,
  myQueueEntriesSubscription,
  myQueueRemovalsSubscription,
  recruiterSessionsSubscription,
} from './queues';

/** Every subscription the gateway serves; add one file per subscription and list it here. */
/**
 * `now` is the platform clock's: whether a fair is open to job seekers depends on it. `recordAuditTail`
 * records each live tail of the audit console opened (the composition root's; without it none is recorded).
 */
export const createSubscriptionCatalog = (
  db: Knex,
  now: () => Date,
  options: Readonly<{ recordAuditTail?: RecordAuditTail; fairs?: FairReads }> = {},
): SubscriptionCatalog => {
  const queueReads = createQueueReads(db);
  const fairs = options.fairs ?? uncachedFairReads(db);
  const subscriptions: Subscription[] = [
    jobFairsSubscription(db),
    boothQueueSubscription(db, now, fairs, queueReads),
    boothQueueCountSubscription(db, now, fairs, queueReads),
    myQueueEntriesSubscription(now, fairs, queueReads),
    myQueueRemovalsSubscription(db, now, fairs),
    fairBoothsSubscription(db, now, fairs),
    fairBoothCardsSubscription(db, now, fairs),
    candidateSessionsSubscription(db, now, fairs),
    recruiterSessionsSubscription(db, now, fairs),
    interviewSessionSubscription(db),
    boothPresenceSubscription(db, now, fairs),
    fairPresenceSubscription(db, now, fairs),
    fairQueueCountsSubscription(db, now, fairs),
    myPresenceSubscription(db),
    myInvitationsSubscription(db, now, fairs),
    fairStaffingSubscription(db, fairs),
    messagesByTopicSubscription(db, now, fairs),
    auditTailSubscription(db, options.recordAuditTail),
  ];
  return new Map(subscriptions.map((subscription) => [subscription.name, subscription]));
};
