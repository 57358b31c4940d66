import { randomUUID } from 'node:crypto';
import type { ChangeBus, ChangeNotice } from '../../../domain/ports/change-bus';
import { connectKafkaTopic, type KafkaBusOptions } from './kafka-connection';
import { createRecentIds } from './recent-ids';

/** A notice on the wire: its own id, so a message delivered twice is handed over once. */
type Message = Readonly<{ id: string; notice: ChangeNotice }>;

export const encodeChangeNotice = (notice: ChangeNotice, id: string = randomUUID()): string =>
  JSON.stringify({ id, notice } satisfies Message);

export const decodeChangeNotice = (value: string): Message | null => {
  try {
    const message = JSON.parse(value) as Partial<Message>;
    const notice = message.notice as Partial<ChangeNotice> | undefined;
    const valid =
      typeof message.id === 'string' &&
      typeof notice?.model === 'string' &&
      typeof notice.checkpoint === 'string' &&
      Array.isArray(notice.keys) &&
      notice.keys.every((key) => typeof key === 'string');
    return valid ? (message as Message) : null;
  } catch {
    return null;
  }
};

/**
 * Change notices on a Kafka topic (`KAFKA_BROKERS`, docs/deploy.md). Keyed by read model: a model's
 * notices stay in one partition, in the order the runner published them, which is the order of their
 * checkpoints (a gateway drops a notice older than what it pushed). Every process reads the whole topic in
 * a consumer group of its own, itself included, as with LISTEN/NOTIFY.
 */
export const createKafkaChangeBus = async (options: KafkaBusOptions): Promise<ChangeBus> => {
  const listeners = new Set<(notice: ChangeNotice) => void>();
  const recent = createRecentIds();
  const connection = await connectKafkaTopic(options, 'read-model-changes', async ({ message }) => {
    const decoded = decodeChangeNotice(message.value?.toString('utf8') ?? '');
    if (!decoded) return options.logger?.warn({ offset: message.offset }, 'malformed change notice ignored');
    if (!recent.firstTime(decoded.id)) return;
    for (const listener of listeners) {
      try {
        listener(decoded.notice);
      } catch (error) {
        options.logger?.error({ err: error }, 'change listener failed');
      }
    }
  });
  return {
    publish: (notice) => connection.send(notice.model, encodeChangeNotice(notice)),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: async () => {
      listeners.clear();
      await connection.close();
    },
  };
};
