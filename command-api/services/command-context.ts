import type { Clock } from '../../domain/ports/clock';
import type { EventMetadata } from '../../domain/shared/event';

/**
 * Who runs a command, in which chain and when: the plain values a service needs instead of a request.
 * `now` is the instant the commands decide on and the events are stamped with (request.receivedAt on HTTP).
 */
export type CommandContext = Readonly<Omit<EventMetadata, 'at'> & { now: Date }>;

/** A process manager's command: actor 'System', a fresh correlation, the clock's time. */
export const systemContext = (clock: Clock, newId: () => string): CommandContext => ({
  correlationId: newId(),
  causationId: null,
  actorId: null,
  actorRole: 'System',
  now: clock.now(),
});
