import type pg from 'pg';
import type { Logger } from 'pino';
import type { ChangeBus } from '../../domain/ports/change-bus';
import type { SignalBus } from '../../domain/ports/signal-bus';
import { createInProcessChangeBus } from './in-process-change-bus';
import { createInProcessSignalBus } from './in-process-signal-bus';
import { parseBrokers } from './kafka/kafka-brokers';
import { createPostgresChangeBus } from './postgres-change-bus';
import { createPostgresSignalBus } from './postgres-signal-bus';

/**
 * Change notices and interview signals: in this process alone by default; between the processes sharing
 * the database with `shared` (BUS=postgres), through Kafka when KAFKA_BROKERS is set, else through
 * Postgres LISTEN/NOTIFY (docs/deploy.md). The Kafka client is loaded only when brokers are set.
 */
export const busesFromEnv = async (
  options: Readonly<{ pool: pg.Pool; shared: boolean; processId: string; logger: Logger }>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ bus: ChangeBus; signals: SignalBus }> => {
  const { pool, processId, logger } = options;
  if (!options.shared)
    return {
      bus: createInProcessChangeBus((error) => logger.error({ err: error }, 'change listener failed')),
      signals: createInProcessSignalBus(),
    };
  const brokers = parseBrokers(env.KAFKA_BROKERS ?? '');
  if (brokers.length > 0) {
    const kafka = { brokers, processId, logger: logger.child({ part: 'kafka' }) };
    const [{ createKafkaChangeBus }, { createKafkaSignalBus }] = await Promise.all([
      import('./kafka/kafka-change-bus'),
      import('./kafka/kafka-signal-bus'),
    ]);
    const bus = await createKafkaChangeBus(kafka);
    return { bus, signals: await createKafkaSignalBus(kafka) };
  }
  return {
    bus: await createPostgresChangeBus(pool),
    signals: await createPostgresSignalBus(pool, { processId, logger: logger.child({ part: 'signals' }) }),
  };
};
