import type { Knex } from 'knex';
import { z } from 'zod';
import { parseTopic, topicId as canonicalTopicId, topicIdSchema } from '../../domain/message/message-topic';
import { messageTopicKey } from '../../projections/queries/change-keys';
import { topicAddressesUser } from '../../projections/queries/message-readers';
import { topicMessages } from '../../projections/queries/messages';
import type { FairReads } from '../../projections/queries/fair-reads';
import { defineSubscription } from './subscription';

/**
 * spec 1 §7 "messages by topic": a topic's newest messages (TopicMessageView rows), for users the topic
 * addresses now. Every reader of a topic shares one instance, so a broadcast to ten thousand is one load
 * and one serialised frame sent ten thousand times; read state stays in each reader's own receipts.
 */
export const messagesByTopicSubscription = (db: Knex, now: () => Date, fairs: FairReads) =>
  defineSubscription({
    name: 'messagesByTopic',
    // Canonical (ids lower case), so every spelling of a topic shares its instance and its change key.
    propsSchema: z.object({ topicId: topicIdSchema.transform((value) => canonicalTopicId(parseTopic(value)!)) }),
    authorize: async (principal, { topicId }) => {
      const topic = parseTopic(topicId);
      const fair = topic ? await fairs.find(topic.jobFairId) : null;
      return topic !== null && fair !== null && topicAddressesUser(db, principal, fair, topic, now());
    },
    keys: ({ topicId }) => [messageTopicKey(topicId)],
    load: ({ topicId }) => topicMessages(db, topicId),
  });
