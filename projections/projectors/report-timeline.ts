import type { Knex } from 'knex';
import { REPORT_EVENT_TYPES, SIGNED_IN_STATUSES, type ReportEvent } from '../../domain/report/report-history';
import { parseCheckpoint, type RecordedEvent } from '../../domain/shared/event';
import { defineProjector } from '../projector';
import { upsertRows } from './upsert-rows';

/** Where an event belongs in a report: its fair and booth (null for the fair's own), or nowhere. */
const scopeOf = (event: ReportEvent): { jobFairId: string; boothId: string | null } | null => {
  if (event.type === 'JobseekerRegistered') return { jobFairId: event.data.jobFairId, boothId: null };
  if (event.type !== 'UserPresenceChanged') return { jobFairId: event.data.jobFairId, boothId: event.data.boothId };
  const { lastPresenceJobFairId, presenceStatus } = event.data;
  return lastPresenceJobFairId && SIGNED_IN_STATUSES.has(presenceStatus) ? { jobFairId: lastPresenceJobFairId, boothId: null } : null;
};

const rowOf = (event: RecordedEvent<ReportEvent>) => {
  const scope = scopeOf(event);
  if (!scope) return null;
  return {
    position: String(event.position),
    transaction_id: String(parseCheckpoint(event.checkpoint)[0]),
    job_fair_id: scope.jobFairId,
    booth_id: scope.boothId,
    stream_id: event.streamId,
    type: event.type,
    at: event.metadata.at,
    actor_id: event.metadata.actorId,
    actor_role: event.metadata.actorRole,
    data: event.data,
  };
};

const insertAll = async (trx: Knex.Transaction, events: readonly RecordedEvent<ReportEvent>[]) => {
  const rows = events.map(rowOf).filter((row) => row !== null);
  // The position is the event's: a replayed event writes the same row again.
  await upsertRows(trx, 'report_timeline', ['position'], rows);
  return [];
};

/**
 * The report's timeline (spec 2 §2.1, docs/adr/report-as-of.md): a copy of every event a report figure is made of, kept by
 * fair, booth and time, so the report as of any moment folds one indexed range (docs/adr/report-as-of.md).
 * The report re-reads on demand, so it announces no change keys.
 */
export const reportTimelineProjector = defineProjector({
  name: 'reportTimeline',
  handles: REPORT_EVENT_TYPES,
  tables: ['report_timeline'],
  apply: (trx, event) => insertAll(trx, [event]),
  applyAll: insertAll,
});
