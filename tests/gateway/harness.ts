import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import knex, { type Knex } from 'knex';
import pg from 'pg';
import type { Role } from '../../domain/auth/roles';
import { jobFairDecider, jobFairStream } from '../../domain/jobfair/jobfair';
import type { ChangeBus } from '../../domain/ports/change-bus';
import type { IdentityProvider } from '../../domain/ports/identity';
import type { SignalBus } from '../../domain/ports/signal-bus';
import { compareCheckpoints, START, type Checkpoint } from '../../domain/shared/event';
import { handleCommand } from '../../domain/shared/handle-command';
import { createGateway, type Gateway, type GatewayOptions } from '../../gateway/gateway';
import type { GatewayLogger } from '../../gateway/logger';
import { interviewSessionsFrom } from '../../gateway/signalling';
import { createSubscriptionCatalog } from '../../gateway/subscriptions/catalog';
import { createInProcessChangeBus } from '../../infra/bus/in-process-change-bus';
import { createInProcessSignalBus } from '../../infra/bus/in-process-signal-bus';
import { systemClock } from '../../infra/clock/system-clock';
import { createPostgresEventStore } from '../../infra/event-store/postgres-event-store';
import type { EventStore } from '../../domain/ports/event-store';
import { DEFAULT_EVENT_STORE_SCHEMA, eventStoreNames } from '../../infra/event-store/postgres-schema';
import { createBuiltinIdentity } from '../../infra/identity/builtin-identity';
import { migrateReadModels } from '../../projections/migrations';
import { getAuditorGrant } from '../../projections/queries/auditors';
import { projectors } from '../../projections/projectors';
import { createProjectionRunner, type ProjectionRunner } from '../../projections/runner';
import { createTestDatabase } from '../support/database';
import { SLOW_DAY_MS } from '../support/wait';

/** The real backend a gateway runs against: Postgres read models, event store, runner, bus, identity. */
export type Backend = Readonly<{
  db: Knex;
  store: EventStore;
  bus: ChangeBus;
  signals: SignalBus;
  runner: ProjectionRunner;
  identity: IdentityProvider;
  readModelCheckpoint(): Promise<Checkpoint>;
  close(): Promise<void>;
}>;

export const startBackend = async (label: string): Promise<Backend> => {
  const url = await createTestDatabase(label);
  const db = knex({ client: 'pg', connection: url, pool: { min: 0, max: 8 } });
  await migrateReadModels(db);
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const store = await createPostgresEventStore(pool, { pollIntervalMs: 50 });
  const bus = createInProcessChangeBus();
  const signals = createInProcessSignalBus();
  const runner = createProjectionRunner({ db, store, bus, projectors });
  await runner.start();
  const identity = await createBuiltinIdentity({ db, clock: systemClock, newId: randomUUID, scryptCost: { N: 2 ** 10, r: 8, p: 1 } });
  return {
    db,
    store,
    bus,
    signals,
    runner,
    identity,
    readModelCheckpoint: async () =>
      runner
        .status()
        .map((status) => status.checkpoint)
        .reduce((low, checkpoint) => (compareCheckpoints(checkpoint, low) < 0 ? checkpoint : low), runner.status()[0]?.checkpoint ?? START),
    async close() {
      await runner.stop();
      await store.close();
      await bus.close();
      await signals.close();
      await pool.end();
      await db.destroy();
    },
  };
};

export type LogEntry = { level: 'info' | 'warn' | 'error'; details: Record<string, unknown>; message: string | undefined };

/** A logger that keeps what it was told, so tests can assert on it. */
export const recordingLogger = (): GatewayLogger & { entries: LogEntry[] } => {
  const entries: LogEntry[] = [];
  const at = (level: LogEntry['level']) => (details: object, message?: string) =>
    void entries.push({ level, details: details as Record<string, unknown>, message });
  return { entries, info: at('info'), warn: at('warn'), error: at('error') };
};

export type RunningGateway = Readonly<{
  gateway: Gateway;
  server: Server;
  url: string;
  logger: ReturnType<typeof recordingLogger>;
  stop(): Promise<void>;
}>;

/** A real HTTP server on 127.0.0.1:0 answering 404 to plain requests, with the gateway attached at /ws. */
export const startGateway = async (backend: Backend, options: Partial<GatewayOptions> = {}): Promise<RunningGateway> => {
  const server = createServer((_request, response) => response.writeHead(404).end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const logger = recordingLogger();
  const gateway = createGateway({
    server,
    identity: backend.identity,
    bus: backend.bus,
    catalog: createSubscriptionCatalog(backend.db, () => systemClock.now()),
    findInterviewSession: interviewSessionsFrom(backend.db),
    signals: backend.signals,
    logger,
    headCheckpoint: backend.readModelCheckpoint,
    auditorGrant: (userId) => getAuditorGrant(backend.db, userId),
    ...options,
  });
  const { port } = server.address() as AddressInfo;
  return {
    gateway,
    server,
    logger,
    url: `ws://127.0.0.1:${port}/ws`,
    async stop() {
      await gateway.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

/** Creates a user with the built-in identity and signs in: the same access token the REST API takes. */
export const signedInUser = async (backend: Pick<Backend, 'identity'>, roles: Role[], organizationId: string | null) => {
  const userId = randomUUID();
  const email = `${userId}@example.test`;
  const password = 'Correct-horse1!';
  await backend.identity.createUser({
    userId,
    email,
    firstName: 'Test',
    lastName: roles.join('+'),
    roles,
    organizationId,
    password,
    temporary: false,
  });
  const result = await backend.identity.signIn(email, password);
  if (result.kind !== 'SIGNED_IN') throw new Error(`unexpected ${result.kind}`);
  return { userId, token: result.accessToken, sessionId: (await backend.identity.verifyAccessToken(result.accessToken)).sessionId };
};

/** Creates a job fair through the real command path: decider → event store → runner → bus. */
export const createJobFair = async (backend: Pick<Backend, 'store'>, companyId: string, name = 'Spring fair') => {
  const jobFairId = randomUUID();
  const now = new Date().toISOString();
  await handleCommand(
    backend.store,
    jobFairStream(jobFairId),
    jobFairDecider,
    {
      type: 'CreateJobFair',
      data: {
        jobFairId,
        companyId,
        actorId: randomUUID(),
        now,
        mayStartInPast: true,
        form: { name, startDate: '2030-04-01', startTime: '10:00', timezone: 'EST', durationHours: 3, durationMinutes: 0 },
      },
    },
    { metadata: { correlationId: randomUUID(), causationId: null, actorId: null, actorRole: 'EmployerAdmin', at: now }, newId: randomUUID },
  );
  return jobFairId;
};

/** Resolves once the read models have applied everything appended so far. */
// The newest committed event, read from the table: headCheckpoint() may still hide it behind an older
// transaction elsewhere on the shared test server, and waiting for the head would then return early.
export const projected = async (backend: Pick<Backend, 'db' | 'runner'>) => {
  const { rows } = await backend.db.raw(
    `SELECT transaction_id::text AS tx, position FROM ${eventStoreNames(DEFAULT_EVENT_STORE_SCHEMA).events} ORDER BY transaction_id DESC, position DESC LIMIT 1`,
  );
  if (rows.length > 0) await backend.runner.waitFor(`${rows[0].tx}:${rows[0].position}`, SLOW_DAY_MS);
};
