import { documentConverterFromEnv } from '../../infra/documents/document-converter-from-env';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import knex, { type Knex } from 'knex';
import pg from 'pg';
import pino, { type Logger } from 'pino';
import { Registry } from 'prom-client';
import type { Role } from '../../domain/auth/roles';
import type { ChangeBus } from '../../domain/ports/change-bus';
import type { Clock } from '../../domain/ports/clock';
import type { FileStorage } from '../../domain/ports/file-storage';
import type { IdentityProvider } from '../../domain/ports/identity';
import type { MailOutbox } from '../../domain/ports/mail';
import type { RobotCheck } from '../../domain/ports/robot-check';
import { buildApi } from '../../command-api/app';
import type { ApiDeps } from '../../command-api/deps';
import { createInProcessChangeBus } from '../../infra/bus/in-process-change-bus';
import { createPostgresEventStore, PLATFORM_STORE_OPTIONS, type PostgresEventStore } from '../../infra/event-store/postgres-event-store';
import { createLocalFileStorage } from '../../infra/files/local-file-storage';
import { createBuiltinIdentity } from '../../infra/identity/builtin-identity';
import { createLocalPayments } from '../../infra/payments/local-payments';
import { createOutboxMail } from '../../infra/mail/outbox-mail';
import { createEmbeddedVideoRooms } from '../../infra/video/embedded-video-rooms';
import { migrateReadModels } from '../../projections/migrations/index';
import { projectors } from '../../projections/projectors/index';
import { formatCheckpoint } from '../../domain/shared/event';
import { createProjectionRunner, type ProjectionRunner } from '../../projections/runner';
import { createTestDatabase } from './database';
import { createReadAfter } from './read-after';
import { SLOW_DAY_MS } from './wait';

/** A clock tests can move; starts at the real now. */
export type TestClock = Clock & { set(at: Date | string): void; advance(ms: number): void };
export const testClock = (start: Date = new Date()): TestClock => {
  let current = start.getTime();
  return { now: () => new Date(current), set: (at) => void (current = new Date(at).getTime()), advance: (ms) => void (current += ms) };
};

/**
 * A clock that runs with real time and that a test can jump ahead, for a whole platform under a browser: the
 * server's timers (the offer's 21 s, a grace) pass in a moment instead of in wall time.
 */
export type RunningTestClock = Clock & { advance(ms: number): void };
export const runningTestClock = (): RunningTestClock => {
  let ahead = 0;
  return { now: () => new Date(Date.now() + ahead), advance: (ms) => void (ahead += ms) };
};

export const TEST_PASSWORD = 'Str0ng!Passw0rd';
/** The payments webhook secret of test APIs (local checkout), for signing webhooks in tests. */
export const TEST_WEBHOOK_SECRET = 'whsec_test_secret';
// Cheap hashes: the tests create many users on two shared cores.
export const TEST_SCRYPT_COST = { N: 1024, r: 8, p: 1 };

export type TestUser = Readonly<{
  userId: string;
  email: string;
  password: string;
  roles: readonly Role[];
  organizationId: string | null;
  token: string;
}>;

export type TestApi = Readonly<{
  app: FastifyInstance;
  store: PostgresEventStore;
  db: Knex;
  identity: IdentityProvider;
  files: FileStorage;
  /** Every mail the platform sent (sign-up and reset codes). */
  outbox: MailOutbox;
  clock: TestClock;
  /** The change bus the projections publish on (for process managers started by a test). */
  bus: ChangeBus;
  /** The projection runner behind read-your-writes (stop it to make read models lag; start it again after). */
  runner: ProjectionRunner;
  metrics: Registry;
  /** A user of these roles, signed in (token ready). */
  user(roles: readonly Role[], organizationId: string | null, options?: { temporary?: boolean }): Promise<TestUser>;
  /** app.inject with the user's bearer token. */
  as(user: TestUser | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  /** How many events the store holds: a refused request must not change it. */
  eventCount(): Promise<number>;
  /**
   * Waits until every read model has applied everything stored so far. Answers may go out before the read
   * models apply them (an availability switch): a process manager a test runs by hand reads them after,
   * as the change notice that runs it in the platform would.
   */
  readModelsCaughtUp(): Promise<void>;
  close(): Promise<void>;
}>;

export type TestApiOptions = Readonly<{
  clock?: TestClock;
  logger?: Logger;
  signInRateLimit?: ApiDeps['signInRateLimit'];
  ready?: () => Promise<boolean>;
  onSignedOut?: ApiDeps['onSignedOut'];
  /** Defaults to a check that accepts the payload 'human' only. */
  robotCheck?: RobotCheck;
  accountRateLimit?: ApiDeps['accountRateLimit'];
  accountLookupGlobalLimit?: ApiDeps['accountLookupGlobalLimit'];
  metricsToken?: ApiDeps['metricsToken'];
  identityClientConfig?: ApiDeps['identityClientConfig'];
  /** Embedded video with a random secret unless given. */
  videoRooms?: ApiDeps['videoRooms'];
  documentConverter?: ApiDeps['documentConverter'];
}>;

/** A robot check for API tests: 'human' passes, anything else fails (the ALTCHA adapter has its own tests). */
export const TEST_ROBOT_CHECK: RobotCheck = { challenge: async () => ({ test: true }), verify: async (payload) => payload === 'human' };

/** The command API with every real adapter (event store, projections, identity, files) on a fresh database. */
export const buildTestApi = async (label: string, options: TestApiOptions = {}): Promise<TestApi> => {
  const url = await createTestDatabase(label);
  const db = knex({ client: 'pg', connection: url, pool: { min: 0, max: 6 } });
  const pool = new pg.Pool({ connectionString: url, max: 6 });
  await migrateReadModels(db);
  const store = await createPostgresEventStore(pool, { ...PLATFORM_STORE_OPTIONS, pollIntervalMs: 50 });
  const bus = createInProcessChangeBus();
  const runner = createProjectionRunner({ db, store, bus, projectors, headIntervalMs: 200 });
  await runner.start();
  const clock = options.clock ?? testClock();
  const newId = () => randomUUID();
  const outbox = await createOutboxMail({ db, clock, newId });
  const identity = await createBuiltinIdentity({ db, clock, newId, scryptCost: TEST_SCRYPT_COST, mail: outbox });
  const filesDir = `.data/test-files-${randomUUID()}`;
  const files = createLocalFileStorage({ rootDir: filesDir, secret: randomUUID(), clock });
  const metrics = new Registry();
  const app = await buildApi({
    eventStore: store,
    identity,
    fileStorage: files,
    db,
    clock,
    newId,
    logger: options.logger ?? pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    metrics,
    awaitProjection: (checkpoint) => runner.waitFor(checkpoint, SLOW_DAY_MS),
    readiness: options.ready ?? (async () => true),
    projectionStatus: () => runner.status(),
    signInRateLimit: options.signInRateLimit,
    onSignedOut: options.onSignedOut,
    payments: createLocalPayments({ webhookSecret: TEST_WEBHOOK_SECRET, clock }),
    mailOutbox: outbox,
    robotCheck: options.robotCheck ?? TEST_ROBOT_CHECK,
    accountRateLimit: options.accountRateLimit,
    accountLookupGlobalLimit: options.accountLookupGlobalLimit,
    metricsToken: options.metricsToken,
    identityClientConfig: options.identityClientConfig,
    videoRooms: options.videoRooms ?? createEmbeddedVideoRooms({ secret: randomUUID(), clock }),
    documentConverter: options.documentConverter ?? documentConverterFromEnv(),
  });
  await app.ready();

  const readAfter = createReadAfter();
  return {
    app,
    store,
    db,
    identity,
    files,
    outbox,
    clock,
    bus,
    runner,
    metrics,
    user: async (roles, organizationId, { temporary = false } = {}) => {
      const email = `${roles.join('-').toLowerCase() || 'nobody'}-${randomUUID().slice(0, 8)}@example.com`;
      const principal = await identity.createUser({
        userId: newId(),
        email,
        firstName: 'Test',
        lastName: 'User',
        roles,
        organizationId,
        password: TEST_PASSWORD,
        temporary,
      });
      const signedIn = temporary ? null : await identity.signIn(email, TEST_PASSWORD);
      return { ...principal, password: TEST_PASSWORD, token: signedIn?.kind === 'SIGNED_IN' ? signedIn.accessToken : '' };
    },
    as: async (user, request) => {
      const response = await app.inject({
        ...request,
        headers: {
          ...(user ? { authorization: `Bearer ${user.token}` } : {}),
          ...readAfter.headersFor(request.method),
          ...request.headers,
        },
      });
      readAfter.answered(response.headers[readAfter.header.toLowerCase()]);
      return response;
    },
    // Counted in the table, not through readAll, which hides events behind older in-flight transactions.
    eventCount: async () => Number((await pool.query(`SELECT count(*) AS n FROM ${store.names.events}`)).rows[0].n),
    readModelsCaughtUp: async () => {
      // The newest event stored, not the store's head: the head stops before any transaction still open on
      // the Postgres server, and the other suites running beside this one keep some open.
      const { rows } = await pool.query<{ transaction_id: string; position: string }>(
        `SELECT transaction_id, position FROM ${store.names.events} ORDER BY transaction_id DESC, position DESC LIMIT 1`,
      );
      const newest = rows[0];
      if (newest) await runner.waitFor(formatCheckpoint(BigInt(newest.transaction_id), BigInt(newest.position)), SLOW_DAY_MS);
    },
    close: async () => {
      await app.close();
      await runner.stop();
      await store.close();
      await bus.close();
      await db.destroy();
      await pool.end();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
};

/** The envelope every answer must be. */
export const envelopeOf = (response: LightMyRequestResponse) =>
  response.json<{ isSuccess: boolean; data: any; errors: { field?: string; message: string; code?: string }[] }>();
