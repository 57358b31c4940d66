import { randomUUID } from 'node:crypto';
import { afterAll } from 'vitest';
import { createKafkaChangeBus } from '../../infra/bus/kafka/kafka-change-bus';
import { createKafkaSignalBus } from '../../infra/bus/kafka/kafka-signal-bus';
import type { KafkaBusOptions } from '../../infra/bus/kafka/kafka-connection';
import { containerEngineMissing } from '../support/container-engine';
import { changeBusContract } from './change-bus-contract';
import { signalBusContract } from './signal-bus-contract';

// The same bus contracts against a real Kafka broker (KRaft) in a container, each process its own client
// and consumer group; a topic prefix per case keeps cases apart. Without a container engine both suites are
// reported as skipped, with the reason, never as passed.

const skipReason = await containerEngineMissing();
if (skipReason) console.warn(`Kafka bus contracts skipped: ${skipReason}`);

let brokers: Promise<string> | null = null;
const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

const broker = () =>
  (brokers ??= (async () => {
    const { KafkaContainer } = await import('@testcontainers/kafka');
    const container = await new KafkaContainer('confluentinc/cp-kafka:7.9.0').withKraft().start();
    closers.push(() => container.stop());
    return `${container.getHost()}:${container.getMappedPort(9093)}`;
  })());

const deployment = async () => {
  const topicPrefix = `contract-${randomUUID()}`;
  const options = async (): Promise<KafkaBusOptions> => ({
    brokers: [await broker()],
    processId: randomUUID(),
    topicPrefix,
    partitions: 3,
  });
  return { options };
};

changeBusContract(
  'Kafka',
  async () => {
    const { options } = await deployment();
    return {
      openProcess: async () => {
        const bus = await createKafkaChangeBus(await options());
        closers.push(() => bus.close());
        return bus;
      },
    };
  },
  { skipReason, timeoutMs: 60_000 },
);

signalBusContract(
  'Kafka',
  async () => {
    const { options } = await deployment();
    return {
      openProcess: async () => {
        const bus = await createKafkaSignalBus(await options());
        closers.push(() => bus.close());
        return bus;
      },
    };
  },
  { skipReason, timeoutMs: 60_000 },
);
