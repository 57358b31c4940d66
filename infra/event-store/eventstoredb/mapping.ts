import {
  ANY,
  NO_STREAM,
  STREAM_EXISTS,
  START as ALL_START,
  WrongExpectedVersionError,
  type AppendExpectedRevision,
  type Position,
  type ResolvedEvent,
  type AllStreamResolvedEvent,
} from '@eventstore/db-client';
import type { ExpectedRevision } from '../../../domain/ports/event-store';
import {
  formatCheckpoint,
  parseCheckpoint,
  START,
  type Checkpoint,
  type EventMetadata,
  type RecordedEvent,
} from '../../../domain/shared/event';
import { WrongExpectedVersion } from '../../../domain/shared/errors';

// The pure half of the EventStoreDB / KurrentDB adapter: how the port's revisions, checkpoints, events
// and errors map onto the client's (tests/event-store/eventstoredb-mapping.unit.test.ts runs here).

/** The port's four modes onto the client's: the same meanings under other names. */
export const toAppendExpectedRevision = (expected: ExpectedRevision): AppendExpectedRevision =>
  typeof expected === 'bigint' ? expected : expected === 'no_stream' ? NO_STREAM : expected === 'exists' ? STREAM_EXISTS : ANY;

/**
 * A position in $all is (commit, prepare): events of one append share the commit position and each has
 * its own prepare position. As a checkpoint, commit plays the part of Postgres's transaction id and
 * prepare the part of its position, so "<commit>:<prepare>" orders as $all does, and an event's
 * `position` (unique per event, as read models that key on it need) is its prepare position.
 */
export const checkpointOf = (position: Position): Checkpoint => formatCheckpoint(position.commit, position.prepare);

/** The read position of a checkpoint; START is $all's own start. */
export const positionOf = (checkpoint: Checkpoint): Position | typeof ALL_START => {
  if (checkpoint === START) return ALL_START;
  const [commit, prepare] = parseCheckpoint(checkpoint);
  return { commit, prepare };
};

/** EventStoreDB's own events ($-prefixed types and streams: settings, statistics, scavenges) are not the platform's. */
export const isSystemEvent = (event: { type: string; streamId: string }): boolean =>
  event.type.startsWith('$') || event.streamId.startsWith('$');

/** A stored event as the port records it; null for what the port does not carry (system events, unresolved links). */
export const toRecordedEvent = (resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | null => {
  const event = resolved.event;
  if (!event || !event.isJson || isSystemEvent(event)) return null;
  if (!event.position) throw new Error(`EventStoreDB returned event ${event.id} of ${event.streamId} without its position`);
  return {
    id: event.id,
    type: event.type,
    streamId: event.streamId,
    revision: event.revision,
    position: event.position.prepare,
    checkpoint: checkpointOf(event.position),
    data: event.data as Record<string, unknown>,
    metadata: event.metadata as EventMetadata,
  };
};

/** The client's error as the port's: the stream, what was expected, and the stream's revision (null: no stream). */
export const toWrongExpectedVersion = (
  error: WrongExpectedVersionError,
  streamId: string,
  expected: ExpectedRevision,
): WrongExpectedVersion =>
  new WrongExpectedVersion(streamId, String(expected), typeof error.actualVersion === 'bigint' ? error.actualVersion : null);

export const isWrongExpectedVersion = (error: unknown): error is WrongExpectedVersionError => error instanceof WrongExpectedVersionError;
