import { ANY, NO_STREAM, START as ALL_START, STREAM_EXISTS, WrongExpectedVersionError, type ResolvedEvent } from '@eventstore/db-client';
import { describe, expect, it } from 'vitest';
import { compareCheckpoints, START } from '../../domain/shared/event';
import { WrongExpectedVersion } from '../../domain/shared/errors';
import { eventStoreFromEnv } from '../../infra/event-store/event-store-from-env';
import {
  checkpointOf,
  isSystemEvent,
  positionOf,
  toAppendExpectedRevision,
  toRecordedEvent,
  toWrongExpectedVersion,
} from '../../infra/event-store/eventstoredb/mapping';
import { StartFailure } from '../../infra/start-failure';

// The EventStoreDB adapter's mapping onto the client's types, run here always; the adapter as a whole is
// proven by the contract suite against a KurrentDB container (eventstoredb-event-store.int.test.ts).

const metadata = { correlationId: 'c-1', causationId: null, actorId: 'u-1', actorRole: 'Applicant', at: '2026-03-01T10:00:00.000Z' };
const resolved = (overrides: Record<string, unknown> = {}): ResolvedEvent =>
  ({
    event: {
      streamId: 'queue-b1',
      id: '7f1c2f1e-0000-4000-8000-000000000001',
      isJson: true,
      revision: 4n,
      type: 'QueueEntered',
      created: new Date(0),
      data: { boothId: 'b1' },
      metadata,
      position: { commit: 1200n, prepare: 1100n },
      ...overrides,
    },
  }) as unknown as ResolvedEvent;

describe('EventStoreDB mapping', () => {
  it('maps the four expected-revision modes onto the client', () => {
    expect(toAppendExpectedRevision('no_stream')).toBe(NO_STREAM);
    expect(toAppendExpectedRevision('exists')).toBe(STREAM_EXISTS);
    expect(toAppendExpectedRevision('any')).toBe(ANY);
    expect(toAppendExpectedRevision(7n)).toBe(7n);
  });

  it('turns $all positions into checkpoints and back, ordered as $all is', () => {
    expect(checkpointOf({ commit: 1200n, prepare: 1100n })).toBe('1200:1100');
    expect(positionOf('1200:1100')).toEqual({ commit: 1200n, prepare: 1100n });
    expect(positionOf(START)).toBe(ALL_START);
    // Two events of one append share the commit position; the later one has the larger prepare position.
    expect(compareCheckpoints(checkpointOf({ commit: 1200n, prepare: 1100n }), checkpointOf({ commit: 1200n, prepare: 1150n }))).toBe(-1);
    expect(compareCheckpoints(checkpointOf({ commit: 1200n, prepare: 1150n }), checkpointOf({ commit: 1300n, prepare: 1250n }))).toBe(-1);
  });

  it('records every field of an event, its position being the prepare position', () => {
    expect(toRecordedEvent(resolved())).toEqual({
      id: '7f1c2f1e-0000-4000-8000-000000000001',
      type: 'QueueEntered',
      streamId: 'queue-b1',
      revision: 4n,
      position: 1100n,
      checkpoint: '1200:1100',
      data: { boothId: 'b1' },
      metadata,
    });
  });

  it("leaves out the server's system events, binary events and unresolved links", () => {
    expect(isSystemEvent({ type: '$statsCollected', streamId: '$stats-127.0.0.1:2113' })).toBe(true);
    expect(isSystemEvent({ type: 'QueueEntered', streamId: '$et-QueueEntered' })).toBe(true);
    expect(isSystemEvent({ type: 'QueueEntered', streamId: 'queue-b1' })).toBe(false);
    expect(toRecordedEvent(resolved({ type: '$metadata' }))).toBeNull();
    expect(toRecordedEvent(resolved({ isJson: false }))).toBeNull();
    expect(toRecordedEvent({ event: undefined })).toBeNull();
    expect(() => toRecordedEvent(resolved({ position: undefined }))).toThrow(/without its position/);
  });

  it("maps the client's wrong-expected-version error onto the port's, with the stream's revision", () => {
    const behind = new WrongExpectedVersionError(undefined, { streamName: 'queue-b1', expected: 3n, current: 5n });
    const mapped = toWrongExpectedVersion(behind, 'queue-b1', 3n);
    expect(mapped).toBeInstanceOf(WrongExpectedVersion);
    expect([mapped.streamId, mapped.expected, mapped.actual]).toEqual(['queue-b1', '3', 5n]);
    const missing = new WrongExpectedVersionError(undefined, { streamName: 'queue-b2', expected: STREAM_EXISTS, current: NO_STREAM });
    expect(toWrongExpectedVersion(missing, 'queue-b2', 'exists').actual).toBeNull();
  });

  it('EVENTSTORE_URL set but unreachable stops the start with one line, without the credentials', async () => {
    const failure = await eventStoreFromEnv(undefined as never, undefined, {
      EVENTSTORE_URL: 'esdb://admin:secret@127.0.0.1:1?tls=false',
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StartFailure);
    expect((failure as Error).message).toMatch(
      /^EVENTSTORE_URL=esdb:\/\/127\.0\.0\.1:1\?tls=false does not answer \(.*\): start KurrentDB there/,
    );
    expect((failure as Error).message).not.toContain('secret');
  });
});
