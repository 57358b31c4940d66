import { describe, expect, it } from 'vitest';
import { AUDIT_TAIL_SIZE, type AuditEventView } from '../../domain/audit/audit-event-view';
import {
  auditTailReducer,
  initialAuditTail,
  LIVE_LIMIT,
  type AuditTailAction,
  type AuditTailState,
} from '../../web/src/features/audit/audit-tail-state';

// The console's live tail on the client: new events on top, Pause holds the list and counts, Resume
// catches up, and memory stays bounded however long it runs.

const event = (position: number): AuditEventView => ({
  position: String(position),
  eventId: `e${position}`,
  streamId: 'queue-1',
  revision: '0',
  type: 'QueueEntered',
  data: {},
  metadata: { correlationId: 'c', causationId: null, actorId: null, actorRole: 'System', at: '2026-11-23T10:00:00.000Z' },
  organizationId: null,
  jobFairId: null,
});
/** A push as the gateway sends it: the newest events of the query, newest first. */
const push = (...positions: number[]): AuditTailAction => ({ type: 'push', rows: positions.map(event) });
const run = (...actions: AuditTailAction[]) => actions.reduce<AuditTailState>(auditTailReducer, initialAuditTail);
const positions = (events: readonly AuditEventView[]) => events.map((shown) => Number(shown.position));

describe('the audit live tail state', () => {
  it('shows on top only what is newer than the first page, once that page is in', () => {
    expect(run(push(12, 11)).shown).toEqual([]);
    const state = run({ type: 'pageHead', position: '10' }, push(12, 11, 10, 9), push(13, 12, 11, 10));
    expect(positions(state.shown)).toEqual([13, 12, 11]);
    // Load More's later pages do not move where the tail starts.
    expect(auditTailReducer(state, { type: 'pageHead', position: '3' }).head).toBe(13n);
    expect(positions(run({ type: 'pageHead', position: null }, push(2, 1)).shown)).toEqual([2, 1]);
  });

  it('holds the list while paused, counts what arrived, and shows it on resume', () => {
    const paused = run({ type: 'pageHead', position: '10' }, push(11, 10), { type: 'pause' }, push(13, 12, 11), push(14, 13, 12));
    expect(positions(paused.shown)).toEqual([11]);
    expect(paused.arrived).toBe(3);
    expect(paused.gap).toBe(false);
    const resumed = auditTailReducer(paused, { type: 'resume' });
    expect(positions(resumed.shown)).toEqual([14, 13, 12, 11]);
    expect(resumed).toMatchObject({ paused: false, waiting: [], arrived: 0 });
  });

  it('marks a gap when a push is all new: more may have come than one push holds', () => {
    const full = Array.from({ length: AUDIT_TAIL_SIZE }, (_, index) => 100 + AUDIT_TAIL_SIZE - index);
    expect(run({ type: 'pageHead', position: '10' }, push(...full)).gap).toBe(true);
    expect(run({ type: 'pageHead', position: '10' }, push(...full.slice(1), 10)).gap).toBe(false);
  });

  it(`keeps at most ${LIVE_LIMIT} events shown and ${LIVE_LIMIT} waiting`, () => {
    let state = run({ type: 'pageHead', position: '0' });
    for (let position = 1; position <= LIVE_LIMIT + 20; position += 1) state = auditTailReducer(state, push(position));
    expect(state.shown).toHaveLength(LIVE_LIMIT);
    expect(state.shown[0]!.position).toBe(String(LIVE_LIMIT + 20));
    // The oldest shown are gone, so the list has a hole above the first page: the console offers to reload.
    expect(state.gap).toBe(true);
    state = auditTailReducer(state, { type: 'pause' });
    for (let position = LIVE_LIMIT + 21; position <= 2 * LIVE_LIMIT + 40; position += 1) state = auditTailReducer(state, push(position));
    expect(state.waiting).toHaveLength(LIVE_LIMIT);
    expect(state.arrived).toBe(LIVE_LIMIT + 20);
    expect(auditTailReducer(state, { type: 'resume' }).shown).toHaveLength(LIVE_LIMIT);
    const quiet = run({ type: 'pageHead', position: '0' }, { type: 'pause' }, push(LIVE_LIMIT + 1));
    expect(quiet.gap).toBe(false);
  });
});
