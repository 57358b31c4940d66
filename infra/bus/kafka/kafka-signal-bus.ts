import { randomUUID } from 'node:crypto';
import type { RelayedSignal, SignalBus, SignalRecipient } from '../../../domain/ports/signal-bus';
import { connectKafkaTopic, type KafkaBusOptions } from './kafka-connection';
import { createRecentIds } from './recent-ids';
import { handOverSignal } from '../hand-over-signal';

/** A signal on the wire: its id (duplicates dropped) and the process that published it (it skips its own). */
type Message = Readonly<{ id: string; origin: string; signal: RelayedSignal }>;

export const encodeSignal = (signal: RelayedSignal, origin: string, id: string = randomUUID()): string =>
  JSON.stringify({ id, origin, signal } satisfies Message);

export const decodeSignal = (value: string): Message | null => {
  try {
    const message = JSON.parse(value) as Partial<Message>;
    const signal = message.signal as Partial<RelayedSignal> | undefined;
    const valid =
      typeof message.id === 'string' &&
      typeof message.origin === 'string' &&
      typeof signal?.toUserId === 'string' &&
      signal.message?.action === 'signal' &&
      typeof signal.message.sessionId === 'string';
    return valid ? (message as Message) : null;
  } catch {
    return null;
  }
};

/**
 * Interview signals between gateway processes on a Kafka topic. Keyed by the addressee, so one
 * publisher's signals to one user keep their order (one partition). Publishing hands the signal to this
 * process's own tabs at once, as the Postgres bus does, and this process skips its own when they come back.
 */
export const createKafkaSignalBus = async (options: KafkaBusOptions): Promise<SignalBus> => {
  const recipients = new Set<SignalRecipient>();
  const recent = createRecentIds();
  const handOver = (signal: RelayedSignal) =>
    handOverSignal(recipients, signal, (error) => options.logger?.error({ err: error }, 'signal recipient failed'));
  const connection = await connectKafkaTopic(options, 'interview-signals', async ({ message }) => {
    const decoded = decodeSignal(message.value?.toString('utf8') ?? '');
    if (!decoded) return options.logger?.warn({ offset: message.offset }, 'malformed signal ignored');
    if (decoded.origin === options.processId || !recent.firstTime(decoded.id)) return;
    handOver(decoded.signal);
  });
  return {
    publish: async (signal) => {
      handOver(signal);
      await connection.send(signal.toUserId, encodeSignal(signal, options.processId));
    },
    subscribe: (recipient) => {
      recipients.add(recipient);
      return () => recipients.delete(recipient);
    },
    close: async () => {
      recipients.clear();
      await connection.close();
    },
  };
};
