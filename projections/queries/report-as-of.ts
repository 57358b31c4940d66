import type { Knex } from 'knex';
import { CLOSING_SESSION_MS, jobFairEnd, jobFairStart } from '../../domain/jobfair/time-status';
import type { BoothReportAsOfView, MetricTraceView, ReportPeriodView } from '../../domain/report/report-as-of-view';
import {
  boothMetricsOf,
  conversationsOf,
  foldReportHistory,
  registeredOf,
  resumesOf,
  traceOf,
  type ReportHistory,
  type ReportTimelineEvent,
  type TraceableMetric,
  type TraceSubject,
} from '../../domain/report/report-history';
import { findJobFair } from './jobfairs';
import type { UserRow } from './rows';

/** A report's scope: a fair, or one booth of it (with the fair's own events, the applicants signing in). */
export type ReportScope = Readonly<{ jobFairId: string; boothId?: string }>;

type TimelineRow = Readonly<{
  position: string;
  stream_id: string;
  type: ReportTimelineEvent['type'];
  at: Date;
  actor_id: string | null;
  actor_role: string | null;
  data: ReportTimelineEvent['data'];
}>;

const scoped = (db: Knex, scope: ReportScope) => {
  const query = db('report_timeline').where('job_fair_id', scope.jobFairId);
  // The booth's rows and the fair's own (booth_id null): two ranges of the scope index.
  if (scope.boothId) query.andWhereRaw('(booth_id = ? OR booth_id IS NULL)', [scope.boothId]);
  return query;
};

/** The events of a scope decided at or before `at`, in log order. */
export const reportTimeline = async (db: Knex, scope: ReportScope, at: Date): Promise<ReportTimelineEvent[]> => {
  const rows = await scoped(db, scope)
    .andWhere('at', '<=', at)
    .orderBy([{ column: 'transaction_id' }, { column: 'position' }])
    .select<TimelineRow[]>('position', 'stream_id', 'type', 'at', 'actor_id', 'actor_role', 'data');
  return rows.map(
    (row) =>
      ({
        type: row.type,
        data: row.data,
        position: String(row.position),
        streamId: row.stream_id,
        at: row.at.toISOString(),
        actorId: row.actor_id,
        actorRole: row.actor_role,
      }) as ReportTimelineEvent,
  );
};

export type ReportAsOf = Readonly<{
  history: ReportHistory;
  events: readonly ReportTimelineEvent[];
  asOf: { at: string; position: string | null };
}>;

/**
 * The as-of engine (docs/adr/report-as-of.md): a scope's report history as it stood at
 * `at`, folded from its events up to that moment. A fair-wide report passes no booth and reads each booth's figures.
 */
export const reportAsOf = async (db: Knex, scope: ReportScope, at: Date): Promise<ReportAsOf> => {
  const events = await reportTimeline(db, scope, at);
  return {
    events,
    history: foldReportHistory(scope.jobFairId, events),
    asOf: { at: at.toISOString(), position: events.at(-1)?.position ?? null },
  };
};

type Person = Pick<UserRow, 'id' | 'first_name' | 'last_name' | 'email' | 'roles' | 'removed_at'>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The people named by ids, one round trip; an actor that is no user ('server', a system id) is simply not found. */
const peopleOf = async (db: Knex, ids: Iterable<string>): Promise<Map<string, Person>> => {
  const unique = [...new Set(ids)].filter((id) => UUID.test(id));
  const rows =
    unique.length === 0
      ? []
      : await db<UserRow>('users').whereIn('id', unique).select('id', 'first_name', 'last_name', 'email', 'roles', 'removed_at');
  return new Map(rows.map((row) => [row.id, row]));
};
const nameOf = (person: Person | undefined) => (person ? `${person.first_name} ${person.last_name}` : null);
/** As the live count does, the Applicant role is the user's now (docs/metrics.md). */
export const applicantsAmong = async (db: Knex, history: ReportHistory) => {
  const people = await peopleOf(db, history.logins.keys());
  return (userId: string) => people.get(userId)?.roles.includes('Applicant') ?? false;
};

/** The fair's 'Registered Jobseekers' as it stood: as the live count, only seekers still applicants and not removed. */
export const registeredJobseekersAmong = async (db: Knex, history: ReportHistory): Promise<number> => {
  const registered = registeredOf(history);
  const people = await peopleOf(db, registered);
  return [...registered].filter((userId) => {
    const person = people.get(userId);
    return person !== undefined && person.removed_at === null && person.roles.includes('Applicant');
  }).length;
};

/** A booth's report as it stood at `at`: the metrics card, 'No. of Interviews', the Conversations and Resumes tabs. */
export const boothReportAsOf = async (db: Knex, jobFairId: string, boothId: string, at: Date): Promise<BoothReportAsOfView> => {
  const { history, asOf } = await reportAsOf(db, { jobFairId, boothId }, at);
  const conversations = conversationsOf(history, boothId);
  const resumes = resumesOf(history, boothId);
  const [isApplicant, people] = await Promise.all([
    applicantsAmong(db, history),
    peopleOf(db, [...conversations.flatMap((row) => [row.candidateId, row.recruiterId]), ...resumes.map((row) => row.jobSeekerId)]),
  ]);
  return {
    asOf,
    metrics: boothMetricsOf(history, boothId, isApplicant),
    conversations: conversations.map((row) => ({
      ...row,
      candidateName: nameOf(people.get(row.candidateId)),
      candidateEmail: people.get(row.candidateId)?.email ?? null,
      recruiterName: nameOf(people.get(row.recruiterId)),
    })),
    resumes: resumes.map((row) => ({
      ...row,
      firstName: people.get(row.jobSeekerId)?.first_name ?? null,
      lastName: people.get(row.jobSeekerId)?.last_name ?? null,
    })),
  };
};

/** The events behind one figure of a booth's report at `at` (docs/adr/report-as-of.md), oldest first, with who did each. */
export const traceBoothMetric = async (
  db: Knex,
  jobFairId: string,
  boothId: string,
  metric: TraceableMetric,
  subject: TraceSubject,
  at: Date,
): Promise<MetricTraceView> => {
  const { history, asOf } = await reportAsOf(db, { jobFairId, boothId }, at);
  const events = traceOf(history, boothId, metric, subject, await applicantsAmong(db, history));
  const actors = await peopleOf(
    db,
    events.flatMap((event) => (event.actorId ? [event.actorId] : [])),
  );
  return {
    metric,
    asOf,
    events: events.map((event) => ({
      position: event.position,
      type: event.type,
      at: event.at,
      streamId: event.streamId,
      actorId: event.actorId,
      actorRole: event.actorRole,
      actorName: event.actorId ? nameOf(actors.get(event.actorId)) : null,
    })),
  };
};

/**
 * The span of a report's time control, or null for a fair the read model does not hold: from the fair's start
 * (or its first event, if earlier) to now, or, once the closing session is over, to the later of its end and
 * the last event (a rating saved after the fair).
 */
export const reportPeriod = async (db: Knex, scope: ReportScope, now: Date): Promise<ReportPeriodView | null> => {
  const fair = await findJobFair(db, scope.jobFairId);
  if (!fair) return null;
  const span = await scoped(db, scope)
    .select<{ first: Date | null; last: Date | null }[]>(db.raw('min(at) AS first, max(at) AS last'))
    .first();
  const start = jobFairStart(fair).getTime();
  const closed = jobFairEnd(fair).getTime() + CLOSING_SESSION_MS;
  const from = Math.min(start, span?.first?.getTime() ?? start);
  const to = now.getTime() < closed ? now.getTime() : Math.max(closed, span?.last?.getTime() ?? closed);
  return { from: new Date(from).toISOString(), to: new Date(Math.max(from, to)).toISOString() };
};
