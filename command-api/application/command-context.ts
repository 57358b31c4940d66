import type { Clock } from '../../domain/ports/clock';
import type { EventMetadata } from '../../domain/shared/event';

/**
 * Who runs a command, in which chain and when: the plain values a service needs instead of a request.
 * `now` is the instant the commands decide on and the events are stamped with (request.receivedAt on HTTP).
 */
export type CommandContext = Readonly<Omit<EventMetadata, 'at'> & { now: Date }>;

/** The event a process manager reacts to: its commands join the event's correlation and name it as their cause. */
export type Cause = Readonly<{ id: string; metadata: Readonly<{ correlationId: string }> }>;

/**
 * A process manager's command: actor 'System', the clock's time, and either the correlation and cause
 * of the event it reacts to (so the console can follow the chain, docs/audit.md) or a fresh correlation.
 */
export const systemContext = (clock: Clock, newId: () => string, cause?: Cause): CommandContext => ({
  correlationId: cause?.metadata.correlationId ?? newId(),
  causationId: cause?.id ?? null,
  actorId: null,
  actorRole: 'System',
  now: clock.now(),
});
