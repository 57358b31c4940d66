import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import knex, { type Knex } from 'knex';
import pg from 'pg';
import type { Logger } from 'pino';
import { Registry, collectDefaultMetrics, type Gauge } from 'prom-client';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../domain/ports/clock';
import { earliestCheckpoint, START } from '../domain/shared/event';
import { buildApi } from '../command-api/app';
import { auditTailRecorder } from '../command-api/application/audit/record-audit-tail';
import { createGateway, type Gateway } from '../gateway/gateway';
import { getAuditorGrant } from '../projections/queries/auditors';
import { createSubscriptionCatalog } from '../gateway/subscriptions/catalog';
import { fairReadsFollowing } from '../projections/queries/fair-reads';
import { interviewSessionsFrom } from '../gateway/signalling';
import { migrateReadModels } from '../projections/migrations/index';
import { projectors } from '../projections/projectors/index';
import type { ProjectionRunner } from '../projections/runner';
import { planNamedOnce } from '../projections/queries/plan-once';
import { createWorkerProjectionRunner } from './projections/worker-runner';
import { createLeasedRunner } from './projections/leased-runner';
import { createLease } from './roles/lease';
import { ALL_ROLES, describeRoles, runsEveryRole, type Roles } from './roles/roles';
import { heapGrowingPercent, limitHeapGrowth } from './heap-growth';
import { StartFailure } from './start-failure';
import { metricsSettingsFrom, startMetricsServer, type MetricsSettings } from './operations/metrics-server';
import { trustProxyFrom, type TrustProxy } from './operations/trust-proxy';
import { createLogger } from './operations/logger';
import { assertProductionSettings } from './production-settings';
import { takeStartUpLock } from './postgres/start-up-lock';
import { busesFromEnv } from './bus/buses-from-env';
import { systemClock } from './clock/system-clock';
import { eventStoreFromEnv } from './event-store/event-store-from-env';
import type { EventStore } from '../domain/ports/event-store';
import { documentConverterFromEnv } from './documents/document-converter-from-env';
import { fileStorageFromEnv } from './files/file-storage-from-env';
import { identityFromEnv } from './identity/identity-from-env';
import { mailFromEnv } from './mail/mail-from-env';
import { smsFromEnv } from './sms/sms-from-env';
import { createAltchaRobotCheck } from './robot-check/altcha-robot-check';
import { platformSecret } from './platform-secret';
import { serveWebClient } from './web-client';
import { paymentsFromEnv } from './payments/payments-from-env';
import type { IdentityProvider } from '../domain/ports/identity';
import type { ChangeBus } from '../domain/ports/change-bus';
import { keepDemoFairRunning, seedDemoData } from './seed/demo-data';
import { createInterviewMatcher, type InterviewMatcher } from '../command-api/application/workflows/interview-matcher';
import { videoRoomsFromEnv } from './video/video-rooms-from-env';
import { createConnectionRegistry, type ConnectionRegistry } from './presence/connection-registry';
import { createQueueGrace, type QueueGrace } from '../command-api/application/workflows/queue-grace';
import { createQueueRepair, type QueueRepair } from '../command-api/application/workflows/queue-repair';
import { QUEUE_CONNECTION_GRACE_MS } from '../domain/queue/connection-grace';
import { sessionEndedKey } from '../projections/queries/change-keys';
import { enabledTemplatesFor } from '../projections/queries/notification-templates';
import {
  createNotificationDelivery,
  type NotificationDelivery,
} from '../command-api/application/workflows/notification-delivery/notification-delivery';

export type PlatformOptions = Readonly<{
  databaseUrl: string;
  /** 0 picks a free port (tests). */
  port: number;
  host?: string;
  /** The built web client (dist/web); served with a fallback to index.html for client routes. */
  webDir?: string;
  filesDir?: string;
  /** The demo data (infra/seed/); never in a production start. */
  seed?: boolean;
  /**
   * A production start (NODE_ENV=production): refused while a required setting is missing or still has a
   * development value (infra/production-settings.ts), so no stand-in runs, and never seeded.
   */
  production?: boolean;
  clock?: Clock;
  logger?: Logger;
  /** LISTEN/NOTIFY instead of the in-process emitter (change notices and WebRTC signals), for several processes sharing one database. */
  sharedBus?: boolean;
  /** Presence across gateway processes: heartbeat interval, and silence after which a process counts as dead. */
  presence?: Readonly<{ heartbeatMs?: number; staleAfterMs?: number }>;
  /** How often the gateway pings each socket (two silent intervals end it); 30 s unless a test shortens it. */
  gatewayHeartbeatMs?: number;
  /**
   * How long a command's answer waits for its read models before it answers from them as they stand; 5 s
   * unless a test lengthens it (on a loaded test machine the read models may lag longer than an answer should wait).
   */
  readYourWritesTimeoutMs?: number;
  /** Queue place kept after the last websocket closes; QUEUE_CONNECTION_GRACE_MS unless a test shortens it. */
  queueConnectionGraceMs?: number;
  /** The platform's own domain, whose subdomains are sponsor sites; PLATFORM_DOMAIN or 'localhost' when absent. */
  platformDomain?: string;
  /** How often the notification delivery looks for work (the log, due timers, queued sends). */
  notificationDeliveryIntervalMs?: number;
  /** How often half-done queue flows are looked for (also once at start), and how old they must be. */
  queueRepair?: Readonly<{ intervalMs?: number; settleMs?: number }>;
  /**
   * The parts this process runs (infra/roles/roles.ts); all by default. With `sharedBus`, the projection
   * runner and the process managers run in one process of the deployment at a time, under leases.
   */
  roles?: Roles;
  /**
   * The video adapter's settings (VONAGE_*, TURN_*, VIDEO_TOKEN_SECRET); process.env unless a test gives its own:
   * end-to-end files share a process, so a test must not set them in process.env.
   */
  videoSettings?: NodeJS.ProcessEnv;
  /** Who may scrape /metrics and where; METRICS_TOKEN and METRICS_PORT when absent (infra/operations/metrics-server.ts). */
  metrics?: MetricsSettings;
  /** Whose X-Forwarded-* headers are believed; TRUST_PROXY when absent (infra/operations/trust-proxy.ts). */
  trustProxy?: TrustProxy;
}>;

export type Platform = Readonly<{
  url: string;
  /** Where /metrics answers when it has a port of its own (METRICS_PORT); null when it is on `url`. */
  metricsUrl: string | null;
  app: FastifyInstance;
  db: Knex;
  store: EventStore;
  runner: ProjectionRunner;
  identity: IdentityProvider;
  /** Null in a process without the gateway role. */
  gateway: Gateway | null;
  presence: ConnectionRegistry;
  interviewMatcher: InterviewMatcher;
  queueGrace: QueueGrace;
  queueRepair: QueueRepair;
  /** Templates sent on events and on time; tests run a pass after moving the clock. */
  notificationDelivery: NotificationDelivery;
  /** Change notices after each projection commit; the fair benchmark times pushes from them. */
  bus: ChangeBus;
  seeded: 'seeded' | 'present' | 'skipped';
  close: () => Promise<void>;
}>;

const READ_YOUR_WRITES_TIMEOUT_MS = 5_000;

/** The composition root of one process: every port gets its embedded-default adapter here. */
export const startPlatform = async (options: PlatformOptions): Promise<Platform> => {
  // Processes starting at once on one database take turns through the schema steps (migrations, adapters' tables, seed).
  const startUp = await takeStartUpLock(options.databaseUrl);
  try {
    return await composePlatform(options, startUp.release);
  } finally {
    await startUp.release();
  }
};

const composePlatform = async (options: PlatformOptions, startedUp: () => Promise<void>): Promise<Platform> => {
  limitHeapGrowth(heapGrowingPercent(process.env));
  const logger = options.logger ?? createLogger();
  if (options.production) assertProductionSettings(process.env);
  const roles = options.roles ?? ALL_ROLES;
  // Parts in other processes reach this one only through Postgres (change notices, signals, leases).
  if (!runsEveryRole(roles) && !options.sharedBus)
    throw new StartFailure(
      `ROLE=${describeRoles(roles)} runs part of the platform: set BUS=postgres (or KAFKA_BROKERS) so the parts in other processes hear it.`,
    );
  if (options.roles) logger.info({ roles: describeRoles(roles) }, 'roles of this process');
  const metricsSettings = options.metrics ?? metricsSettingsFrom(process.env);
  const trustProxy = options.trustProxy ?? trustProxyFrom(process.env.TRUST_PROXY);
  const leaseLog = (message: string, details?: Record<string, unknown>) => logger.info(details ?? {}, message);
  const clock = options.clock ?? systemClock;
  const newId = () => randomUUID();
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 20 });
  // An idle client losing its connection (Postgres restarting or stopping first on Ctrl-C) must not crash the process.
  pool.on('error', (error) => logger.warn({ reason: error.message }, 'idle database connection lost'));
  // Bulkheads: the API's requests, the gateway's pushes and the process managers each read through a pool of
  // their own. One shared pool queued a command's session check and the matcher's next call behind hundreds of
  // push reloads (docs/benchmarks.md "What keeps the fair cheap").
  const readPool = (max: number) =>
    knex({ client: 'pg', connection: options.databaseUrl, pool: { min: 0, max, afterCreate: planNamedOnce } });
  const db = readPool(10);
  const gatewayDb = readPool(10);
  const processManagerDb = readPool(8);

  await migrateReadModels(db);
  // After-commit NOTIFY keeps group commit under concurrent appends (docs/benchmarks.md); the poll covers a lost notice.
  const store = await eventStoreFromEnv(pool);
  // This process among the gateways sharing the database (presence rows, its own signals).
  const processId = newId();
  const { bus, signals } = await busesFromEnv({ pool, shared: Boolean(options.sharedBus), processId, logger });
  // On a worker thread with connections of its own (one per projector): its transactions hold back every
  // reader's view of the log until they end, so they must not wait for the API's event loop or pool.
  const projectorNames = projectors.map((projector) => projector.name);
  const workerRunner = createWorkerProjectionRunner({
    databaseUrl: options.databaseUrl,
    bus,
    logger: logger.child({ part: 'projections' }),
    projectorNames,
  });
  // Sharing the database, one process projects at a time; the others wait on the lease and read committed
  // checkpoints. Alone (in-process bus), this process is the whole deployment and holds the lease shared:
  // it always projects, yet `projections:rebuild` (which needs the lease to itself) cannot run beside it,
  // and a start during a rebuild waits for it before following the log.
  const runner = createLeasedRunner({
    runner: workerRunner,
    projects: roles.has('projector'),
    shared: !options.sharedBus,
    db,
    databaseUrl: options.databaseUrl,
    projectorNames,
    log: leaseLog,
  });
  // Mail stays on this machine (an outbox table plus the log) unless SMTP_URL selects SMTP; SMS likewise (SMS_PROVIDER).
  const { mail, outbox: mailOutbox, close: closeMail } = await mailFromEnv({ db, clock, newId, logger: logger.child({ part: 'mail' }) });
  const sms = await smsFromEnv({ db, clock, newId, logger: logger.child({ part: 'sms' }) });
  const robotCheck = createAltchaRobotCheck({ secret: await platformSecret(db, 'robot-check', process.env.ROBOT_CHECK_SECRET), clock });
  // IDENTITY=keycloak puts Keycloak behind the identity port (README "Keycloak"); built-in otherwise.
  const { identity, clientConfig: identityClientConfig } = await identityFromEnv(process.env, { db, clock, newId, mail });
  // Local disk with signed /files links unless S3_BUCKET selects S3 (docs/deploy.md).
  const fileStorage = await fileStorageFromEnv({
    rootDir: options.filesDir ?? '.data/files',
    secret: () => platformSecret(db, 'file-links', process.env.FILE_LINK_SECRET),
    clock,
  });
  const payments = await paymentsFromEnv(db, clock);
  // Embedded WebRTC (signalling through the gateway, TURN relay when TURN_URLS + TURN_SECRET are set) unless VONAGE_APPLICATION_ID + VONAGE_PRIVATE_KEY select Vonage Video.
  const { videoRooms } = await videoRoomsFromEnv(db, clock, options.videoSettings ?? process.env);

  const seeded =
    options.seed && !options.production && roles.has('api')
      ? await seedDemoData({ store, identity, files: fileStorage, clock, newId })
      : 'skipped';
  if (seeded === 'present') await keepDemoFairRunning({ store, identity, files: fileStorage, clock, newId });
  await startedUp();
  await runner.start();

  const graceMs = options.queueConnectionGraceMs ?? QUEUE_CONNECTION_GRACE_MS;
  // Presence follows the websockets of every gateway process sharing this database (infra/presence).
  const presence = createConnectionRegistry({
    db: gatewayDb,
    store,
    clock,
    newId,
    logger: logger.child({ part: 'presence' }),
    processId,
    ...options.presence,
  });
  if (roles.has('gateway')) await presence.start();

  const metrics = new Registry();
  collectDefaultMetrics({ register: metrics });
  // The gateway needs the API's HTTP server, so it is created after the API and bound here late.
  let gateway: Gateway | undefined;
  // The platform's own domain: sponsor sites are its subdomains (spec 3 §2.3), for the API and the web client alike.
  const platformDomain = options.platformDomain ?? (process.env.PLATFORM_DOMAIN?.trim().toLowerCase() || 'localhost');
  const app = await buildApi({
    eventStore: store,
    identity,
    fileStorage,
    db,
    // Each command of a fair checks the fair: kept until its change notice, not read per request.
    fairs: fairReadsFollowing(bus, db),
    clock,
    newId,
    logger,
    metrics,
    awaitProjection: (checkpoint, only) => runner.waitFor(checkpoint, options.readYourWritesTimeoutMs ?? READ_YOUR_WRITES_TIMEOUT_MS, only),
    readiness: async () => {
      await db.raw('select 1');
      return true;
    },
    projectionStatus: () => runner.status(),
    payments,
    mailOutbox,
    robotCheck,
    identityClientConfig,
    videoRooms,
    metricsToken: metricsSettings.token,
    metricsOnOwnPort: metricsSettings.port !== undefined,
    trustProxy,
    // A signed-out session's tokens stop working for REST at once; its open sockets close with 4401 too.
    // Through the bus, so the session's sockets on every gateway process close (START: no read model moved).
    onSignedOut: ({ sessionId }) => {
      gateway?.disconnectSession(sessionId);
      void bus
        .publish({ model: 'sessions', keys: [sessionEndedKey(sessionId)], checkpoint: START })
        .catch((error) => logger.warn({ err: error }, 'sign-out notice not published'));
    },
    queueConnectionGraceMs: graceMs,
    platformDomain,
    documentConverter: documentConverterFromEnv(),
    // A process without the api role answers only its health, readiness and metrics.
    apiRoutes: roles.has('api'),
  });
  if (roles.has('api') && options.webDir && existsSync(resolve(options.webDir, 'index.html')))
    await serveWebClient(app, resolve(options.webDir), platformDomain);

  const connections = metrics.getSingleMetric('ws_connections') as Gauge;
  gateway = !roles.has('gateway')
    ? undefined
    : createGateway({
        server: app.server,
        identity,
        bus,
        catalog: createSubscriptionCatalog(gatewayDb, () => clock.now(), {
          recordAuditTail: auditTailRecorder({ store, db: gatewayDb, clock, newId, log: logger.child({ part: 'audit' }) }),
          fairs: fairReadsFollowing(bus, gatewayDb),
        }),
        findInterviewSession: interviewSessionsFrom(gatewayDb),
        signals,
        logger: logger.child({ part: 'gateway' }),
        // Rows pushed before any notice are labelled with the checkpoint every read model has reached.
        headCheckpoint: async () => earliestCheckpoint(runner.status().map((s) => s.checkpoint)),
        metrics: { setConnections: (count) => connections.set(count) },
        presence: presence.tracker,
        auditorGrant: (userId) => getAuditorGrant(gatewayDb, userId),
        readModels: gatewayDb,
        heartbeatMs: options.gatewayHeartbeatMs,
      });

  // The process managers: the event store and their own read pool.
  const processManagerDeps = { store, db: processManagerDb, clock, newId };
  // Server-side calling (docs/queue.md): offers waiting candidates to available recruiters, ends unanswered offers after 21 s.
  const interviewMatcher = createInterviewMatcher({ ...processManagerDeps, logger: logger.child({ part: 'interviews' }) });
  // A lost connection loses no place until the grace period is over (docs/queue.md "Lost connection").
  const queueGrace = createQueueGrace({ ...processManagerDeps, logger: logger.child({ part: 'queue-grace' }), graceMs });
  // Half-done flows left by a crash (a recruiter engaged with no session, a seat with no entry) are finished or undone.
  const queueRepair = createQueueRepair({
    ...processManagerDeps,
    logger: logger.child({ part: 'queue-repair' }),
    settleMs: options.queueRepair?.settleMs,
  });

  const address = await app.listen({ port: options.port, host: options.host ?? '0.0.0.0' });
  const port = new URL(address).port;
  const metricsServer =
    metricsSettings.port === undefined
      ? null
      : await startMetricsServer({
          registry: metrics,
          token: metricsSettings.token,
          port: metricsSettings.port,
          host: options.host ?? '0.0.0.0',
          logger,
        });

  // Templates triggered by the event log and timed by the clock, sent once each (docs/notifications.md "Delivery").
  const notificationDelivery = createNotificationDelivery({
    store,
    db: processManagerDb,
    clock,
    templates: (eventType) => enabledTemplatesFor(processManagerDb, eventType),
    mail,
    sms,
    logger: logger.child({ part: 'notification-delivery' }),
    publicUrl: process.env.PUBLIC_URL?.trim().replace(/\/+$/, '') || `http://localhost:${port}`,
  });
  const startProcessManagers = async () => {
    interviewMatcher.start(bus);
    queueGrace.start();
    queueRepair.start(options.queueRepair?.intervalMs);
    await notificationDelivery.start(options.notificationDeliveryIntervalMs);
  };
  const stopProcessManagers = async () => {
    await notificationDelivery.stop();
    await interviewMatcher.stop();
    await queueGrace.stop();
    await queueRepair.stop();
  };
  // Sharing the database, one process of the deployment runs them at a time (the others wait on the lease).
  const scheduler = !roles.has('scheduler')
    ? null
    : options.sharedBus
      ? createLease({
          databaseUrl: options.databaseUrl,
          name: 'scheduler',
          acquired: startProcessManagers,
          lost: stopProcessManagers,
          log: leaseLog,
        })
      : { start: startProcessManagers, stop: stopProcessManagers };
  await scheduler?.start();
  return {
    url: `http://localhost:${port}`,
    metricsUrl: metricsServer?.url ?? null,
    app,
    db,
    store,
    runner,
    identity,
    gateway: gateway ?? null,
    presence,
    interviewMatcher,
    queueGrace,
    queueRepair,
    notificationDelivery,
    bus,
    seeded,
    // Graceful: stop taking requests and sockets, let the projection batch commit, then close pools.
    close: async () => {
      await scheduler?.stop();
      await gateway?.close();
      if (roles.has('gateway')) await presence.stop();
      await app.close();
      await metricsServer?.close();
      await runner.stop();
      await store.close();
      await bus.close();
      await signals.close();
      closeMail();
      await Promise.all([db.destroy(), gatewayDb.destroy(), processManagerDb.destroy()]);
      await pool.end();
    },
  };
};
