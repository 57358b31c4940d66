import type { Knex } from 'knex';
import type { DomainEvent } from '../domain/events';
import type { RecordedEvent } from '../domain/shared/event';

/**
 * Turns events into rows of the tables it owns (ARCHITECTURE.md "Read side"). `apply` runs inside the
 * runner's transaction, must change nothing for an event it already applied (guard by stream
 * revision), and returns the change keys whose rows it touched (see queries/change-keys.ts).
 */
export type Projector = Readonly<{
  name: string;
  handles: readonly DomainEvent['type'][];
  /** Emptied by a rebuild before the replay from position 0. */
  tables: readonly string[];
  apply(trx: Knex.Transaction, event: RecordedEvent<DomainEvent>): Promise<readonly string[]>;
  /**
   * Optional: the same effect and keys as `apply` on each of `events` in order, in a few statements
   * for the whole run. Every statement is a round trip that waits for the event loop, so a busy
   * projector applies a batch of hundreds of events in a handful instead of one or more per event.
   */
  applyAll?(trx: Knex.Transaction, events: readonly RecordedEvent<DomainEvent>[]): Promise<readonly string[]>;
}>;

/** The events whose type is one of `Type`. */
export type EventOf<Type extends DomainEvent['type']> = Extract<DomainEvent, { type: Type }>;

export type ProjectorDefinition<Type extends DomainEvent['type']> = Readonly<{
  name: string;
  handles: readonly Type[];
  tables: readonly string[];
  apply(trx: Knex.Transaction, event: RecordedEvent<EventOf<Type>>): Promise<readonly string[]>;
  applyAll?(trx: Knex.Transaction, events: readonly RecordedEvent<EventOf<Type>>[]): Promise<readonly string[]>;
}>;

/**
 * A projector whose `apply` and `applyAll` see only the events it declares: the one type guard every
 * projector needs, so a definition is typed by its `handles` list and ignores anything else it is given.
 */
export const defineProjector = <Type extends DomainEvent['type']>(definition: ProjectorDefinition<Type>): Projector => {
  const handled = new Set<DomainEvent['type']>(definition.handles);
  const isHandled = (event: RecordedEvent<DomainEvent>): event is RecordedEvent<EventOf<Type>> => handled.has(event.type);
  const { applyAll } = definition;
  return {
    name: definition.name,
    handles: definition.handles,
    tables: definition.tables,
    apply: async (trx, event) => (isHandled(event) ? definition.apply(trx, event) : []),
    ...(applyAll
      ? { applyAll: (trx: Knex.Transaction, events: readonly RecordedEvent<DomainEvent>[]) => applyAll(trx, events.filter(isHandled)) }
      : {}),
  };
};
