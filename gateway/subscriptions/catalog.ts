import type { Knex } from 'knex';
import type { RecordAuditTail } from '../../domain/audit/audit-query-record';
import { auditTailSubscription } from './audit-tail';
import type { Subscription, SubscriptionCatalog } from './subscription';
import { fairStaffingSubscription } from './fair-staffing';
import { jobFairsSubscription } from './job-fairs';
import { interviewSessionSubscription } from './interview-session';
import { myInvitationsSubscription } from './invitations';
import { messagesByTopicSubscription } from './messages-by-topic';
import { createQueueReads } from './queue-reads';
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
  options: Readonly<{ recordAuditTail?: RecordAuditTail }> = {},
): SubscriptionCatalog => {
  const queueReads = createQueueReads(db);
  const subscriptions: Subscription[] = [
    jobFairsSubscription(db),
    boothQueueSubscription(db, now, queueReads),
    boothQueueCountSubscription(db, now, queueReads),
    myQueueEntriesSubscription(db, now, queueReads),
    myQueueRemovalsSubscription(db, now),
    fairBoothsSubscription(db, now),
    fairBoothCardsSubscription(db, now),
    candidateSessionsSubscription(db, now),
    recruiterSessionsSubscription(db, now),
    interviewSessionSubscription(db),
    boothPresenceSubscription(db, now),
    fairPresenceSubscription(db, now),
    fairQueueCountsSubscription(db, now),
    myPresenceSubscription(db),
    myInvitationsSubscription(db, now),
    fairStaffingSubscription(db),
    messagesByTopicSubscription(db, now),
    auditTailSubscription(db, options.recordAuditTail),
  ];
  return new Map(subscriptions.map((subscription) => [subscription.name, subscription]));
};
