import type { Knex } from 'knex';
import type { Subscription, SubscriptionCatalog } from './subscription';
import { jobFairsSubscription } from './job-fairs';
import { interviewSessionSubscription } from './interview-session';
import { boothPresenceSubscription, fairPresenceSubscription, myPresenceSubscription } from './presence';
import {
  boothQueueCountSubscription,
  boothQueueSubscription,
  candidateSessionsSubscription,
  fairBoothsSubscription,
  fairQueueCountsSubscription,
  myQueueEntriesSubscription,
  myQueueRemovalsSubscription,
  recruiterSessionsSubscription,
} from './queues';

/** Every subscription the gateway serves; add one file per subscription and list it here. */
export const createSubscriptionCatalog = (db: Knex): SubscriptionCatalog => {
  const subscriptions: Subscription[] = [
    jobFairsSubscription(db),
    boothQueueSubscription(db),
    boothQueueCountSubscription(db),
    myQueueEntriesSubscription(db),
    myQueueRemovalsSubscription(db),
    fairBoothsSubscription(db),
    candidateSessionsSubscription(db),
    recruiterSessionsSubscription(db),
    interviewSessionSubscription(db),
    boothPresenceSubscription(db),
    fairPresenceSubscription(db),
    fairQueueCountsSubscription(db),
    myPresenceSubscription(db),
  ];
  return new Map(subscriptions.map((subscription) => [subscription.name, subscription]));
};
