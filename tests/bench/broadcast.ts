// npm run bench:broadcast: one broadcast to 10,000 job seekers (docs/messages.md, docs/benchmarks.md). Prints
// the events appended, the time to read the audience and append, to project the receipts, and to push the
// message to every subscribed websocket. BENCH_RECIPIENTS (default 10000) sets the audience and the sockets.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import knex from 'knex';
import pg from 'pg';
import pino from 'pino';
import type { Principal } from '../../domain/auth/roles';
import { fairTopic, parseTopic } from '../../domain/message/message-topic';
import type { IdentityProvider } from '../../domain/ports/identity';
import { createCommandRunner } from '../../command-api/application/command-runner';
import { broadcastMessage } from '../../command-api/application/messages/post-message';
import { topicAudience } from '../../command-api/application/messages/topic-audience';
import { createGateway } from '../../gateway/gateway';
import { getAuditorGrant } from '../../projections/queries/auditors';
import { createSubscriptionCatalog } from '../../gateway/subscriptions/catalog';
import { createInProcessChangeBus } from '../../infra/bus/in-process-change-bus';
import { createInProcessSignalBus } from '../../infra/bus/in-process-signal-bus';
import { createPostgresEventStore } from '../../infra/event-store/postgres-event-store';
import { ensureDatabase, startEmbeddedPostgres } from '../../infra/postgres/embedded';
import { migrateReadModels } from '../../projections/migrations';
import { projectors } from '../../projections/projectors';
import { findJobFair } from '../../projections/queries/jobfairs';
import { createProjectionRunner } from '../../projections/runner';
import { createRunningFair, RUNNING } from '../support/running-fair';
import { startSocketClients } from './broadcast/socket-client-process';
import { formatMs, markdownTable } from './measure';

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 10_000);
/** Resident memory after a collection when node runs with --expose-gc (npm run bench:broadcast does). */
const rss = () => {
  globalThis.gc?.();
  return process.memoryUsage().rss;
};
/** The one machine clock both processes read. */
const clockMs = () => performance.timeOrigin + performance.now();
const jobFairId = randomUUID();
const organizationId = randomUUID();
const adminId = randomUUID();
const now = () => new Date(RUNNING);

const main = async () => {
  const loadBefore = loadavg()[0]!.toFixed(2);
  const dataDir = `.data/bench-broadcast-${randomUUID().slice(0, 8)}`;
  const server = await startEmbeddedPostgres({ dataDir, persistent: false });
  const cleanups: (() => Promise<unknown>)[] = [];
  try {
    const url = await ensureDatabase(server.url, 'bench_broadcast');
    const db = knex({ client: 'pg', connection: url, pool: { min: 0, max: 10 } });
    const pool = new pg.Pool({ connectionString: url, max: 6 });
    await migrateReadModels(db);
    const store = await createPostgresEventStore(pool, { pollIntervalMs: 50 });
    const bus = createInProcessChangeBus();
    const runner = createProjectionRunner({ db, store, bus, projectors });
    await runner.start();
    cleanups.push(
      () => runner.stop(),
      () => store.close(),
      () => bus.close(),
      () => pool.end(),
      () => db.destroy(),
    );

    // The fair through its events; the job seekers straight into the users and presence read models the
    // audience is read from (the audience's own making is not what is measured).
    await createRunningFair(store, { jobFairId, organizationId, name: 'Bench fair' });
    while (!(await findJobFair(db, jobFairId))?.isActivated) await new Promise((resolve) => setTimeout(resolve, 50));
    const seekers = Array.from({ length: RECIPIENTS }, () => randomUUID());
    for (let i = 0; i < seekers.length; i += 1000) {
      const batch = seekers.slice(i, i + 1000);
      await db('users').insert(
        batch.map((id, n) => ({
          id,
          email: `s${i + n}@bench.test`,
          first_name: 'Bench',
          last_name: 'Seeker',
          roles: JSON.stringify(['Applicant']),
          registered_at: RUNNING,
          revision: 0,
        })),
      );
      await db('user_presence').insert(
        batch.map((id) => ({
          user_id: id,
          presence_status: 'LOGGED_IN',
          last_presence_job_fair_id: jobFairId,
          changed_at: RUNNING,
          revision: 0,
        })),
      );
    }

    // The real gateway on a real HTTP server; tokens are the users' ids (the identity port is not what is measured).
    const identity = {
      verifyAccessToken: async (token: string): Promise<Principal & { sessionId: string }> => ({
        userId: token,
        email: `${token}@bench.test`,
        firstName: 'Bench',
        lastName: 'Seeker',
        roles: ['Applicant'],
        organizationId: null,
        sessionId: token,
      }),
    } as unknown as IdentityProvider;
    const http = createServer();
    await new Promise<void>((resolve) => http.listen({ port: 0, host: '127.0.0.1', backlog: 4096 }, resolve));
    const signals = createInProcessSignalBus();
    const gateway = createGateway({
      server: http,
      identity,
      bus,
      catalog: createSubscriptionCatalog(db, now),
      findInterviewSession: async () => null,
      signals,
      logger: pino({ level: 'silent' }),
      headCheckpoint: async () => runner.status()[0]!.checkpoint,
      auditorGrant: (userId) => getAuditorGrant(db, userId),
      now,
      maxBufferedBytes: 16 * 1024 * 1024,
    });
    cleanups.unshift(
      () => gateway.close(),
      () => new Promise((resolve) => http.close(resolve)),
      () => signals.close(),
    );

    const topicId = fairTopic(jobFairId, 'Applicant');
    const address = `ws://127.0.0.1:${(http.address() as AddressInfo).port}/ws`;
    const rssBeforeSockets = rss();
    const clients = startSocketClients();
    cleanups.unshift(() => clients.close());
    const connected = await clients.connect(address, topicId, seekers);
    const rssWithSockets = rss();

    const eventsBefore = Number((await pool.query(`SELECT count(*) AS n FROM ${store.names.events}`)).rows[0].n);
    const fair = (await findJobFair(db, jobFairId))!;
    const topic = parseTopic(topicId)!;
    const audienceStarted = performance.now();
    const audience = await topicAudience(db, fair, topic);
    const audienceMs = performance.now() - audienceStarted;

    const deps = { run: createCommandRunner({ store, newId: randomUUID }), store, db, newId: randomUUID, log: console };
    const context = { correlationId: randomUUID(), causationId: null, actorId: adminId, actorRole: 'Admin', now: now() };
    const sentAt = clockMs();
    const posted = await broadcastMessage(deps, context, { fair, topic, message: 'Doors open in five minutes', createdBy: adminId });
    const appendedMs = clockMs() - sentAt;
    await runner.waitFor(posted.checkpoint!, 120_000);
    const projectedMs = clockMs() - sentAt;
    const arrivals = (await clients.arrivals(connected.sockets)).map((at) => at - sentAt);
    const rssAfterBroadcast = rss();
    const eventsAfter = Number((await pool.query(`SELECT count(*) AS n FROM ${store.names.events}`)).rows[0].n);
    const size = Number(
      (await pool.query(`SELECT octet_length(data::text) AS n FROM ${store.names.events} ORDER BY position DESC LIMIT 1`)).rows[0].n,
    );
    const receipts = Number((await db('message_receipts').where({ message_id: posted.messageId }).count({ n: '*' }))[0]!.n);
    const sorted = [...arrivals].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

    const mib = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MiB`;
    console.log(
      `\nOne broadcast to ${RECIPIENTS.toLocaleString('en-US')} job seekers (${connected.sockets.toLocaleString('en-US')} subscribed websockets, ${connected.failed} failed, connected in ${formatMs(connected.ms)} ms; load average ${loadBefore} before, ${loadavg()[0]!.toFixed(2)} after, on ${cpus().length} cores)\n`,
    );
    console.log(
      markdownTable(
        ['measure', 'value (ms unless said)'],
        [
          ['events appended', String(eventsAfter - eventsBefore)],
          ['receipts written', receipts.toLocaleString('en-US')],
          ['event size (data)', `${Math.round(size / 1024)} KiB`],
          ['audience read (once, in the service)', formatMs(audienceMs)],
          [`audience read + append (${audience.length.toLocaleString('en-US')} ids)`, formatMs(appendedMs)],
          ['sent → receipts projected', formatMs(projectedMs)],
          ['sent → first socket has the push', formatMs(sorted[0]!)],
          ['sent → half of the sockets', formatMs(at(0.5))],
          ['sent → 99 % of the sockets', formatMs(at(0.99))],
          ['sent → every socket', formatMs(sorted.at(-1)!)],
          ['server RSS before the sockets', mib(rssBeforeSockets)],
          ['server RSS with every socket subscribed', mib(rssWithSockets)],
          ['server RSS after the broadcast', mib(rssAfterBroadcast)],
          ['client process RSS (its websockets)', mib(connected.rss)],
        ],
      ),
    );
  } finally {
    for (const cleanup of cleanups) await cleanup().catch(() => undefined);
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
