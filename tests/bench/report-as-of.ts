// npm run bench:report-as-of: a booth's report as of a moment (docs/adr/report-as-of.md) over a booth of 10,000
// events, beside another booth of the same fair with as many, projected by the real reportTimeline
// projector into real Postgres. Prints markdown for docs/benchmarks.md; asserts nothing.
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import knex from 'knex';
import type { DomainEvent } from '../../domain/events';
import { formatCheckpoint, type RecordedEvent } from '../../domain/shared/event';
import { ensureDatabase, startEmbeddedPostgres } from '../../infra/postgres/embedded';
import { migrateReadModels } from '../../projections/migrations/index';
import { reportTimelineProjector } from '../../projections/projectors/report-timeline';
import { boothReportAsOf, traceBoothMetric } from '../../projections/queries/report-as-of';
import { formatMs, markdownTable, summarise, type Sample } from './measure';

const SEEKERS_PER_BOOTH = 2_000; // per seeker: sign-in, visit, queue entry; half interviewed (offer, start, review), half leave a resume
const RUNS = 20;
const START = Date.UTC(2026, 10, 23, 14, 0);
const jobFairId = randomUUID();
const organizationId = randomUUID();

let position = 0n;
const recorded = (type: string, data: Record<string, unknown>, actorId: string, minute: number): RecordedEvent<DomainEvent> => {
  position += 1n;
  const at = new Date(START + minute * 60_000).toISOString();
  return {
    type,
    data: { ...data, jobFairId, organizationId },
    id: randomUUID(),
    streamId: `bench-${position}`,
    revision: 0n,
    position,
    checkpoint: formatCheckpoint(position, position),
    metadata: { correlationId: randomUUID(), causationId: null, actorId, actorRole: null, at },
  } as unknown as RecordedEvent<DomainEvent>;
};

/** One booth's day: 10,000 events over six hours, in the order a fair makes them. */
const boothDay = (boothId: string): RecordedEvent<DomainEvent>[] => {
  const recruiterId = randomUUID();
  const events: RecordedEvent<DomainEvent>[] = [];
  for (let seeker = 0; seeker < SEEKERS_PER_BOOTH; seeker += 1) {
    const userId = randomUUID();
    const minute = Math.floor((seeker / SEEKERS_PER_BOOTH) * 360);
    const ids = { boothId, queueId: boothId };
    events.push(
      recorded('UserPresenceChanged', { userId, presenceStatus: 'LOGGED_IN', lastPresenceJobFairId: jobFairId }, userId, minute),
      recorded('BoothVisited', { ...ids, jobSeekerId: userId, visitedAt: '' }, userId, minute),
      recorded('QueueEntered', { ...ids, seekerId: userId, entryId: randomUUID(), answers: [], enteredAt: '' }, userId, minute),
    );
    if (seeker % 2 === 0) {
      const session = { ...ids, sessionId: randomUUID(), candidateId: userId, recruiterId };
      const offeredAt = new Date(START + minute * 60_000).toISOString();
      events.push(
        recorded('InterviewOffered', { ...session, offeredAt }, recruiterId, minute),
        recorded('InterviewStarted', { ...session, interviewStartedAt: offeredAt }, userId, minute),
        recorded(
          'ReviewSaved',
          { ...ids, interviewSessionId: session.sessionId, ratedBy: recruiterId, rating: 4, notes: 'Good', savedAt: offeredAt },
          recruiterId,
          minute,
        ),
      );
    } else {
      const savedAt = new Date(START + minute * 60_000).toISOString();
      events.push(
        recorded(
          'BoothResumeSaved',
          { ...ids, id: randomUUID(), jobSeekerId: userId, fileName: 'cv.pdf', jobTitle: 'Engineer', notes: '', savedAt },
          userId,
          minute,
        ),
      );
    }
  }
  return events;
};

const time = async (run: () => Promise<unknown>): Promise<Sample> => {
  await run(); // warm
  const latenciesMs: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const started = performance.now();
    await run();
    latenciesMs.push(performance.now() - started);
  }
  return { seconds: latenciesMs.reduce((total, ms) => total + ms, 0) / 1000, latenciesMs };
};

const main = async () => {
  const dataDir = `.data/bench-as-of-${process.pid}`;
  const server = await startEmbeddedPostgres({ dataDir, persistent: false });
  const db = knex({ client: 'pg', connection: await ensureDatabase(server.url, 'bench_as_of'), pool: { min: 0, max: 4 } });
  try {
    await migrateReadModels(db);
    const [boothId, otherBoothId] = [randomUUID(), randomUUID()];
    const booth = boothDay(boothId);
    const other = boothDay(otherBoothId);
    for (let index = 0; index < booth.length; index += 1_000)
      await db.transaction(async (trx) => {
        await reportTimelineProjector.applyAll!(trx, booth.slice(index, index + 1_000));
        await reportTimelineProjector.applyAll!(trx, other.slice(index, index + 1_000));
      });
    await db.raw('ANALYZE report_timeline');
    const end = new Date(START + 361 * 60_000);
    const middle = new Date(START + 180 * 60_000);
    const rows: string[][] = [];
    for (const [label, run] of [
      ['as of the end (all 10,000 events)', () => boothReportAsOf(db, jobFairId, boothId, end)],
      ['as of the middle (≈ 5,000 events)', () => boothReportAsOf(db, jobFairId, boothId, middle)],
      ["trace of 'Applicant Logins' at the end", () => traceBoothMetric(db, jobFairId, boothId, 'jobSeekerLogins', {}, end)],
    ] as const) {
      const stats = summarise([await time(run)]);
      rows.push([label, formatMs(stats.p50Ms), formatMs(stats.p95Ms), formatMs(stats.p99Ms)]);
    }
    console.log(
      `Booth of ${booth.length.toLocaleString('en-US')} events, another of ${other.length.toLocaleString('en-US')} in the same fair, ${RUNS} runs each:\n`,
    );
    console.log(markdownTable(['query', 'p50 ms', 'p95 ms', 'p99 ms'], rows));
  } finally {
    await db.destroy();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
