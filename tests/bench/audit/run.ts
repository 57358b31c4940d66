// npm run bench:audit: the event-history console over 1,000,000 indexed events. Fills audit_events (the
// read model of migration 200) with a fair-shaped log by SQL, then times and EXPLAINs the first and a deep
// page of every filter. Prints markdown for docs/benchmarks.md.
import { rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import knex from 'knex';
import type { AuditFilter } from '../../../domain/audit/audit-filter';
import { ensureDatabase, startEmbeddedPostgres } from '../../../infra/postgres/embedded';
import { migrateReadModels } from '../../../projections/migrations';
import { queryAuditEvents } from '../../../projections/queries/audit-events';

const EVENTS = Number(process.env.BENCH_AUDIT_EVENTS ?? 1_000_000);
const ORGANIZATIONS = 20;
const BOOTHS = 200;
const SEEKERS = 20_000;
const uuid = (kind: number, n: number) => `00000000-0000-4000-8${String(kind).padStart(3, '0')}-${String(n).padStart(12, '0')}`;

const fill = async (db: knex.Knex) => {
  // Round-robin over organizations, booths and seekers; 8 event types; one correlation per 4 events; one event a second.
  await db.raw(
    `INSERT INTO audit_events (position, event_id, stream_id, stream_category, revision, type, data, metadata, actor_id, actor_role,
       correlation_id, causation_id, at, organization_id, job_fair_id)
     SELECT g, gen_random_uuid(), s.stream, split_part(s.stream, '-', 1), g / 1000, t.type, jsonb_build_object('n', g),
       jsonb_build_object('correlationId', 'c' || (g / 4), 'causationId', null, 'actorId', a.actor, 'actorRole', 'Applicant', 'at', s.at),
       a.actor, 'Applicant', 'c' || (g / 4), null, s.at::timestamptz,
       ('00000000-0000-4000-8001-' || lpad((g % ${ORGANIZATIONS})::text, 12, '0'))::uuid,
       ('00000000-0000-4000-8002-' || lpad((g % ${ORGANIZATIONS})::text, 12, '0'))::uuid
     FROM generate_series(1, ${EVENTS}) g
     CROSS JOIN LATERAL (SELECT (ARRAY['QueueEntered','QueueLeft','InterviewOffered','InterviewEnded','UserPresenceChanged','RecruiterReleased','ChatMessagePosted','BoothVisited'])[1 + g % 8] AS type) t
     CROSS JOIN LATERAL (SELECT '00000000-0000-4000-8003-' || lpad((g % ${SEEKERS})::text, 12, '0') AS actor) a
     CROSS JOIN LATERAL (SELECT CASE WHEN g % 2 = 0 THEN 'queue-' || '00000000-0000-4000-8004-' || lpad((g % ${BOOTHS})::text, 12, '0')
                                     ELSE 'session-' || g / 10 END AS stream,
                                to_char(timestamp '2026-01-01' + g * interval '1 second', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at) s`,
  );
  await db.raw('ANALYZE audit_events');
};

const cases: [string, string, Partial<AuditFilter>][] = [
  ['none', 'primary key (position)', {}],
  ['stream', 'audit_events_by_stream', { stream: `queue-${uuid(4, 7)}` }],
  ['streamPrefix (a kind)', 'audit_events_by_category', { streamPrefix: 'queue-' }],
  ['streamPrefix (a booth)', 'audit_events_by_stream (range)', { streamPrefix: `queue-${uuid(4, 7).slice(0, 30)}` }],
  ['type', 'audit_events_by_type', { type: 'InterviewEnded' }],
  ['actorId', 'audit_events_by_actor', { actorId: uuid(3, 4242) }],
  ['organizationId', 'audit_events_by_organization', { organizationId: uuid(1, 3) }],
  ['jobFairId', 'audit_events_by_job_fair', { jobFairId: uuid(2, 3) }],
  ['correlationId', 'audit_events_by_correlation', { correlationId: 'c123456' }],
  ['from/to (a day, recent)', 'audit_events_by_time / position', { from: '2026-01-11T00:00:00Z', to: '2026-01-12T00:00:00Z' }],
  ['stream + actorId', 'audit_events_by_actor', { stream: `queue-${uuid(4, 42)}`, actorId: uuid(3, 42) }],
];

const timed = async (run: () => Promise<unknown>) => {
  const runs: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    await run();
    runs.push(performance.now() - started);
  }
  return runs.sort((a, b) => a - b)[2]!;
};

const main = async () => {
  const dataDir = `.data/bench-audit-${process.pid}`;
  const server = await startEmbeddedPostgres({ dataDir, persistent: false });
  const db = knex({ client: 'pg', connection: await ensureDatabase(server.url, 'bench_audit') });
  try {
    await migrateReadModels(db);
    const started = performance.now();
    await fill(db);
    console.log(`${EVENTS.toLocaleString('en')} events indexed in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
    console.log('| filter | index | first page (50), median ms | page after 10,000 events, median ms | plan of the first page |');
    console.log('| --- | --- | ---: | ---: | --- |');
    for (const [name, index, partial] of cases) {
      const filter: AuditFilter = { order: 'desc', ...partial };
      const first = await timed(() => queryAuditEvents(db, filter, { organizationId: null }, null, 50));
      const deep = await queryAuditEvents(db, filter, { organizationId: null }, null, 10_000);
      const cursor = deep.last === null ? null : { position: deep.last, order: filter.order };
      const later = await timed(() => queryAuditEvents(db, filter, { organizationId: null }, cursor, 50));
      const plan = await db.raw(`EXPLAIN ${queryPlanSql(db, filter)}`);
      const scan = (plan.rows as { 'QUERY PLAN': string }[]).map((row) => row['QUERY PLAN'].trim()).find((line) => /Scan/.test(line)) ?? '';
      console.log(
        `| ${name} | ${index} | ${first.toFixed(1)} | ${later.toFixed(1)} | \`${scan.replace(/\s+\(cost.*$/, '').replace(/^->\s*/, '')}\` |`,
      );
    }
  } finally {
    await db.destroy();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

/** The SQL of the first page, as queryAuditEvents builds it (knex's toString of the same builder). */
const queryPlanSql = (db: knex.Knex, filter: AuditFilter) => {
  const query = db('audit_events').select('position');
  if (filter.stream) query.where('stream_id', filter.stream);
  if (filter.streamPrefix) {
    const category = /^([a-z]+)-?$/.exec(filter.streamPrefix);
    if (category) query.where('stream_category', category[1]!);
    else query.whereLike('stream_id', `${filter.streamPrefix}%`);
  }
  for (const [field, column] of [
    ['type', 'type'],
    ['actorId', 'actor_id'],
    ['organizationId', 'organization_id'],
    ['jobFairId', 'job_fair_id'],
    ['correlationId', 'correlation_id'],
  ] as const)
    if (filter[field]) query.where(column, filter[field]);
  if (filter.from) query.where('at', '>=', filter.from);
  if (filter.to) query.where('at', '<=', filter.to);
  return query.orderBy('position', 'desc').limit(51).toQuery();
};

void main();
