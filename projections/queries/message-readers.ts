import type { Knex } from 'knex';
import type { Principal } from '../../domain/auth/roles';
import type { JobFairView } from '../../domain/jobfair/jobfair-view';
import { seekerOpening } from '../../domain/jobfair/seeker-opening';
import { addressedTopics, topicAddresses } from '../../domain/message/message-senders';
import type { MessageTopic } from '../../domain/message/message-topic';
import { boothsOfSeeker, hasVisitedBooth, isInBoothQueue } from './message-audiences';

// domain/message/message-senders.ts decides with the facts read here; one reading for the API and the gateway.

/** Whether the topic addresses the user now ("a user subscribes only to topics addressed to them"). */
export const topicAddressesUser = async (
  db: Knex,
  principal: Principal,
  fair: JobFairView,
  topic: MessageTopic,
  now: Date,
): Promise<boolean> => {
  const booth = topic.kind === 'booth' ? topic.boothId : null;
  return topicAddresses(principal, topic, {
    fairOrganizationId: fair.companyId,
    fairOpenToSeeker: seekerOpening(fair, now) === 'open',
    inBoothQueue: booth !== null && (await isInBoothQueue(db, booth, principal.userId)),
    visitedBooth: booth !== null && (await hasVisitedBooth(db, booth, principal.userId)),
  });
};

/** Every topic of the fair that addresses the user now: the web client subscribes to each. */
export const topicsOfUser = async (db: Knex, principal: Principal, fair: JobFairView, now: Date): Promise<string[]> => {
  const { queued, visited } = await boothsOfSeeker(db, fair.id, principal.userId);
  return addressedTopics(principal, fair.id, {
    fairOrganizationId: fair.companyId,
    fairOpenToSeeker: seekerOpening(fair, now) === 'open',
    queuedBooths: queued,
    visitedBooths: visited,
  });
};
