import { hostname } from 'node:os';
import { Kafka, logLevel, type Consumer, type EachMessagePayload } from 'kafkajs';
import { StartFailure } from '../../start-failure';

export type KafkaBusOptions = Readonly<{
  /** `KAFKA_BROKERS`: host:port list. */
  brokers: readonly string[];
  /** This process: its consumer group is its own, so every process sees every message. */
  processId: string;
  /** Topic names start with it; default 'jobfair'. */
  topicPrefix?: string;
  /** Partitions of a topic the bus creates; default 6. */
  partitions?: number;
  logger?: { warn(details: object, message: string): void; error(details: object, message: string): void };
}>;

/**
 * One client, its topic made sure of, and a consumer in a group of this process alone, started from the
 * newest offset: a bus carries what happens from now on (a gateway that restarts resyncs its clients from
 * their checkpoints; missed notices are not replayed). Offsets are not relied on across restarts, and
 * neither are Kafka transactions (Jepsen found the protocol losing writes): duplicates are dropped by
 * message id (recent-ids.ts). Resolves once the consumer has joined its group, so nothing published after
 * the bus exists is missed. A broker that does not answer stops the start with one line.
 */
export const connectKafkaTopic = async (
  options: KafkaBusOptions,
  topic: string,
  eachMessage: (payload: EachMessagePayload) => Promise<void>,
) => {
  const kafka = new Kafka({
    clientId: `jobfair-${hostname()}-${process.pid}`,
    brokers: [...options.brokers],
    connectionTimeout: 3_000,
    retry: { retries: 3 },
    logLevel: logLevel.NOTHING,
  });
  const fullTopic = `${options.topicPrefix ?? 'jobfair'}.${topic}`;
  const admin = kafka.admin();
  try {
    await admin.connect();
    await admin.createTopics({ topics: [{ topic: fullTopic, numPartitions: options.partitions ?? 6 }], waitForLeaders: true });
  } catch (error) {
    await admin.disconnect().catch(() => {});
    throw new StartFailure(
      `KAFKA_BROKERS=${options.brokers.join(',')} does not answer (${error instanceof Error ? error.message : String(error)}): start Kafka there, or unset KAFKA_BROKERS to use BUS=postgres.`,
    );
  }
  await admin.disconnect();

  const producer = kafka.producer({ allowAutoTopicCreation: false });
  const consumer: Consumer = kafka.consumer({ groupId: `${fullTopic}.${hostname()}.${options.processId}` });
  await producer.connect();
  await consumer.connect();
  await consumer.subscribe({ topic: fullTopic, fromBeginning: false });
  const joined = new Promise<void>((resolve) => consumer.on(consumer.events.GROUP_JOIN, () => resolve()));
  await consumer.run({
    eachMessage: async (payload) => {
      try {
        await eachMessage(payload);
      } catch (error) {
        options.logger?.error({ err: error, topic: fullTopic }, 'bus message not handled');
      }
    },
  });
  await joined;

  return {
    topic: fullTopic,
    send: (key: string, value: string) => producer.send({ topic: fullTopic, messages: [{ key, value }] }).then(() => undefined),
    close: async () => {
      await consumer.disconnect();
      await producer.disconnect();
    },
  };
};
