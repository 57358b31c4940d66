import { randomUUID } from 'node:crypto';
import type { Command, Event, EventMetadata } from '../../../domain/shared/event';
import type { Decider } from '../../../domain/shared/decider';
import { DomainError } from '../../../domain/shared/errors';

/** An event as the store's table holds it: what the bench copies into `events`. */
export type EventRow = Readonly<{ id: string; streamId: string; revision: number; type: string; data: unknown; metadata: EventMetadata }>;

/**
 * handleCommand (domain/shared/handle-command.ts) with the streams held in memory: the real deciders
 * decide every event, so the history obeys every rule the platform enforces, without a round trip per
 * command. A refused command (a rule said no) appends nothing, as in the live platform.
 */
export const createMemoryDecisions = (sink: (row: EventRow) => void) => {
  const streams = new Map<string, { state: unknown; revision: number }>();
  let count = 0;

  const decide = <S, C extends Command, E extends Event>(
    streamId: string,
    decider: Decider<S, C, E>,
    command: C,
    metadata: EventMetadata,
  ): E[] => {
    const stream = streams.get(streamId) ?? { state: decider.initialState(), revision: -1 };
    let decided: E | E[];
    try {
      decided = decider.decide(command, stream.state as S);
    } catch (error) {
      if (error instanceof DomainError) return [];
      throw error;
    }
    const events = Array.isArray(decided) ? decided : [decided];
    for (const event of events) {
      stream.state = decider.evolve(stream.state as S, event);
      stream.revision += 1;
      count += 1;
      sink({ id: randomUUID(), streamId, revision: stream.revision, type: event.type, data: event.data, metadata });
    }
    streams.set(streamId, stream);
    return events;
  };

  return { decide, count: () => count, streams: () => streams.size };
};

export type Decide = ReturnType<typeof createMemoryDecisions>['decide'];
